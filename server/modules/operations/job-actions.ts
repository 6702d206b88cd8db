import type { reassignBody, refundBody } from '@core/contracts/operations';
import { jobNumber } from '@core/jobs';
import { jobNoticeKey } from '@core/messaging';
import { formatUsd } from '@core/money';
import { NO_SHOW_SUSPENSION_DAYS, REASSIGNMENT_OFFER_MINUTES } from '@core/operations';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import type { SessionUser } from '../accounts/service';
import { offerMessages } from '../dispatch/messages';
import type { Job } from '../jobs/service';
import { driverTarget, jobForOperator, jobTarget, type OperationsContext, tell } from './context';

/**
 * Operators' actions on a job. Each runs in one transaction with its event on the job's timeline and its
 * audit record, and tells the people concerned after the commit.
 */

const DAY_MS = 86_400_000;
const CHANGED = 'This job changed meanwhile (another operator, or its driver). Reload it and try again.';

/**
 * An operator's step on a job that changes no column: its timeline event and its audit record, together,
 * under the job's lock (a driver's step waits, then reads what this wrote); `also` writes more in it.
 */
async function recordOnJob<T = undefined>(
  ctx: OperationsContext,
  operator: SessionUser,
  job: Job,
  step: {
    event: string;
    data: Record<string, unknown>;
    action: string;
    before?: Record<string, unknown>;
    after?: Record<string, unknown>;
    reason?: string;
  },
  also?: (tx: DbOrTx, locked: Job) => Promise<T>,
): Promise<T | undefined> {
  return ctx.db.transaction(async (tx) => {
    const locked = (await ctx.jobs.lockById(tx, job.id)) ?? job;
    const extra = also ? await also(tx, locked) : undefined;
    await ctx.jobs.recordEvent(tx, {
      jobId: job.id,
      actorId: operator.id,
      type: step.event,
      data: step.data,
    });
    await ctx.audit.record(tx, {
      actor: operator,
      action: step.action,
      target: jobTarget(job),
      before: step.before ?? null,
      after: step.after ?? null,
      reason: step.reason ?? null,
    });
    return extra;
  });
}
const jobState = (j: Job) => ({ status: j.status, paymentStatus: j.paymentStatus, driverId: j.driverId });

/**
 * POST /api/admin/jobs/:id/reassign: offered to a chosen driver (who must fit; the job is theirs only
 * once they accept, through the policy and identity steps), or back to the open list first in line.
 * Releasing a driver as a no-show suspends them for 30 days unless the operator waives it. The job is
 * locked and read again inside the transaction, so a driver's step at the same moment waits or wins.
 */
export async function reassign(
  ctx: OperationsContext,
  operator: SessionUser,
  id: string,
  body: z.output<typeof reassignBody>,
) {
  const job = await jobForOperator(ctx, id);
  const offered = job.offeredUntil !== null && job.offeredUntil > ctx.now();
  if (job.driverId && job.driverId === body.driverId)
    throw conflict('This driver already has the job.', 'same_driver');
  if (job.status === 'pending' && job.paymentStatus !== 'paid')
    throw conflict('This job is not paid yet: a driver can be assigned once it is.', 'not_paid');
  if (job.status === 'pending' && !body.driverId && !offered)
    throw conflict('This job is already on the open list.', 'already_open');
  if (job.status !== 'pending' && job.status !== 'accepted')
    throw conflict(
      job.status === 'in_progress'
        ? `${jobNumber(job.number)} is under way: the truck is with its driver. Cancel it with a refund, or reach the driver.`
        : `A ${job.status.replace('_', ' ')} job cannot be reassigned.`,
      'not_reassignable',
    );
  if (body.noShow && !job.driverId) throw conflict('This job has no driver to release.', 'no_driver');
  const newDriver = body.driverId ? await ctx.accounts.getUser(body.driverId) : undefined;
  if (body.driverId) {
    if (newDriver?.role !== 'driver') throw notFound('Driver not found');
    const unfit = await ctx.dispatch.unfitReason(body.driverId, job);
    if (unfit) throw conflict(`${newDriver.name} cannot take this job: ${unfit}.`, 'driver_unfit');
  }
  const oldDriver = job.driverId ? await ctx.accounts.getUser(job.driverId) : undefined;
  const noShowEndsAt = new Date(ctx.now().getTime() + NO_SHOW_SUSPENSION_DAYS * DAY_MS);
  const { result, suspend } = await ctx.db.transaction(async (tx) => {
    // The driver's lock before the job's, in the order the driver's own steps take them (no deadlock
    // with their pickup submission), then both read again.
    if (oldDriver) await ctx.drivers.lockForWork(tx, oldDriver.id);
    // A suspension already standing that lasts longer (or for good) is never shortened by a no-show.
    const standing = oldDriver ? await ctx.drivers.currentSuspension(oldDriver.id, tx) : undefined;
    const longerStanding = Boolean(standing && (!standing.endsAt || standing.endsAt >= noShowEndsAt));
    const suspend = body.noShow && !body.waiveSuspension && !longerStanding;
    const locked = await ctx.jobs.lockById(tx, job.id);
    if (locked?.status !== job.status || locked.driverId !== job.driverId)
      throw conflict(CHANGED, 'job_changed');
    let current = locked;
    if (current.status === 'accepted')
      current = await ctx.dispatch.releaseJob(tx, current, operator, body.reason);
    current = body.driverId
      ? (await ctx.dispatch.offerJob(tx, current, body.driverId, operator, body.reason)).job
      : await ctx.dispatch.withdrawOffers(tx, current, operator, body.reason);
    await ctx.audit.record(tx, {
      actor: operator,
      action: body.driverId ? 'job.offer' : 'job.release',
      target: jobTarget(job),
      before: jobState(job),
      after: {
        ...jobState(current),
        priority: current.priority,
        noShow: body.noShow,
        ...(body.driverId ? { offeredTo: body.driverId } : {}),
      },
      reason: body.waiveSuspension
        ? `${body.reason} (no-show suspension waived: ${body.waiveSuspension})`
        : body.reason,
    });
    if (suspend && oldDriver) {
      const endsAt = noShowEndsAt;
      await ctx.drivers.suspend(tx, {
        driverId: oldDriver.id,
        policy: 'no_show',
        reason: `Missed transportation ${jobNumber(job.number)}`,
        endsAt,
        createdBy: null,
        jobId: job.id,
      });
      await ctx.audit.record(tx, {
        actor: 'system',
        action: 'driver.suspend',
        target: driverTarget(oldDriver),
        before: null,
        after: { days: NO_SHOW_SUSPENSION_DAYS, endsAt: endsAt.toISOString(), policy: 'no_show' },
        reason: `No-show on ${jobNumber(job.number)} (driver policy: 30 days)`,
      });
    }
    return { result: current, suspend };
  });
  await ctx.notices.clearFlags(job.id, [
    'unassigned',
    'pickup_at_risk',
    'driver_withdrawal',
    'offer_declined',
  ]);
  await ctx.jobs.announce(result, 'updated');
  if (suspend && oldDriver) await ctx.accounts.rightsChanged(oldDriver.id);
  if (suspend && oldDriver) await ctx.dispatch.withdrawOffersOfDriver(oldDriver.id);
  await tellOfReassignment(ctx, job, { oldDriver, newDriver, suspend, reason: body.reason });
  // Released to everyone: its waves start again (the released driver is not asked again).
  // A failure here leaves the job on the open list, as before waves.
  if (!newDriver) await ctx.dispatch.startDispatch(job.id).catch(() => false);
  return {
    ok: true as const,
    message: newDriver
      ? `${jobNumber(job.number)} is offered to ${newDriver.name} for ${REASSIGNMENT_OFFER_MINUTES} minutes.`
      : `${jobNumber(job.number)} is back on the open list, first in line.${suspend ? ` ${oldDriver?.name} is suspended for ${NO_SHOW_SUSPENSION_DAYS} days.` : ''}`,
  };
}

/** After a reassignment's commit: the released driver, the offered one and the client are told. */
async function tellOfReassignment(
  ctx: OperationsContext,
  job: Job,
  who: {
    oldDriver: { id: string } | undefined;
    newDriver: { id: string; name: string } | undefined;
    suspend: boolean;
    reason: string;
  },
) {
  if (who.oldDriver && who.oldDriver.id !== who.newDriver?.id)
    await tell(ctx, who.oldDriver.id, (locale) => ({
      ...offerMessages[locale].reassignedAway({
        number: jobNumber(job.number),
        suspendedDays: who.suspend ? NO_SHOW_SUSPENSION_DAYS : null,
        reason: who.reason,
      }),
      link: '/driver',
    }));
  if (who.newDriver)
    await tell(
      ctx,
      who.newDriver.id,
      (locale) => ({
        ...offerMessages[locale].offeredByDispatch({
          number: jobNumber(job.number),
          from: job.pickupLocation,
          to: job.destinationLocation,
          minutes: REASSIGNMENT_OFFER_MINUTES,
        }),
        link: '/driver',
      }),
      'job_offered',
      undefined,
      // On the phone with View and Decline, for as long as the offer stands.
      { jobId: job.id, actions: ['view', 'decline'], ttlSeconds: REASSIGNMENT_OFFER_MINUTES * 60 },
    );
  if (job.status === 'accepted')
    await tell(ctx, job.clientId, (locale) => ({
      ...offerMessages[locale].clientDriverChanged(jobNumber(job.number)),
      link: `/tracking?id=${job.id}`,
    }));
}

/**
 * POST /api/admin/jobs/:id/refund: cancels the job and gives back what the operator decided, all or part;
 * the ledger stays balanced and the invoice gets a credit note once the provider has refunded.
 */
export async function cancelWithRefund(
  ctx: OperationsContext,
  operator: SessionUser,
  id: string,
  body: z.output<typeof refundBody>,
) {
  const job = await jobForOperator(ctx, id);
  if (job.status === 'delivered' || job.status === 'completed' || job.status === 'cancelled')
    throw conflict(`A ${job.status.replace('_', ' ')} job cannot be cancelled.`, 'not_cancellable');
  const cancelled = await ctx.db.transaction(async (tx) => {
    // Locked and read again: a driver's step, another operator or the client waits, or wins first.
    const locked = await ctx.jobs.lockById(tx, job.id);
    if (locked?.status !== job.status || locked.driverId !== job.driverId)
      throw conflict('This job changed meanwhile. Reload it and try again.', 'job_changed');
    const current = await ctx.dispatch.withdrawOffers(tx, locked, operator, body.reason);
    const updated = await ctx.jobs.transition(tx, current, {
      to: 'cancelled',
      by: 'admin',
      actorId: operator.id,
      type: 'cancelled',
      data: { reason: body.reason, refundCents: body.amountCents },
      sameDriver: true,
    });
    if (!updated) throw conflict('This job changed meanwhile. Reload it and try again.', 'job_changed');
    // Receipts already approved are the driver's: paid now, never refunded with the job's money.
    await ctx.payouts.releaseApprovedCostsNow(tx, updated.id);
    await ctx.payments.decideRefund(tx, updated, body.amountCents, body.reason);
    await ctx.audit.record(tx, {
      actor: operator,
      action: 'job.cancel',
      target: jobTarget(job),
      before: jobState(job),
      after: { ...jobState(updated), refundCents: body.amountCents },
      reason: body.reason,
    });
    return updated;
  });
  // Told in the operator's words first (before the refund's own receipt), under the job notices' keys:
  // the generic "Job cancelled" that the announcement below would send is then not a second message.
  const refunded =
    body.amountCents > 0
      ? ` ${formatUsd(body.amountCents)} is being refunded to your card; we e-mail you when it is issued.`
      : cancelled.paymentStatus === 'paid'
        ? ' Nothing is refunded.'
        : '';
  await tell(
    ctx,
    job.clientId,
    {
      title: `${jobNumber(job.number)} was cancelled`,
      body: `Pathway cancelled ${jobNumber(job.number)}: ${body.reason}.${refunded}`,
      link: `/tracking?id=${job.id}`,
    },
    'job_cancelled',
    jobNoticeKey(cancelled, 'job_cancelled'),
  );
  await tell(
    ctx,
    job.driverId,
    {
      title: `${jobNumber(job.number)} was cancelled`,
      body: `Dispatch cancelled ${jobNumber(job.number)}: ${body.reason}.`,
      link: '/driver',
    },
    'job_cancelled',
    jobNoticeKey(cancelled, 'job_cancelled'),
  );
  // The provider is asked after the commit; a failure here is retried by the refund sweep.
  let refundPending = false;
  await ctx.payments.settleCancellation(cancelled, operator.id).catch(() => {
    refundPending = true;
  });
  await ctx.notices.clearFlags(job.id, [
    'unassigned',
    'pickup_at_risk',
    'silent',
    'hours_breach',
    'driver_withdrawal',
    'offer_declined',
  ]);
  await ctx.jobs.announce(cancelled, 'updated');
  return {
    ok: true as const,
    message: `${jobNumber(job.number)} is cancelled${body.amountCents > 0 ? ` and ${formatUsd(body.amountCents)} ${refundPending ? 'will be refunded (the provider did not answer yet; it is retried)' : 'refunded'}` : ' without a refund'}.`,
  };
}

/** POST /api/admin/jobs/:id/payout-hold: the driver's unreleased pay for the job waits for an operator. */
export async function holdPayouts(ctx: OperationsContext, operator: SessionUser, id: string, reason: string) {
  const job = await jobForOperator(ctx, id);
  if (!job.driverId || job.status === 'cancelled')
    throw conflict('This job has no driver pay to hold.', 'nothing_to_hold');
  // The hold under the job's lock: a trip step committing after this reads it and keeps the half.
  const flag = await recordOnJob(
    ctx,
    operator,
    job,
    {
      event: 'payout_held',
      data: { reason },
      action: 'job.payout_hold',
      before: { held: false },
      after: { held: true },
      reason,
    },
    (tx, locked) => ctx.notices.raiseFlagIn(tx, locked, 'payout_held', `held by ${operator.name}: ${reason}`),
  );
  if (flag) await ctx.notices.tellOperators([flag]);
  await tell(
    ctx,
    job.driverId,
    {
      title: `Pay for ${jobNumber(job.number)} on hold`,
      body: `Dispatch is holding the pay not yet released for ${jobNumber(job.number)}: ${reason}.`,
      link: '/driver?tab=earnings',
    },
    'account_notice',
  );
  return { ok: true as const, message: `The driver's pay for ${jobNumber(job.number)} is held.` };
}

/** POST /api/admin/jobs/:id/payout-hold/release: every hold closes and what is due is released now. */
export async function releasePayouts(
  ctx: OperationsContext,
  operator: SessionUser,
  id: string,
  reason: string,
) {
  const job = await jobForOperator(ctx, id);
  await ctx.dispatch.releaseHeldPayout(operator, job.id);
  await recordOnJob(ctx, operator, job, {
    event: 'payout_hold_released',
    data: { reason },
    action: 'job.payout_release',
    before: { held: true },
    after: { held: false },
    reason,
  });
  return {
    ok: true as const,
    message: `The driver's pay for ${jobNumber(job.number)} is released as it comes due.`,
  };
}

/** POST /api/admin/jobs/:id/notes: internal, on the timeline operators see only. */
export async function addNote(ctx: OperationsContext, operator: SessionUser, id: string, note: string) {
  const job = await jobForOperator(ctx, id);
  await recordOnJob(ctx, operator, job, {
    event: 'operator_note',
    data: { note },
    action: 'job.note',
    after: { note },
  });
  return { ok: true as const, message: 'Note added.' };
}
