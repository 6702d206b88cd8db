import { and, asc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { vehicles } from '../../db/schema';

export type VehicleRow = typeof vehicles.$inferSelect;

/** Whose vehicles someone sees: their own personal ones, and their company's (null: none). */
export interface VehicleScope {
  userId: string;
  companyId: string | null;
}

const visible = (scope: VehicleScope): SQL =>
  or(
    and(eq(vehicles.ownerId, scope.userId), isNull(vehicles.companyId)),
    scope.companyId ? eq(vehicles.companyId, scope.companyId) : undefined,
  )!;

export const fleetRepo = {
  list(db: DbOrTx, scope: VehicleScope): Promise<VehicleRow[]> {
    return db.select().from(vehicles).where(visible(scope)).orderBy(asc(vehicles.createdAt));
  },

  async find(db: DbOrTx, scope: VehicleScope, id: string): Promise<VehicleRow | undefined> {
    const [row] = await db
      .select()
      .from(vehicles)
      .where(and(visible(scope), eq(vehicles.id, id)))
      .limit(1);
    return row;
  },

  async insert(db: DbOrTx, vehicle: typeof vehicles.$inferInsert): Promise<VehicleRow> {
    const [row] = await db.insert(vehicles).values(vehicle).returning();
    return row!;
  },

  async update(
    db: DbOrTx,
    scope: VehicleScope,
    id: string,
    patch: Partial<typeof vehicles.$inferInsert>,
  ): Promise<VehicleRow | undefined> {
    const [row] = await db
      .update(vehicles)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(and(visible(scope), eq(vehicles.id, id)))
      .returning();
    return row;
  },

  /** The person's personal vehicles (a company's stay with the company). */
  async deleteAllForOwner(db: DbOrTx, ownerId: string): Promise<void> {
    await db.delete(vehicles).where(and(eq(vehicles.ownerId, ownerId), isNull(vehicles.companyId)));
  },
};
