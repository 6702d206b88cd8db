import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { driverProfiles, users } from '../../db/schema';
import { accountsViews } from '../accounts/views';

export type DriverProfileRow = typeof driverProfiles.$inferSelect;

const driverProfileStatement = preparedStatement((db) =>
  db
    .select()
    .from(driverProfiles)
    .where(eq(driverProfiles.userId, sql.placeholder('userId')))
    .prepare('driver_profile'),
);

export const driversRepo = {
  /** Verified drivers' profiles (all, or the ones named) with their names and phones: dispatch ranks them. */
  verifiedWithNames(db: DbOrTx, ids?: string[]) {
    return db
      .select({ profile: driverProfiles, name: users.name, phone: users.phone })
      .from(driverProfiles)
      .innerJoin(users, eq(users.id, driverProfiles.userId))
      .where(
        and(
          eq(users.role, 'driver'),
          eq(driverProfiles.verificationStatus, 'approved'),
          ...(ids ? [inArray(driverProfiles.userId, ids)] : []),
        ),
      );
  },

  /** Verified drivers (still drivers): for an operator choosing one, and the available drivers. */
  listVerified(db: DbOrTx, limit = 5000) {
    return db
      .select({
        userId: driverProfiles.userId,
        licenseClass: driverProfiles.licenseClass,
        verificationStatus: driverProfiles.verificationStatus,
        isAvailable: driverProfiles.isAvailable,
        availableFrom: driverProfiles.availableFrom,
      })
      .from(driverProfiles)
      .where(
        and(
          eq(driverProfiles.verificationStatus, 'approved'),
          inArray(driverProfiles.userId, accountsViews.userIdsWithRole(db, 'driver')),
        ),
      )
      .limit(limit);
  },

  /** Read by every driver-facing request (eligibility), so it is a prepared statement. */
  async find(db: DbOrTx, userId: string): Promise<DriverProfileRow | undefined> {
    const [row] = await driverProfileStatement(db).execute({ userId });
    return row;
  },

  /** Creates the profile on first touch and applies the patch. */
  async upsert(
    db: DbOrTx,
    userId: string,
    patch: Partial<typeof driverProfiles.$inferInsert>,
  ): Promise<DriverProfileRow> {
    const [row] = await db
      .insert(driverProfiles)
      .values({ userId, ...patch })
      .onConflictDoUpdate({ target: driverProfiles.userId, set: { ...patch, updatedAt: sql`now()` } })
      .returning();
    return row!;
  },

  /** Applies a review only to a profile still waiting for one. */
  async review(
    db: DbOrTx,
    userId: string,
    patch: Pick<DriverProfileRow, 'verificationStatus' | 'rejectionReason' | 'reviewedBy'>,
  ): Promise<DriverProfileRow | undefined> {
    const [row] = await db
      .update(driverProfiles)
      .set({ ...patch, reviewedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(driverProfiles.userId, userId), eq(driverProfiles.verificationStatus, 'pending')))
      .returning();
    return row;
  },

  listByStatus(db: DbOrTx, status: DriverProfileRow['verificationStatus']): Promise<DriverProfileRow[]> {
    return db
      .select()
      .from(driverProfiles)
      .where(eq(driverProfiles.verificationStatus, status))
      .orderBy(asc(driverProfiles.submittedAt));
  },

  /** The phone's position at `at`, unless a later one is already kept; whether it was written. */
  async setPosition(db: DbOrTx, userId: string, p: { lat: number; lng: number }, at: Date): Promise<boolean> {
    const rows = await db
      .update(driverProfiles)
      .set({ lastLat: p.lat, lastLng: p.lng, lastPositionAt: at })
      .where(
        and(
          eq(driverProfiles.userId, userId),
          or(isNull(driverProfiles.lastPositionAt), lte(driverProfiles.lastPositionAt, at)),
        ),
      )
      .returning({ userId: driverProfiles.userId });
    return rows.length > 0;
  },

  findMany(db: DbOrTx, userIds: string[]): Promise<DriverProfileRow[]> {
    if (userIds.length === 0) return Promise.resolve([]);
    return db.select().from(driverProfiles).where(inArray(driverProfiles.userId, userIds));
  },
};
