import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { savedPlaces } from '../../db/schema';

export type SavedPlaceRow = typeof savedPlaces.$inferSelect;
type SavedPlaceWrite = Omit<typeof savedPlaces.$inferInsert, 'id' | 'ownerId' | 'createdAt' | 'updatedAt'>;

const owned = (ownerId: string, id: string) => and(eq(savedPlaces.ownerId, ownerId), eq(savedPlaces.id, id));

export const placesRepo = {
  listForOwner(db: DbOrTx, ownerId: string): Promise<SavedPlaceRow[]> {
    return db
      .select()
      .from(savedPlaces)
      .where(eq(savedPlaces.ownerId, ownerId))
      .orderBy(asc(savedPlaces.name), asc(savedPlaces.id));
  },

  async findOwned(db: DbOrTx, ownerId: string, id: string): Promise<SavedPlaceRow | undefined> {
    const [row] = await db.select().from(savedPlaces).where(owned(ownerId, id)).limit(1);
    return row;
  },

  async insert(db: DbOrTx, ownerId: string, place: SavedPlaceWrite): Promise<SavedPlaceRow> {
    const [row] = await db
      .insert(savedPlaces)
      .values({ ...place, ownerId })
      .returning();
    return row!;
  },

  async updateOwned(
    db: DbOrTx,
    ownerId: string,
    id: string,
    place: SavedPlaceWrite,
  ): Promise<SavedPlaceRow | undefined> {
    const [row] = await db
      .update(savedPlaces)
      .set({ ...place, updatedAt: sql`now()` })
      .where(owned(ownerId, id))
      .returning();
    return row;
  },

  async deleteOwned(db: DbOrTx, ownerId: string, id: string): Promise<boolean> {
    const rows = await db.delete(savedPlaces).where(owned(ownerId, id)).returning({ id: savedPlaces.id });
    return rows.length > 0;
  },

  async deleteAllForOwner(db: DbOrTx, ownerId: string): Promise<void> {
    await db.delete(savedPlaces).where(eq(savedPlaces.ownerId, ownerId));
  },
};
