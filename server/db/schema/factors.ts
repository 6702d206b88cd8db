import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sessions, users } from './accounts';

const bytea = customType<{ data: Uint8Array<ArrayBuffer>; driverData: Buffer }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value),
  fromDriver: (value) => new Uint8Array(value),
});

/**
 * A person's authenticator app (RFC 6238). `confirmedAt` is null while they enrol (the code from the
 * app not yet entered); `lastUsedStep` makes each code work once.
 */
export const totpFactors = pgTable('totp_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }).notNull().default(0),
  /** Wrong codes in a row, from any sign-in or step-up: ten lock the app's codes for a while (guessing 10^6). */
  failures: integer('failures').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** WebAuthn credentials (passkeys), as @simplewebauthn/server verifies them. */
export const passkeys = pgTable(
  'passkeys',
  {
    /** The credential id, base64url. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    publicKey: bytea('public_key').notNull(),
    /** The authenticator's signature counter: one that goes backwards is a cloned key. */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default([]),
    backedUp: boolean('backed_up').notNull().default(false),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/** One-time recovery codes (argon2-hashed, as passwords are): each works once, for a person who lost their factor. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);

/**
 * What a second step answers: a password sign-in waiting for its second factor (the ticket, kept as
 * its SHA-256), or a WebAuthn challenge (registration, sign-in, step-up). Short-lived and single use.
 */
export const authChallenges = pgTable(
  'auth_challenges',
  {
    id: text('id').primaryKey(),
    purpose: text('purpose', {
      enum: ['second_factor', 'passkey_register', 'passkey_sign_in', 'step_up'],
    }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The session a registration or step-up belongs to. */
    sessionId: text('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    /** The WebAuthn challenge last issued for it (base64url). */
    challenge: text('challenge'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('auth_challenges_expires_idx').on(t.expiresAt)],
);

/**
 * Failed step-ups in a row of a session: a stolen session guessing the password or codes may not try
 * again after ten. A counter, apart from the session row (a refused request writes only counters).
 */
export const stepUpFailures = pgTable('step_up_failures', {
  sessionId: text('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  failures: integer('failures').notNull().default(0),
});
