import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { launchInterests, serviceTypes } from '../../db/schema';

export const catalogRepo = {
  listServiceTypes(db: DbOrTx) {
    return db.select().from(serviceTypes).orderBy(asc(serviceTypes.sortOrder), asc(serviceTypes.id));
  },

  async setAvailability(
    db: DbOrTx,
    id: number,
    change: Pick<typeof serviceTypes.$inferInsert, 'availability' | 'launchExpectedOn'>,
  ): Promise<void> {
    await db
      .update(serviceTypes)
      .set({
        availability: change.availability,
        launchExpectedOn: change.availability === 'available' ? null : change.launchExpectedOn,
      })
      .where(eq(serviceTypes.id, id));
  },

  /** Asking twice is asking once. */
  async addLaunchInterest(db: DbOrTx, serviceTypeId: number, userId: string): Promise<void> {
    await db.insert(launchInterests).values({ serviceTypeId, userId }).onConflictDoNothing();
  },

  /** Everyone waiting for a service, removed as they are read (they are told once). */
  async takeLaunchInterests(db: DbOrTx, serviceTypeId: number): Promise<string[]> {
    const rows = await db
      .delete(launchInterests)
      .where(eq(launchInterests.serviceTypeId, serviceTypeId))
      .returning({ userId: launchInterests.userId });
    return rows.map((r) => r.userId);
  },
};
