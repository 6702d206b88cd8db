import { truckStopRegions } from '@core/maps';
import { doublePrecision, index, integer, jsonb, numeric, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';

export const truckStopRegion = pgEnum('truck_stop_region', truckStopRegions);

/** The truck-stop directory (product/platform §2, §9): public facts, seeded by a migration. */
export const truckStops = pgTable(
  'truck_stops',
  {
    /** A short stable code shown on the card, e.g. "TS-001". */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** "Carlisle, PA". */
    location: text('location').notNull(),
    /** Two-letter state code for the badge. */
    state: text('state').notNull(),
    region: truckStopRegion('region').notNull(),
    amenities: jsonb('amenities').$type<string[]>().notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull(),
    /** Opening hours as the stop publishes them ("Open 24 hours"); null when Pathway does not know. */
    hours: text('hours'),
    /** Truck parking spaces the stop publishes; null when Pathway does not know. */
    truckParkingSpaces: integer('truck_parking_spaces'),
    /** The stop's own phone number; null when Pathway does not know. */
    phone: text('phone'),
  },
  (t) => [index('truck_stops_region_idx').on(t.region)],
);
