import type { UserRole } from '@core/contracts/accounts';
import type { Locale } from '@core/i18n';
import { eq, ilike, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

/**
 * Read-only projections of the accounts tables that other domains' repos may use inside their own
 * queries (a repo reads only its domain's tables; it reaches this one through these, never `users`).
 */
export const accountsViews = {
  /** A subquery of the ids of users whose current role is `role`. */
  userIdsWithRole: (db: DbOrTx, role: UserRole) =>
    db.select({ id: users.id }).from(users).where(eq(users.role, role)),

  /** A subquery of the ids of users whose name or e-mail contains `text` (a LIKE pattern, escaped). */
  userIdsMatching: (db: DbOrTx, pattern: string) =>
    db
      .select({ id: users.id })
      .from(users)
      .where(or(ilike(users.name, pattern), ilike(users.email, pattern))),

  /** The language a user chose for Pathway (pages, messages, the assistant). */
  async locale(db: DbOrTx, userId: string): Promise<Locale | undefined> {
    const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
    return row?.locale;
  },

  /** The name and e-mail a document issued to a user carries (an invoice's "Billed to"). */
  async billingContact(db: DbOrTx, userId: string): Promise<{ name: string; email: string } | undefined> {
    const [row] = await db
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  },
};
