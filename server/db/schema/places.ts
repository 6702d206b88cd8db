import { sql } from 'drizzle-orm';
import { doublePrecision, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { companies } from './companies';

/** A client's saved places (yards, depots, customers): a resolved address and what a driver needs there. */
export const savedPlaces = pgTable(
  'saved_places',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Shared with the company's members (core/companies.ts); null: the owner's own. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** As the server resolved it ("500 Elm St, Dallas, TX 75201"), with its position. */
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip'),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    openingHours: text('opening_hours'),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A name once per person's own places, and once per company's (its members share them).
    uniqueIndex('saved_places_owner_name_unique').on(t.ownerId, t.name).where(sql`company_id IS NULL`),
    uniqueIndex('saved_places_company_name_unique')
      .on(t.companyId, t.name)
      .where(sql`company_id IS NOT NULL`),
    index('saved_places_company_idx').on(t.companyId).where(sql`company_id IS NOT NULL`),
  ],
);
