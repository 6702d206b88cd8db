import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { vehicles } from '../../db/schema';

export type VehicleRow = typeof vehicles.$inferSelect;

export const fleetRepo = {
  listForOwner(db: DbOrTx, ownerId: string): Promise<VehicleRow[]> {
    return db.select().from(vehicles).where(eq(vehicles.ownerId, ownerId)).orderBy(asc(vehicles.createdAt));
  },

  async findOwned(db: DbOrTx, ownerId: string, id: string): Promise<VehicleRow | undefined> {
    const [row] = await db
      .select()
      .from(vehicles)
      .where(and(eq(vehicles.ownerId, ownerId), eq(vehicles.id, id)))
      .limit(1);
    return row;
  },

  async insert(db: DbOrTx, vehicle: typeof vehicles.$inferInsert): Promise<VehicleRow> {
    const [row] = await db.insert(vehicles).values(vehicle).returning();
    return row!;
  },

  async updateOwned(
    db: DbOrTx,
    ownerId: string,
    id: string,
    patch: Partial<typeof vehicles.$inferInsert>,
  ): Promise<VehicleRow | undefined> {
    const [row] = await db
      .update(vehicles)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(and(eq(vehicles.ownerId, ownerId), eq(vehicles.id, id)))
      .returning();
    return row;
  },

  async deleteAllForOwner(db: DbOrTx, ownerId: string): Promise<void> {
    await db.delete(vehicles).where(eq(vehicles.ownerId, ownerId));
  },
};
