import type { JobReturnView } from '@core/contracts/returns';
import { jobNumber } from '@core/jobs';
import { conflict, forbidden } from '../../lib/errors';
import type { SessionUser } from '../accounts/service';
import { tripCostMessages } from './messages';
import {
  DAY_MS,
  formatUsd,
  jobFor,
  jobTarget,
  lockBoth,
  MISSED_TICKET_SUSPENSION_DAYS,
  present,
  type ReturnsContext,
  TICKET_CLEARED,
} from './returns';
import { returnsRepo } from './returns-repo';

const driverTarget = (driverId: string) => ({ type: 'driver' as const, id: driverId, label: 'Driver' });

/**
 * A provided ticket the driver did not take (they report it, or an operator marks it, with the reason):
 * the driver policy makes its cost a penalty kept back from their later halves and suspends them for 30
 * days (a suspension already standing that lasts longer is kept). Decided once: the return is locked
 * and a second report is refused.
 */
export async function markTicketMissed(
  ctx: ReturnsContext,
  actor: SessionUser,
  id: string,
  reason: string,
): Promise<JobReturnView> {
  const found = await jobFor(ctx, actor, id);
  const endsAt = new Date(ctx.now().getTime() + MISSED_TICKET_SUSPENSION_DAYS * DAY_MS);
  const { view, suspended, driverId, costCents } = await ctx.db.transaction(async (tx) => {
    // The driver's lock before the job's, in the order the driver's own steps take them (no deadlock).
    if (found.driverId) await ctx.drivers.lockForWork(tx, found.driverId);
    const { job, row } = await lockBoth(ctx, tx, found.id);
    if (!actor.isAdmin && row.driverId !== actor.id)
      throw forbidden('Only the job’s driver reports their own missed ticket.');
    if (row.mode !== 'provided' || !row.ticketCostId)
      throw conflict('Only a ticket Pathway booked can be missed.', 'no_ticket');
    if (row.missedAt) throw conflict('This ticket was already reported missed.', 'already_decided');
    const ticket = (await returnsRepo.costById(tx, row.ticketCostId))!;
    const label = jobNumber(job.number);
    const penalty = await ctx.payouts.penalize(tx, {
      driverId: row.driverId,
      jobId: job.id,
      kind: 'other',
      amountCents: ticket.amountCents,
      reason: `Missed transportation home from ${label} (${row.carrier} ${row.confirmation}): ${reason}`,
      createdBy: actor.id,
    });
    const standing = await ctx.drivers.currentSuspension(row.driverId, tx);
    const suspend = !standing || (standing.endsAt !== null && standing.endsAt < endsAt);
    if (suspend) {
      await ctx.drivers.suspend(tx, {
        driverId: row.driverId,
        policy: 'no_show',
        reason: `Missed transportation ${label}`,
        endsAt,
        createdBy: actor.isAdmin ? actor.id : null,
        jobId: job.id,
      });
      await ctx.audit.record(tx, {
        actor: 'system',
        action: 'driver.suspend',
        target: driverTarget(row.driverId),
        before: null,
        after: { days: MISSED_TICKET_SUSPENSION_DAYS, endsAt: endsAt.toISOString(), policy: 'no_show' },
        reason: `Missed transportation on ${label} (driver policy: 30 days)`,
      });
    }
    const updated = await returnsRepo.update(tx, job.id, {
      missedAt: ctx.now(),
      missedReason: reason,
      missedBy: actor.id,
      penaltyId: penalty.id,
    });
    await ctx.audit.record(tx, {
      actor,
      action: 'trip_costs.ticket_missed',
      target: jobTarget(job),
      before: { missed: false },
      after: { missed: true, penaltyCents: ticket.amountCents, suspended: suspend },
      reason,
    });
    return {
      view: await present(tx, job, updated),
      suspended: suspend,
      driverId: row.driverId,
      costCents: ticket.amountCents,
    };
  });
  if (suspended) {
    await ctx.accounts.rightsChanged(driverId);
    await ctx.dispatch.withdrawOffersOfDriver(driverId);
  }
  await ctx
    .notify(driverId, 'account_notice', (locale) => ({
      ...tripCostMessages[locale].ticketMissed({
        number: jobNumber(found.number),
        cost: formatUsd(costCents),
        suspensionDays: suspended ? MISSED_TICKET_SUSPENSION_DAYS : null,
      }),
      link: '/driver',
    }))
    .catch(() => undefined);
  return view;
}

/**
 * An operator excuses a missed ticket (audited): the suspension it brought is lifted (a later one for
 * another reason stands) and what is still owed of its penalty is waived (what a half already kept back
 * stays recovered).
 */
export async function excuseMissedTicket(
  ctx: ReturnsContext,
  operator: SessionUser,
  id: string,
  reason: string,
): Promise<JobReturnView> {
  const found = await jobFor(ctx, operator, id);
  const { view, lifted, driverId } = await ctx.db.transaction(async (tx) => {
    const { job, row } = await lockBoth(ctx, tx, found.id);
    if (!row.missedAt) throw conflict('This ticket was not reported missed.', 'not_missed');
    if (row.excusedAt) throw conflict('This missed ticket was already excused.', 'already_decided');
    const standing = await ctx.drivers.currentSuspension(row.driverId, tx);
    const lift = standing?.jobId === job.id;
    if (lift)
      await ctx.drivers.liftSuspension(tx, row.driverId, operator.id, `Missed ticket excused: ${reason}`);
    const waived = row.penaltyId ? await ctx.payouts.waivePenalty(tx, row.penaltyId) : 0;
    // The missed ticket is off the row: the driver books their own way home or dispatch books another
    // (its cost stays a trip cost of the move, the platform's beyond the return line).
    const updated = await returnsRepo.update(tx, job.id, {
      excusedAt: ctx.now(),
      excusedBy: operator.id,
      excuseReason: reason,
      mode: 'self_booked',
      ...TICKET_CLEARED,
    });
    await ctx.audit.record(tx, {
      actor: operator,
      action: 'trip_costs.ticket_excused',
      target: jobTarget(job),
      before: { excused: false, suspended: lift },
      after: { excused: true, suspended: false, waivedCents: waived },
      reason,
    });
    return { view: await present(tx, job, updated), lifted: lift, driverId: row.driverId };
  });
  if (lifted) await ctx.accounts.rightsChanged(driverId);
  await ctx
    .notify(driverId, 'account_notice', (locale) => ({
      ...tripCostMessages[locale].ticketExcused({ number: jobNumber(found.number), reason, lifted }),
      link: '/driver',
    }))
    .catch(() => undefined);
  return view;
}
