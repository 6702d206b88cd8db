import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { vehicles } from '../../db/schema';
import { inScope, type SharingScope } from '../../lib/company-access';

export type VehicleRow = typeof vehicles.$inferSelect;

type VehicleScope = SharingScope;
const visible = (scope: VehicleScope) => inScope(vehicles.ownerId, vehicles.companyId, scope);

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
