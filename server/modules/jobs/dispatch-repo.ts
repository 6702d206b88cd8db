import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobArrivals, recoveryRequests } from '../../db/schema';
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

  /**
   * Each driver's share of delivered moves delivered on time: by the delivery window's end, or, without
   * one, within two hours of the arrival planned for them. The truck's arrival at the destination by its
   * positions counts when it came before the delivery report. Drivers with no such move are left out.
   */
  async onTimeRates(db: DbOrTx, driverIds: string[]): Promise<Map<string, number>> {
    if (driverIds.length === 0) return new Map();
    const due = sql`coalesce(${recoveryRequests.deliveryWindowEnd}, (${recoveryRequests.arrival}->>'arriveAt')::timestamptz + interval '2 hours')`;
    const rows = await db
      .select({
        driverId: recoveryRequests.driverId,
        onTime: sql<number>`count(*) filter (where least(${recoveryRequests.deliveredAt}, (select ${jobArrivals.at} from ${jobArrivals} where ${jobArrivals.jobId} = ${recoveryRequests.id} and ${jobArrivals.kind} = 'arrived_destination')) <= ${due})::int`,
        total: sql<number>`count(*)::int`,
      })
      .from(recoveryRequests)
      .where(
        and(
          inArray(recoveryRequests.driverId, driverIds),
          inArray(recoveryRequests.status, ['delivered', 'completed']),
          sql`${recoveryRequests.deliveredAt} is not null and ${due} is not null`,
        ),
      )
      .groupBy(recoveryRequests.driverId);
    return new Map(rows.flatMap((r) => (r.driverId ? [[r.driverId, r.onTime / r.total] as const] : [])));
  },

  /** Paid jobs without a driver whose pickup lies within a box of `miles` around a point (nearest first). */
  openNear(db: DbOrTx, at: { lat: number; lng: number }, miles: number, limit = 20): Promise<JobRow[]> {
    const dLat = miles / 69;
    const dLng = miles / (69 * Math.max(0.2, Math.cos((at.lat * Math.PI) / 180)));
    return db
      .select()
      .from(recoveryRequests)
      .where(
        and(
          eq(recoveryRequests.status, 'pending'),
          eq(recoveryRequests.paymentStatus, 'paid'),
          sql`${recoveryRequests.driverId} is null`,
          sql`${recoveryRequests.pickupLat} between ${at.lat - dLat} and ${at.lat + dLat}`,
          sql`${recoveryRequests.pickupLng} between ${at.lng - dLng} and ${at.lng + dLng}`,
        ),
      )
      .orderBy(
        sql`(${recoveryRequests.pickupLat} - ${at.lat})^2 + (${recoveryRequests.pickupLng} - ${at.lng})^2`,
      )
      .limit(limit);
  },
};
