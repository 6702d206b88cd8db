import type { ListRecoveryRequestsQuery, OpenJobsPage, RecoveryRequest } from '@core/contracts/jobs';
import { commissionPercentFor, splitCommission } from '@core/money';
import { countByFilter, matchesFilter } from '@core/open-jobs';
import { vehicleTypes } from '@core/pricing';
import { moveFeeCentsOf } from '@core/trip-costs';
import type { SessionUser } from '../accounts/service';
import { toEligibility } from '../drivers/views';
import {
  type DispatchContext,
  openJobFor,
  refuseSuspended,
  refuseUnverified,
  withDriverPay,
} from './context';
import { dispatchRepo } from './repo';

/** What a driver finds: the open jobs their licence covers, one of them, and the jobs they won. */

/**
 * GET /api/recovery-requests?status=pending for a driver: a page of the paid open jobs their licence
 * covers, filtered by a filter button, newest or nearest first (Priority Dispatch before either).
 */
export async function openJobs(
  ctx: DispatchContext,
  actor: SessionUser,
  query: ListRecoveryRequestsQuery,
): Promise<OpenJobsPage> {
  const { jobs, drivers, hours } = ctx;
  // The licence, the commission and the hours record in one round trip (every list and refetch).
  const hoursRead = hours?.assessorReading();
  const context = await dispatchRepo.openJobsContext(ctx.db, actor.id, hoursRead?.since ?? ctx.now());
  const e = refuseSuspended(ctx, refuseUnverified(toEligibility(context.eligibility)));
  const percent = commissionPercentFor(ctx.subscriptions.paidFrom(context.commission));
  const assessor = hoursRead?.assessorFrom(context.dutyChanges);
  const types = vehicleTypes.filter((t) => drivers.fits(e, t));
  const [page, perType] = await Promise.all([
    jobs.openPage({
      vehicleTypes: types.filter((t) => matchesFilter(t, query.type)),
      sort: query.sort,
      near: query.near,
      cursor: query.cursor,
      limit: query.limit,
    }),
    // The filter buttons' counts come with the first page only; later pages are just more cards.
    query.cursor === undefined ? jobs.countOpen(types) : null,
  ]);
  const checks = assessor ? assessor(page.rows) : new Map();
  return {
    items: page.rows.map((row) => {
      const check = checks.get(row.id);
      return jobs.toOpenCard(row, {
        driverPayCents: splitCommission(moveFeeCentsOf(row), percent).driverShareCents,
        hoursCheck: check ? { ok: check.ok, code: check.code, message: check.message } : null,
      });
    }),
    nextCursor: page.nextCursor,
    counts: perType ? countByFilter(perType) : null,
  };
}

export async function openJob(
  ctx: DispatchContext,
  actor: SessionUser,
  id: string,
): Promise<RecoveryRequest> {
  const [job] = await withDriverPay(ctx, actor, [await openJobFor(ctx, actor, id)]);
  return job!;
}

/** The jobs this driver has won, newest first. */
export async function myJobs(ctx: DispatchContext, actor: SessionUser): Promise<RecoveryRequest[]> {
  const mine = await ctx.jobs.listMine(actor);
  return mine.filter((j) => j.driver?.id === actor.id);
}
