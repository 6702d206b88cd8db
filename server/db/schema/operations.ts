import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every operator action and every automatic enforcement: who (null: the system), when, on what, the
 * state before and after, and why. Append-only: a trigger (migration 0025) refuses UPDATE and DELETE,
 * and nothing references users, so deleting an account never rewrites history.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** What people call the target (PW-1042, a driver's name), kept as it was. */
    targetLabel: text('target_label').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    reason: text('reason'),
    /** How the person confirmed it's them just before (step-up: password, passkey, totp, recovery_code). */
    confirmedWith: text('confirmed_with'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
  ],
);
