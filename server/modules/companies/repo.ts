import type { CompanyRole } from '@core/companies';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies, companyInvites, companyMembers, users } from '../../db/schema';

export type { CompanyInviteRow, CompanyRow } from '../../db/schema';

const openInvite = (now: Date) =>
  and(isNull(companyInvites.acceptedAt), isNull(companyInvites.revokedAt), gt(companyInvites.expiresAt, now));

/** SQL of companies, their members and invitations. */
export const companiesRepo = {
  /** The person's membership and company; `lock` takes their membership row FOR UPDATE. */
  async membershipOf(db: DbOrTx, userId: string) {
    const [row] = await db
      .select({ role: companyMembers.role, company: companies })
      .from(companyMembers)
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(eq(companyMembers.userId, userId))
      .limit(1);
    return row;
  },

  /**
   * Locks the company's row: every change of its members and details takes this lock first, so two
   * owners acting at once are serialized and the second sees what the first did.
   */
  async lockCompany(db: DbOrTx, companyId: string) {
    const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).for('update').limit(1);
    return row;
  },

  /** Locks the person's account row (creating or joining a company is one at a time per person). */
  async lockUser(db: DbOrTx, userId: string) {
    const [row] = await db
      .select({ id: users.id, name: users.name, email: users.email, emailVerifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, userId))
      .for('update')
      .limit(1);
    return row;
  },

  async insertCompany(db: DbOrTx, row: typeof companies.$inferInsert) {
    const [created] = await db.insert(companies).values(row).returning();
    return created!;
  },

  async updateCompany(db: DbOrTx, id: string, patch: Partial<typeof companies.$inferInsert>) {
    const [row] = await db
      .update(companies)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(eq(companies.id, id))
      .returning();
    return row!;
  },

  async insertMember(db: DbOrTx, row: typeof companyMembers.$inferInsert) {
    await db.insert(companyMembers).values(row);
  },

  async setMemberRole(db: DbOrTx, companyId: string, userId: string, role: CompanyRole) {
    await db
      .update(companyMembers)
      .set({ role })
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
  },

  async deleteMember(db: DbOrTx, companyId: string, userId: string) {
    await db
      .delete(companyMembers)
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
  },

  members(db: DbOrTx, companyId: string) {
    return db
      .select({
        userId: companyMembers.userId,
        role: companyMembers.role,
        joinedAt: companyMembers.createdAt,
        name: users.name,
        email: users.email,
      })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(eq(companyMembers.companyId, companyId))
      .orderBy(asc(companyMembers.createdAt), asc(companyMembers.userId));
  },

  openInvites(db: DbOrTx, companyId: string, now: Date) {
    return db
      .select({ invite: companyInvites, invitedBy: users.name })
      .from(companyInvites)
      .leftJoin(users, eq(users.id, companyInvites.invitedBy))
      .where(and(eq(companyInvites.companyId, companyId), openInvite(now)))
      .orderBy(asc(companyInvites.createdAt));
  },

  /** Ends the open invitation to this address (expired ones too: the partial unique index counts them). */
  async revokeOpenInvitesTo(db: DbOrTx, companyId: string, email: string, now: Date) {
    await db
      .update(companyInvites)
      .set({ revokedAt: now })
      .where(
        and(
          eq(companyInvites.companyId, companyId),
          eq(companyInvites.email, email),
          isNull(companyInvites.acceptedAt),
          isNull(companyInvites.revokedAt),
        ),
      );
  },

  async insertInvite(db: DbOrTx, row: typeof companyInvites.$inferInsert) {
    const [created] = await db.insert(companyInvites).values(row).returning();
    return created!;
  },

  async revokeInvite(db: DbOrTx, companyId: string, id: string, now: Date) {
    const rows = await db
      .update(companyInvites)
      .set({ revokedAt: now })
      .where(and(eq(companyInvites.companyId, companyId), eq(companyInvites.id, id), openInvite(now)))
      .returning({ id: companyInvites.id, email: companyInvites.email });
    return rows[0];
  },

  /** An invitation by its token's hash, with its company's name and who sent it; `lock` for accepting. */
  async inviteByHash(db: DbOrTx, tokenHash: string, lock = false) {
    const query = db
      .select({ invite: companyInvites, companyName: companies.legalName, invitedBy: users.name })
      .from(companyInvites)
      .innerJoin(companies, eq(companies.id, companyInvites.companyId))
      .leftJoin(users, eq(users.id, companyInvites.invitedBy))
      .where(eq(companyInvites.tokenHash, tokenHash))
      .limit(1);
    const [row] = await (lock ? query.for('update', { of: companyInvites }) : query);
    return row;
  },

  async markAccepted(db: DbOrTx, id: string, userId: string, now: Date) {
    await db
      .update(companyInvites)
      .set({ acceptedAt: now, acceptedBy: userId })
      .where(eq(companyInvites.id, id));
  },
};
