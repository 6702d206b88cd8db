import { notificationKinds } from '@core/messaging';
import {
  boolean,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const notificationKind = pgEnum('notification_kind', notificationKinds);

/** The bell: every notification a person was sent, read or not. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The sender's kind (subscription_renewed, job_accepted, …). */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    /** One notification per event: a repeated announcement of the same change is not a second one. */
    dedupeKey: text('dedupe_key'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('notifications_dedupe_unique').on(t.userId, t.dedupeKey),
  ],
);

/** Per person and kind: e-mail, SMS and push on (no row) or off. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: notificationKind('kind').notNull(),
    email: boolean('email').notNull().default(true),
    sms: boolean('sms').notNull().default(true),
    push: boolean('push').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/** When each person was last connected to /ws (refreshed every minute while connected). */
export const livePresence = pgTable('live_presence', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
});

/** People outside Pathway who asked for no more messages: "STOP" by SMS, or the link in an e-mail. */
export const contactOptOuts = pgTable(
  'contact_opt_outs',
  {
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    /** The e-mail address in lower case, or the phone number as +digits. */
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.channel, t.address] })],
);
