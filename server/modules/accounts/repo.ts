import type { CompanyRole } from '@core/companies';
import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { companyMembers, knownDevices, passwordResets, sessions, type UserRow, users } from '../../db/schema';

export type NewUser = typeof users.$inferInsert;
export type SessionUserRow = Pick<UserRow, 'id' | 'name' | 'email' | 'role' | 'isAdmin'> & {
  /** The second factor the session was proven with; null: a password alone. */
  secondFactor?: string | null;
  /** The company the person belongs to and their role in it (core/companies.ts); null: none. */
  companyId?: string | null;
  companyRole?: CompanyRole | null;
};

/** The signed-in user of a live session: only what a request acts with (no password hash, no profile). */
const sessionUserStatement = preparedStatement((db) =>
  db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      isAdmin: users.isAdmin,
      secondFactor: sessions.secondFactor,
      companyId: companyMembers.companyId,
      companyRole: companyMembers.role,
      lastActiveAt: sessions.lastActiveAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companyMembers, eq(companyMembers.userId, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('session_user'),
);

export const accountsRepo = {
  async insertUser(db: DbOrTx, user: NewUser): Promise<UserRow> {
    const [row] = await db.insert(users).values(user).returning();
    return row!;
  },

  async setAdmin(db: DbOrTx, id: string, isAdmin: boolean): Promise<UserRow | undefined> {
    const [row] = await db
      .update(users)
      .set({ isAdmin, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    return row;
  },

  async findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    return row;
  },

  /** Operators (admins) whose accounts are not being deleted: who hears the contact form. */
  async adminIds(db: DbOrTx): Promise<string[]> {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.isAdmin, true), isNull(users.deletionRequestedAt)));
    return rows.map((r) => r.id);
  },

  async findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  },

  /** The account with this phone number on file (digits compared, so "+1 (555) 010-0199" matches "5550100199"). */
  async findUserByPhone(db: DbOrTx, phone: string): Promise<UserRow | undefined> {
    const digits = phone.replace(/\D/g, '').slice(-10);
    if (digits.length < 7) return undefined;
    const [row] = await db
      .select()
      .from(users)
      .where(
        and(
          isNotNull(users.phone),
          sql`right(regexp_replace(${users.phone}, '[^0-9]', '', 'g'), 10) = ${digits}`,
        ),
      )
      .limit(1);
    return row;
  },

  async updateUser(db: DbOrTx, id: string, patch: Partial<NewUser>): Promise<UserRow | undefined> {
    const [row] = await db
      .update(users)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    return row;
  },

  findUsersByIds(db: DbOrTx, ids: string[]): Promise<UserRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db.select().from(users).where(inArray(users.id, ids));
  },

  async insertSession(db: DbOrTx, session: typeof sessions.$inferInsert): Promise<void> {
    await db.insert(sessions).values(session);
  },

  /**
   * The live session's user, or nothing when the session is unknown or expired. Runs on every
   * signed-in request, so it is a prepared statement.
   */
  async findSessionUser(
    db: DbOrTx,
    sessionId: string,
  ): Promise<(SessionUserRow & { lastActiveAt: Date }) | undefined> {
    const [row] = await sessionUserStatement(db).execute({ sessionId });
    return row;
  },

  /** Deletes a session; answers whose it was (undefined when there was none). */
  async deleteSession(db: DbOrTx, sessionId: string): Promise<string | undefined> {
    const [row] = await db
      .delete(sessions)
      .where(eq(sessions.id, sessionId))
      .returning({ userId: sessions.userId });
    return row?.userId;
  },

  /** The user's live sessions, most recently active first. */
  sessionsOfUser(db: DbOrTx, userId: string) {
    return db
      .select({
        id: sessions.id,
        publicId: sessions.publicId,
        device: sessions.device,
        userAgent: sessions.userAgent,
        ipPrefix: sessions.ipPrefix,
        createdAt: sessions.createdAt,
        lastActiveAt: sessions.lastActiveAt,
      })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
      .orderBy(desc(sessions.lastActiveAt), desc(sessions.createdAt));
  },

  /** Deletes one session of this user by its public id; answers its id (undefined when not theirs). */
  async deleteSessionOfUser(db: DbOrTx, userId: string, publicId: string): Promise<string | undefined> {
    const [row] = await db
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId)))
      .returning({ id: sessions.id });
    return row?.id;
  },

  async touchSession(db: DbOrTx, sessionId: string, at: Date): Promise<void> {
    await db.update(sessions).set({ lastActiveAt: at }).where(eq(sessions.id, sessionId));
  },

  async hasKnownDevice(db: DbOrTx, userId: string): Promise<boolean> {
    const rows = await db
      .select({ userId: knownDevices.userId })
      .from(knownDevices)
      .where(eq(knownDevices.userId, userId))
      .limit(1);
    return rows.length > 0;
  },

  /** Records a sign-in's device; answers whether the person had never used it before. */
  async rememberDevice(db: DbOrTx, userId: string, device: string, ipPrefix: string): Promise<boolean> {
    const [row] = await db
      .insert(knownDevices)
      .values({ userId, device, ipPrefix })
      .onConflictDoUpdate({
        target: [knownDevices.userId, knownDevices.device, knownDevices.ipPrefix],
        set: { lastSeenAt: sql`now()` },
      })
      // xmax is 0 on a row this statement inserted, not on one it updated.
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    return row?.inserted === true;
  },

  /** Devices nobody signed in from for a long while are forgotten (a sign-in from one mails again). */
  async deleteStaleKnownDevices(db: DbOrTx, days: number): Promise<number> {
    const rows = await db
      .delete(knownDevices)
      .where(lt(knownDevices.lastSeenAt, sql`now() - make_interval(days => ${days})`))
      .returning({ userId: knownDevices.userId });
    return rows.length;
  },

  async validSessionIds(db: DbOrTx, sessionIds: string[]): Promise<Set<string>> {
    if (sessionIds.length === 0) return new Set();
    const rows = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(inArray(sessions.id, sessionIds), gt(sessions.expiresAt, sql`now()`)));
    return new Set(rows.map((r) => r.id));
  },

  async deleteSessionsOfUser(db: DbOrTx, userId: string): Promise<void> {
    await db.delete(sessions).where(eq(sessions.userId, userId));
  },

  /** Users whose deletion grace period has passed and who have not been anonymised yet. */
  async findDueForDeletion(db: DbOrTx, graceDays: number): Promise<UserRow[]> {
    return db
      .select()
      .from(users)
      .where(
        and(
          isNotNull(users.deletionRequestedAt),
          lt(users.deletionRequestedAt, sql`now() - make_interval(days => ${graceDays})`),
          isNull(users.anonymisedAt),
        ),
      );
  },

  async deleteExpiredSessions(db: DbOrTx): Promise<number> {
    const rows = await db
      .delete(sessions)
      .where(lt(sessions.expiresAt, sql`now()`))
      .returning({ id: sessions.id });
    return rows.length;
  },

  /** Ends every other session of the user (a password change keeps the one it came from); answers their ids. */
  async deleteOtherSessionsOfUser(db: DbOrTx, userId: string, keepSessionId: string): Promise<string[]> {
    const rows = await db
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
      .returning({ id: sessions.id });
    return rows.map((r) => r.id);
  },

  async insertPasswordReset(db: DbOrTx, reset: typeof passwordResets.$inferInsert): Promise<void> {
    await db.insert(passwordResets).values(reset);
  },

  /** The user of a reset link that still works at `now`, without using it. */
  async findLivePasswordReset(db: DbOrTx, tokenHash: string, now: Date): Promise<string | undefined> {
    const [row] = await db
      .select({ userId: passwordResets.userId })
      .from(passwordResets)
      .where(
        and(
          eq(passwordResets.tokenHash, tokenHash),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .limit(1);
    return row?.userId;
  },

  /**
   * Uses a reset link: one conditional UPDATE, so of two requests with the same link exactly one
   * gets the user back; an expired or used link gets nothing.
   */
  async consumePasswordReset(db: DbOrTx, tokenHash: string, now: Date): Promise<string | undefined> {
    const [row] = await db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, tokenHash),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResets.userId });
    return row?.userId;
  },

  /** Ends the user's unused reset links (a new password was set: older links must not undo it). */
  async endPasswordResetsOf(db: DbOrTx, userId: string, now: Date): Promise<void> {
    await db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  },

  /** Reset links past their hour (used or not): nothing can open them any more. */
  async deleteOldPasswordResets(db: DbOrTx): Promise<number> {
    const rows = await db
      .delete(passwordResets)
      .where(lt(passwordResets.expiresAt, sql`now()`))
      .returning({ tokenHash: passwordResets.tokenHash });
    return rows.length;
  },
};
