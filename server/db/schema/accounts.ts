import { userRoles } from '@core/contracts/accounts';
import { LOCALES } from '@core/i18n';
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

export const userRole = pgEnum('user_role', userRoles);
export const locale = pgEnum('locale', LOCALES);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored lower-cased; the unique index makes sign-up races safe. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: userRole('role').notNull().default('client'),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** Identity checked by an operator (documents reviewed); drives the Verified Account badge. */
    isVerified: boolean('is_verified').notNull().default(false),
    photoUrl: text('photo_url'),
    /** The person's language: pages, e-mails, texts, push and PDFs (core/i18n.ts). */
    locale: locale('locale').notNull().default('en'),
    /** For SMS about job-critical events; set in the profile's notification settings. */
    phone: text('phone'),
    /** Set when the person opened the link e-mailed to `email`; a changed address clears it. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Set when the person typed the code texted to `phone`; until then no text goes to it. */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
    /** Set when personal data was erased; the row stays so payments and invoices keep their party. */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token: a leaked table does not leak usable sessions. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    /** What the person sees in "Where you're signed in", so the token's hash never goes in a URL. */
    publicId: uuid('public_id').notNull().defaultRandom(),
    /** "Chrome on Android", parsed from the User-Agent at sign-in. */
    device: text('device'),
    /** The sign-in address cut to its network ("203.0.113.x", an IPv6 /48): enough to recognise, not to locate. */
    ipPrefix: text('ip_prefix'),
    /** Moved forward at most every few minutes by the session lookup (not a write per request). */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    /** The second factor this session was proven with ('totp', 'passkey', 'recovery_code'); null: password only. */
    secondFactor: text('second_factor'),
    /** The last time the person confirmed who they are again (step-up), and how: money and power wait for it. */
    steppedUpAt: timestamp('stepped_up_at', { withTimezone: true }),
    stepUpMethod: text('step_up_method'),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_expires_idx').on(t.expiresAt),
    uniqueIndex('sessions_public_id_unique').on(t.publicId),
  ],
);

/**
 * The devices (label and address prefix) a person signed in from: a sign-in from one not listed
 * e-mails them. Kept apart from sessions, which sign-out deletes.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    device: text('device').notNull(),
    ipPrefix: text('ip_prefix').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.device, t.ipPrefix] })],
);

export type UserRow = typeof users.$inferSelect;

/**
 * Password reset links: only the SHA-256 of the token is kept, so a leaked table opens no account.
 * A link works once (`used_at`) and for an hour; a new request leaves earlier links working until
 * a password is set, which ends them all.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);
