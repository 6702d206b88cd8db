import { vehicleStatuses } from '@core/contracts/fleet';
import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { companies } from './companies';

export const vehicleStatus = pgEnum('vehicle_status', vehicleStatuses);

/** A client's own trucks, offered when requesting a move. */
export const vehicles = pgTable(
  'vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Shared with the company's members (core/companies.ts); null: the owner's own. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    make: text('make').notNull(),
    model: text('model').notNull(),
    licensePlate: text('license_plate').notNull(),
    vin: text('vin').notNull(),
    status: vehicleStatus('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A VIN once per person's own trucks, and once per company's (its members share them).
    uniqueIndex('vehicles_owner_vin_unique').on(t.ownerId, t.vin).where(sql`company_id IS NULL`),
    uniqueIndex('vehicles_company_vin_unique').on(t.companyId, t.vin).where(sql`company_id IS NOT NULL`),
    index('vehicles_company_idx').on(t.companyId).where(sql`company_id IS NOT NULL`),
  ],
);
