import { iconVariants } from '@core/catalog';
import { boolean, integer, pgEnum, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const iconVariant = pgEnum('icon_variant', iconVariants);

export const serviceTypes = pgTable('service_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull(),
  basePriceCents: integer('base_price_cents').notNull(),
  iconVariant: iconVariant('icon_variant').notNull(),
  isNewService: boolean('is_new_service').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});
