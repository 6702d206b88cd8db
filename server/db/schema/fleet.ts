import { vehicleStatuses } from '@core/contracts/fleet';
import { pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const vehicleStatus = pgEnum('vehicle_status', vehicleStatuses);

/** A client's own trucks, offered when requesting a move. */
export const vehicles = pgTable(
  'vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    make: text('make').notNull(),
    model: text('model').notNull(),
    licensePlate: text('license_plate').notNull(),
    vin: text('vin').notNull(),
    status: vehicleStatus('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('vehicles_owner_vin_unique').on(t.ownerId, t.vin)],
);
