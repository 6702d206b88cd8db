import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { recoveryRequests } from '../../db/schema';
import type { JobRow } from './repo';

/** The jobs table as dispatch reads and moves it: due waves, busy drivers, a widened reach. */
export const jobsDispatchRepo = {
  /** An operator widened the reach of the job's waves. */
  async setDispatchRadius(tx: DbOrTx, id: string, miles: number) {
    await tx
      .update(recoveryRequests)
      .set({ dispatchRadiusMiles: miles, updatedAt: sql`now()` })
      .where(eq(recoveryRequests.id, id));
  },

  /** Whether the driver has driven one of the client's moves (picked up, delivered or completed). */
  async droveFor(db: DbOrTx, clientId: string, driverId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: recoveryRequests.id })
      .from(recoveryRequests)
      .where(
        and(
          eq(recoveryRequests.clientId, clientId),
          eq(recoveryRequests.driverId, driverId),
          inArray(recoveryRequests.status, ['in_progress', 'delivered', 'completed']),
        ),
      )
      .limit(1);
    return Boolean(row);
  },

  /** Jobs whose dispatch wave is due, Priority Dispatch first, then the longest waiting. */
  async dispatchDue(db: DbOrTx, now: Date, limit = 200): Promise<string[]> {
    const rows = await db
      .select({ id: recoveryRequests.id })
      .from(recoveryRequests)
      .where(lte(recoveryRequests.dispatchNextAt, now))
      .orderBy(desc(recoveryRequests.priority), asc(recoveryRequests.dispatchNextAt))
      .limit(limit);
    return rows.map((r) => r.id);
  },

  /** The accepted and started jobs of these drivers (dispatch: who is busy until when, and where). */
  underwayOfDrivers(db: DbOrTx, driverIds: string[]): Promise<JobRow[]> {
    if (driverIds.length === 0) return Promise.resolve([]);
    return db
      .select()
      .from(recoveryRequests)
      .where(
        and(
          inArray(recoveryRequests.driverId, driverIds),
          inArray(recoveryRequests.status, ['accepted', 'in_progress']),
        ),
      );
  },
};
