import type { DutyStatus } from '@core/timeclock';
import { type SQL, sql } from 'drizzle-orm';
import { timeClockEvents as events } from '../../db/schema';

export interface StatusChange {
  status: DutyStatus;
  at: Date;
}

/** A driver's status changes from the last one before `since` on (the status at `since` and after). */
export const changesFromLastBefore = (userId: SQL, since: SQL) =>
  sql`${events.userId} = ${userId} and ${events.occurredAt} >= coalesce((select max(${events.occurredAt}) from ${events} where ${events.userId} = ${userId} and ${events.occurredAt} < ${since}), ${since})`;

/**
 * The changes of changesFromLastBefore, oldest first, led by the status at `since`: the newest change
 * before it (the last of any at that same moment), moved to `since`.
 */
export function carriedFrom(changes: StatusChange[], since: Date): StatusChange[] {
  const carried = changes.findLastIndex((c) => c.at < since);
  return carried < 0
    ? changes
    : [{ status: changes[carried]!.status, at: since }, ...changes.slice(carried + 1)];
}

/**
 * Read-only projections of the time clock's tables for another domain's one-statement read (a driver's
 * open-jobs context); the time-clock service reads their values.
 */
export const timeclockViews = {
  /** changesFromLastBefore as one JSON array of [status, ISO time], oldest first; null when none. */
  changesFromLastBeforeOf: (userId: SQL, since: SQL) =>
    sql<
      [DutyStatus, string][] | null
    >`(select json_agg(json_build_array(${events.statusAfter}, ${events.occurredAt}) order by ${events.occurredAt}, ${events.createdAt}) from ${events} where ${changesFromLastBefore(userId, since)})`,
};
