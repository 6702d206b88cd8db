import type { DutyStatus } from '@core/timeclock';
import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { dutyStatusCurrent, timeClockEvents } from '../../db/schema';
import { carriedFrom, changesFromLastBefore, type StatusChange, timeclockViews } from './views';

export type TimeClockEventRow = typeof timeClockEvents.$inferSelect;
export type NewTimeClockEvent = typeof timeClockEvents.$inferInsert;
export type DutyStatusRow = typeof dutyStatusCurrent.$inferSelect;

/** The record's changes since a moment: every open-jobs page reads them (the hours check of each card). */
const changesFromLastBeforeStatement = preparedStatement((db) =>
  db
    .select({ status: timeClockEvents.statusAfter, at: timeClockEvents.occurredAt })
    .from(timeClockEvents)
    .where(
      changesFromLastBefore(
        sql`${sql.placeholder('userId')}::uuid`,
        sql`${sql.placeholder('since')}::timestamptz`,
      ),
    )
    .orderBy(asc(timeClockEvents.occurredAt), asc(timeClockEvents.createdAt))
    .prepare('timeclock_changes_from_last_before'),
);

export const timeclockRepo = {
  async current(db: DbOrTx, userId: string): Promise<DutyStatusRow | undefined> {
    const [row] = await db.select().from(dutyStatusCurrent).where(eq(dutyStatusCurrent.userId, userId));
    return row;
  },

  /**
   * Moves the driver's status only from the one the event was checked against: one conditional write,
   * so of two devices sending the same change at once exactly one succeeds. Answers whether it moved.
   */
  async moveStatus(
    db: DbOrTx,
    userId: string,
    expected: DutyStatus | null,
    next: DutyStatus,
    at: Date,
  ): Promise<boolean> {
    if (expected === null) {
      const rows = await db
        .insert(dutyStatusCurrent)
        .values({ userId, status: next, since: at })
        .onConflictDoNothing()
        .returning({ userId: dutyStatusCurrent.userId });
      return rows.length === 1;
    }
    const rows = await db
      .update(dutyStatusCurrent)
      .set({ status: next, since: at, updatedAt: sql`now()` })
      .where(and(eq(dutyStatusCurrent.userId, userId), eq(dutyStatusCurrent.status, expected)))
      .returning({ userId: dutyStatusCurrent.userId });
    return rows.length === 1;
  },

  async insertEvent(db: DbOrTx, event: NewTimeClockEvent): Promise<TimeClockEventRow> {
    const [row] = await db.insert(timeClockEvents).values(event).returning();
    return row!;
  },

  /**
   * Status changes from `since` on, oldest first, led by the status at `since` (the last change before it,
   * moved to `since`).
   */
  async changesSince(db: DbOrTx, userId: string, since: Date): Promise<StatusChange[]> {
    return carriedFrom(await changesFromLastBeforeStatement(db).execute({ userId, since }), since);
  },

  /** changesSince for many drivers in one statement (dispatch ranks every driver for a job). */
  async changesSinceOf(db: DbOrTx, userIds: string[], since: Date): Promise<Map<string, StatusChange[]>> {
    const out = new Map<string, StatusChange[]>();
    if (userIds.length === 0) return out;
    const result = await db.execute<{ id: string; changes: [DutyStatus, string][] | null }>(
      sql`select d.id::text as id, ${timeclockViews.changesFromLastBeforeOf(sql`d.id`, sql`${since.toISOString()}::timestamptz`)} as changes from unnest(${`{${userIds.join(',')}}`}::uuid[]) as d(id)`,
    );
    for (const row of result.rows) {
      const changes = (row.changes ?? []).map(([status, at]) => ({ status, at: new Date(at) }));
      out.set(row.id, carriedFrom(changes, since));
    }
    return out;
  },

  /** The events of [from, to), oldest first. */
  eventsBetween(db: DbOrTx, userId: string, from: Date, to: Date): Promise<TimeClockEventRow[]> {
    return db
      .select()
      .from(timeClockEvents)
      .where(
        and(
          eq(timeClockEvents.userId, userId),
          gte(timeClockEvents.occurredAt, from),
          lt(timeClockEvents.occurredAt, to),
        ),
      )
      .orderBy(asc(timeClockEvents.occurredAt), asc(timeClockEvents.createdAt));
  },

  /** The latest events, newest first. */
  latest(db: DbOrTx, userId: string, limit: number): Promise<TimeClockEventRow[]> {
    return db
      .select()
      .from(timeClockEvents)
      .where(eq(timeClockEvents.userId, userId))
      .orderBy(desc(timeClockEvents.occurredAt), desc(timeClockEvents.createdAt))
      .limit(limit);
  },

  /** Drivers whose status is not off duty (on duty, driving or on a break). */
  /** Drivers on duty now (on duty, driving or on a break) with their status. */
  onDuty(db: DbOrTx) {
    return db
      .select({ userId: dutyStatusCurrent.userId, status: dutyStatusCurrent.status })
      .from(dutyStatusCurrent)
      .where(inArray(dutyStatusCurrent.status, ['on_duty', 'driving', 'break']));
  },

  async activeDrivers(db: DbOrTx): Promise<string[]> {
    const rows = await db
      .select({ userId: dutyStatusCurrent.userId })
      .from(dutyStatusCurrent)
      .where(inArray(dutyStatusCurrent.status, ['on_duty', 'driving', 'break']));
    return rows.map((r) => r.userId);
  },
};
