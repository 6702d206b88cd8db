import type { penaltyBody, suspensionBody } from '@core/contracts/operations';
import { jobNumber } from '@core/jobs';
import { formatUsd } from '@core/money';
import { penaltyKindLabels, suspensionMessage } from '@core/operations';
import { formatWithYearInZone } from '@core/zones';
import type { z } from 'zod';
import { conflict } from '../../lib/errors';
import type { SessionUser } from '../accounts/service';
import { driverForOperator, driverTarget, jobForOperator, type OperationsContext, tell } from './context';

/**
 * Operators' actions on a driver, with the driver policy's reasons: suspend (30 or 90 days, or for good),
 * reinstate, a penalty netted against their pay, a warning. Each is recorded and told to the driver; a
 * suspension closes their sockets at once, so every screen they have open learns it.
 */

const DAY_MS = 86_400_000;

/** GET /api/admin/drivers?q=: drivers by name or e-mail, for the console's search. */
export async function searchDrivers(ctx: OperationsContext, _operator: SessionUser, q: string | undefined) {
  const verified = await ctx.drivers.listVerifiedDrivers();
  const users = await ctx.accounts.getUsers(verified.map((d) => d.userId));
  const needle = q?.toLowerCase() ?? '';
  const matching = users.filter(
    (u) => !needle || u.name.toLowerCase().includes(needle) || u.email.toLowerCase().includes(needle),
  );
  const suspended = await ctx.drivers.suspendedAmong(matching.map((u) => u.id));
  return {
    drivers: matching
      .map((u) => ({ id: u.id, name: u.name, email: u.email, suspended: suspended.has(u.id) }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** POST /api/admin/drivers/:id/suspension: for 30 or 90 days, or permanently (days null). */
export async function suspendDriver(
  ctx: OperationsContext,
  operator: SessionUser,
  id: string,
  body: z.output<typeof suspensionBody>,
) {
  const user = await driverForOperator(ctx, id);
  const endsAt = body.days === null ? null : new Date(ctx.now().getTime() + body.days * DAY_MS);
  await ctx.db.transaction(async (tx) => {
    const { replaced } = await ctx.drivers.suspend(tx, {
      driverId: user.id,
      policy: body.policy,
      reason: body.reason,
      endsAt,
      createdBy: operator.id,
    });
    await ctx.audit.record(tx, {
      actor: operator,
      action: 'driver.suspend',
      target: driverTarget(user),
      before: replaced
        ? { suspendedUntil: replaced.endsAt?.toISOString() ?? 'permanent' }
        : { suspended: false },
      after: { suspendedUntil: endsAt?.toISOString() ?? 'permanent', policy: body.policy },
      reason: body.reason,
    });
  });
  // Their open screens learn it now: the sockets close and the app asks again.
  await ctx.accounts.rightsChanged(user.id);
  // Their offers go to the next drivers.
  await ctx.dispatch.withdrawOffersOfDriver(user.id);
  const message = suspensionMessage({ reason: body.reason, endsAt }, ctx.timeZone);
  await tell(
    ctx,
    user.id,
    { title: 'Your driver account is suspended', body: message, link: '/jobs' },
    'account_notice',
  );
  return {
    ok: true as const,
    message: `${user.name} is suspended ${endsAt ? `until ${formatWithYearInZone(endsAt.getTime(), ctx.timeZone)}` : 'permanently'}.`,
  };
}

/** DELETE /api/admin/drivers/:id/suspension: reinstated before the end. */
export async function reinstateDriver(
  ctx: OperationsContext,
  operator: SessionUser,
  id: string,
  reason: string | undefined,
) {
  const user = await driverForOperator(ctx, id);
  const why = reason ?? 'Reinstated by an operator';
  const lifted = await ctx.db.transaction(async (tx) => {
    const row = await ctx.drivers.liftSuspension(tx, user.id, operator.id, why);
    if (!row) return null;
    await ctx.audit.record(tx, {
      actor: operator,
      action: 'driver.reinstate',
      target: driverTarget(user),
      before: { suspendedUntil: row.endsAt?.toISOString() ?? 'permanent' },
      after: { suspended: false },
      reason: why,
    });
    return row;
  });
  if (!lifted) throw conflict(`${user.name} is not suspended.`, 'not_suspended');
  await ctx.accounts.rightsChanged(user.id);
  await tell(
    ctx,
    user.id,
    {
      title: 'Your driver account is active again',
      body: 'Dispatch lifted your suspension: you can see and accept jobs again.',
      link: '/jobs',
    },
    'account_notice',
  );
  return { ok: true as const, message: `${user.name} is reinstated.` };
}

/** POST /api/admin/drivers/:id/penalties: posted against their balance, kept back from their next pay. */
export async function penalizeDriver(
  ctx: OperationsContext,
  operator: SessionUser,
  id: string,
  body: z.output<typeof penaltyBody>,
) {
  const user = await driverForOperator(ctx, id);
  const job = body.jobId ? await jobForOperator(ctx, body.jobId) : null;
  if (job && job.driverId !== user.id)
    throw conflict(`${user.name} is not the driver of ${jobNumber(job.number)}.`, 'not_their_job');
  const penalty = await ctx.db.transaction(async (tx) => {
    const row = await ctx.payouts.penalize(tx, {
      driverId: user.id,
      jobId: job?.id ?? null,
      kind: body.kind,
      amountCents: body.amountCents,
      reason: body.reason,
      createdBy: operator.id,
    });
    await ctx.audit.record(tx, {
      actor: operator,
      action: 'driver.penalty',
      target: driverTarget(user),
      after: {
        penaltyId: row.id,
        kind: body.kind,
        amountCents: body.amountCents,
        job: job ? jobNumber(job.number) : null,
      },
      reason: body.reason,
    });
    return row;
  });
  await tell(
    ctx,
    user.id,
    {
      title: `Penalty: ${formatUsd(penalty.amountCents)}`,
      body: `${penaltyKindLabels[body.kind]}${job ? ` on ${jobNumber(job.number)}` : ''}: ${body.reason}. It is kept back from your next pay.`,
      link: '/driver?tab=earnings',
    },
    'account_notice',
  );
  return {
    ok: true as const,
    message: `${formatUsd(penalty.amountCents)} penalty recorded for ${user.name}.`,
  };
}

/** POST /api/admin/drivers/:id/warnings: recorded, and told to the driver. */
export async function warnDriver(ctx: OperationsContext, operator: SessionUser, id: string, reason: string) {
  const user = await driverForOperator(ctx, id);
  await ctx.db.transaction((tx) =>
    ctx.audit.record(tx, { actor: operator, action: 'driver.warning', target: driverTarget(user), reason }),
  );
  await tell(
    ctx,
    user.id,
    { title: 'A warning from dispatch', body: reason, link: '/driver' },
    'account_notice',
  );
  return { ok: true as const, message: `${user.name} is warned.` };
}

/** Every minute: suspensions whose date has come end, each recorded and told to its driver once. */
export async function endDueSuspensions(ctx: OperationsContext): Promise<number> {
  const ended = await ctx.db.transaction(async (tx) => {
    const rows = await ctx.drivers.endDueSuspensions(tx, ctx.now());
    const users = new Map((await ctx.accounts.getUsers(rows.map((r) => r.driverId))).map((u) => [u.id, u]));
    for (const row of rows)
      await ctx.audit.record(tx, {
        actor: 'system',
        action: 'driver.suspension_ended',
        target: driverTarget(users.get(row.driverId) ?? { id: row.driverId, name: 'Driver' }),
        before: { suspendedUntil: row.endsAt?.toISOString() ?? null },
        after: { suspended: false },
        reason: 'The suspension reached its end date',
      });
    return rows;
  });
  for (const row of ended) {
    await ctx.accounts.rightsChanged(row.driverId);
    await tell(
      ctx,
      row.driverId,
      {
        title: 'Your suspension has ended',
        body: 'You can see and accept jobs again.',
        link: '/jobs',
      },
      'account_notice',
    );
  }
  return ended.length;
}

/** DELETE /api/admin/drivers/:id/payout-freeze: the driver's "this wasn't me" was checked; payouts resume. */
export async function liftPayoutFreeze(
  ctx: OperationsContext,
  operator: SessionUser,
  id: string,
  reason: string | undefined,
) {
  const user = await driverForOperator(ctx, id);
  const why = reason ?? 'Checked with the driver';
  const lifted = await ctx.db.transaction(async (tx) => {
    const row = await ctx.payouts.liftFreeze(tx, user.id);
    if (!row) return null;
    await ctx.audit.record(tx, {
      actor: operator,
      action: 'driver.payouts_unfreeze',
      target: driverTarget(user),
      before: { payoutsFrozenAt: row.frozenAt.toISOString() },
      after: { payoutsFrozen: false },
      reason: why,
    });
    return row;
  });
  if (!lifted) throw conflict(`Payouts to ${user.name}'s bank are not frozen.`, 'not_frozen');
  await tell(
    ctx,
    user.id,
    {
      title: 'Your payouts are on again',
      body: 'Dispatch lifted the freeze on payouts to your bank.',
      link: '/driver?tab=earnings',
    },
    'account_notice',
  );
  return { ok: true as const, message: `Payouts to ${user.name}'s bank are on again.` };
}
