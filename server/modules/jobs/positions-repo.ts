import type { JudgedPosition } from '@core/positions';
import { and, asc, between, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobArrivals, jobPositions, recoveryRequests } from '../../db/schema';
import type { JobRow } from './repo';

export type PositionRow = typeof jobPositions.$inferSelect;
export type ArrivalRow = typeof jobArrivals.$inferSelect;
export type ArrivalKind = ArrivalRow['kind'];

const judged = (r: Pick<PositionRow, 'lat' | 'lng' | 'accuracy' | 'recordedAt' | 'flagged'>) => ({
  lat: r.lat,
  lng: r.lng,
  accuracy: r.accuracy,
  at: r.recordedAt.getTime(),
  flagged: r.flagged,
});

/** A job's recorded positions and arrivals (the track), as the positions service reads and writes them. */
export const positionsRepo = {
  /**
   * The driver's last plausible position kept before `at` (what the next position is judged against):
   * after a reassignment the new driver's first position is not judged against the previous driver's.
   */
  async plausibleBefore(
    tx: DbOrTx,
    jobId: string,
    driverId: string,
    at: Date,
  ): Promise<JudgedPosition | null> {
    const [row] = await tx
      .select()
      .from(jobPositions)
      .where(
        and(
          eq(jobPositions.jobId, jobId),
          eq(jobPositions.driverId, driverId),
          lt(jobPositions.recordedAt, at),
          eq(jobPositions.flagged, false),
        ),
      )
      .orderBy(desc(jobPositions.recordedAt))
      .limit(1);
    return row ? judged(row) : null;
  },

  /** Every position kept between two recorded times (inclusive), flagged or not. */
  async keptBetween(tx: DbOrTx, jobId: string, from: Date, to: Date): Promise<JudgedPosition[]> {
    const rows = await tx
      .select()
      .from(jobPositions)
      .where(and(eq(jobPositions.jobId, jobId), between(jobPositions.recordedAt, from, to)));
    return rows.map(judged);
  },

  /** One multi-row insert; a recorded time already kept is skipped. Answers the rows written. */
  async insertMany(
    tx: DbOrTx,
    jobId: string,
    driverId: string,
    positions: readonly JudgedPosition[],
    receivedAt: Date,
  ): Promise<PositionRow[]> {
    if (positions.length === 0) return [];
    return tx
      .insert(jobPositions)
      .values(
        positions.map((p) => ({
          jobId,
          driverId,
          lat: p.lat,
          lng: p.lng,
          accuracy: p.accuracy ?? null,
          recordedAt: new Date(p.at),
          receivedAt,
          flagged: p.flagged,
        })),
      )
      .onConflictDoNothing({ target: [jobPositions.jobId, jobPositions.recordedAt] })
      .returning();
  },

  /** The job's last position moves to `p` only when it is newer than the one it has (never backwards). */
  async advanceLast(tx: DbOrTx, jobId: string, p: JudgedPosition): Promise<JobRow | undefined> {
    const at = new Date(p.at);
    const [row] = await tx
      .update(recoveryRequests)
      .set({ lastLat: p.lat, lastLng: p.lng, lastPositionAt: at })
      .where(
        and(
          eq(recoveryRequests.id, jobId),
          sql`(${recoveryRequests.lastPositionAt} is null or ${recoveryRequests.lastPositionAt} < ${at})`,
        ),
      )
      .returning();
    return row;
  },

  /** The job's plausible track in recorded order (recorded since `since`, when given). */
  track(db: DbOrTx, jobId: string, since?: Date): Promise<PositionRow[]> {
    return db
      .select()
      .from(jobPositions)
      .where(
        and(
          eq(jobPositions.jobId, jobId),
          eq(jobPositions.flagged, false),
          since ? gte(jobPositions.recordedAt, since) : undefined,
        ),
      )
      .orderBy(asc(jobPositions.recordedAt));
  },

  /** Flagged positions of the job (recorded within `range`, when given). */
  async flaggedCount(db: DbOrTx, jobId: string, range?: { from: Date; to: Date }): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobPositions)
      .where(
        and(
          eq(jobPositions.jobId, jobId),
          eq(jobPositions.flagged, true),
          range ? between(jobPositions.recordedAt, range.from, range.to) : undefined,
        ),
      );
    return row?.n ?? 0;
  },

  /** Records an arrival once per job and kind; answers the row only when it is new. */
  async insertArrival(tx: DbOrTx, arrival: Omit<ArrivalRow, 'createdAt'>): Promise<ArrivalRow | undefined> {
    const [row] = await tx.insert(jobArrivals).values(arrival).onConflictDoNothing().returning();
    return row;
  },

  /** When each of these jobs' trucks reached `kind` by their positions (jobs that did not, absent). */
  async milestonesOf(db: DbOrTx, jobIds: string[], kind: ArrivalRow['kind']): Promise<Map<string, Date>> {
    if (jobIds.length === 0) return new Map();
    const rows = await db
      .select({ jobId: jobArrivals.jobId, at: jobArrivals.at })
      .from(jobArrivals)
      .where(and(inArray(jobArrivals.jobId, jobIds), eq(jobArrivals.kind, kind)));
    return new Map(rows.map((r) => [r.jobId, r.at]));
  },

  arrivalsOf(db: DbOrTx, jobId: string): Promise<ArrivalRow[]> {
    return db.select().from(jobArrivals).where(eq(jobArrivals.jobId, jobId)).orderBy(asc(jobArrivals.at));
  },
};
