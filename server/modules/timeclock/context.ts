import type { DutyInterval, HosCycle } from '@core/hos';
import { HOS_LOOKBACK_MS, toIntervals } from '@core/hos';
import type { LiveEvent } from '@core/live';
import type { Db, DbOrTx } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { Audience } from '../../lib/live-bus';
import type { AccountsService, SessionUser } from '../accounts/service';
import type { DriversService } from '../drivers/service';
import type { Job } from '../jobs/service';
import { timeclockRepo } from './repo';
import type { StatusChange } from './views';

/** What the hours check reads of a job: its length and its pickup and delivery times. */
export type JobTimes = Pick<
  Job,
  'id' | 'distanceMiles' | 'scheduledTime' | 'pickupWindowEnd' | 'deliveryWindowEnd'
>;

export const DRIVERS_ONLY_MESSAGE = 'The Time Clock feature is only available for verified drivers.';

export interface TimeclockDeps {
  db: Db;
  accounts: AccountsService;
  drivers: DriversService;
  cycle: HosCycle;
  /** The operators' (home terminal's) time zone: default day for summaries, times in messages. */
  timeZone: string;
  publish?: (event: LiveEvent, audience: Audience) => Promise<void>;
  now?: () => Date;
}

/** What every action file of the domain takes. */
export type TimeclockContext = TimeclockDeps & {
  now: () => Date;
  /** Told after each duty-status change of a driver (registered with onStatusChanged). */
  statusListeners: ((userId: string) => Promise<void>)[];
};

/** The driver whose record the actor asks for: their own, or any driver for an operator; 404 otherwise. */
export async function readableDriver(
  ctx: TimeclockContext,
  actor: SessionUser,
  userId: string,
): Promise<string> {
  if (actor.id === userId) {
    if (actor.role !== 'driver') throw forbidden(DRIVERS_ONLY_MESSAGE);
    return userId;
  }
  if (!actor.isAdmin || !isUuid(userId)) throw notFound('Driver not found');
  const user = await ctx.accounts.getUser(userId);
  if (user?.role !== 'driver') throw notFound('Driver not found');
  return userId;
}

/** Where the record an hours check at `at` reads starts. */
export const recordSince = (at: Date) => new Date(at.getTime() - HOS_LOOKBACK_MS);

export const intervalsOf = (changes: StatusChange[], at: Date): DutyInterval[] =>
  toIntervals(
    changes.map((c) => ({ status: c.status, at: c.at.getTime() })),
    at.getTime(),
  );

export async function record(
  ctx: TimeclockContext,
  userId: string,
  at: Date,
  db_: DbOrTx = ctx.db,
): Promise<DutyInterval[]> {
  return intervalsOf(await timeclockRepo.changesSince(db_, userId, recordSince(at)), at);
}
