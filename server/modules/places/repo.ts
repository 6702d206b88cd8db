import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { savedPlaces } from '../../db/schema';
import { inScope, type SharingScope } from '../../lib/company-access';

export type SavedPlaceRow = typeof savedPlaces.$inferSelect;
type SavedPlaceWrite = Omit<
  typeof savedPlaces.$inferInsert,
  'id' | 'ownerId' | 'companyId' | 'createdAt' | 'updatedAt'
>;

type PlaceScope = SharingScope;
const visible = (scope: PlaceScope) => inScope(savedPlaces.ownerId, savedPlaces.companyId, scope);
const one = (scope: PlaceScope, id: string) => and(visible(scope), eq(savedPlaces.id, id));

export const placesRepo = {
  list(db: DbOrTx, scope: PlaceScope): Promise<SavedPlaceRow[]> {
    return db
      .select()
      .from(savedPlaces)
      .where(visible(scope))
      .orderBy(asc(savedPlaces.name), asc(savedPlaces.id));
  },

  async find(db: DbOrTx, scope: PlaceScope, id: string): Promise<SavedPlaceRow | undefined> {
    const [row] = await db.select().from(savedPlaces).where(one(scope, id)).limit(1);
    return row;
  },

  async insert(
    db: DbOrTx,
    owner: { ownerId: string; companyId: string | null },
    place: SavedPlaceWrite,
  ): Promise<SavedPlaceRow> {
    const [row] = await db
      .insert(savedPlaces)
      .values({ ...place, ...owner })
      .returning();
    return row!;
  },

  async update(db: DbOrTx, scope: PlaceScope, id: string, place: SavedPlaceWrite) {
    const [row] = await db
      .update(savedPlaces)
      .set({ ...place, updatedAt: sql`now()` })
      .where(one(scope, id))
      .returning();
    return row;
  },

  async delete(db: DbOrTx, scope: PlaceScope, id: string): Promise<boolean> {
    const rows = await db.delete(savedPlaces).where(one(scope, id)).returning({ id: savedPlaces.id });
    return rows.length > 0;
  },

  /** The person's personal places (a company's stay with the company). */
  async deleteAllForOwner(db: DbOrTx, ownerId: string): Promise<void> {
    await db.delete(savedPlaces).where(and(eq(savedPlaces.ownerId, ownerId), isNull(savedPlaces.companyId)));
  },
};
