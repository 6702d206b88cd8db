import { iconVariants, serviceAvailabilities } from '@core/catalog';
import {
  boolean,
  date,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const iconVariant = pgEnum('icon_variant', iconVariants);
export const serviceAvailability = pgEnum('service_availability', serviceAvailabilities);

export const serviceTypes = pgTable('service_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull(),
  basePriceCents: integer('base_price_cents').notNull(),
  iconVariant: iconVariant('icon_variant').notNull(),
  isNewService: boolean('is_new_service').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  availability: serviceAvailability('availability').notNull().default('available'),
  launchExpectedOn: date('launch_expected_on'),
});

/** People who asked to be told when a coming-soon service launches (told once, then removed). */
export const launchInterests = pgTable(
  'launch_interests',
  {
    serviceTypeId: integer('service_type_id')
      .notNull()
      .references(() => serviceTypes.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.serviceTypeId, t.userId] })],
);
