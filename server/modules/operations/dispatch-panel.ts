import type { JobDispatch, JobDispatchBody } from '@core/contracts/operations';
import { waveCount } from '@core/dispatch-waves';
import { driverAvailability } from '@core/drivers';
import { jobNumber, waitsForDriver } from '@core/jobs';
import type { DutyStatus } from '@core/timeclock';
import { conflict } from '../../lib/errors';
import type { SessionUser } from '../accounts/service';
import { jobForOperator, jobTarget, type OperationsContext } from './context';

/** How many drivers "drivers near this job" lists: the eligible first, then the nearest of the rest. */
const NEARBY_LIMIT = 25;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** GET /api/admin/jobs/:id/dispatch: the job's waves (who, when, how it ended) and the drivers near it. */
export async function jobDispatch(
  ctx: OperationsContext,
  _operator: SessionUser,
  id: string,
): Promise<JobDispatch> {
  const job = await jobForOperator(ctx, id);
  const [offers, ranked, onDuty] = await Promise.all([
    ctx.dispatch.offersOfJob(job.id),
    ctx.dispatch.rankedForJob(job),
    ctx.timeclock.driversOnDuty(),
  ]);
  const duty = new Map(onDuty.map((d) => [d.userId, d.status as DutyStatus]));
  const names = new Map(
    (await ctx.accounts.getUsers([...new Set(offers.map((o) => o.driverId))])).map((u) => [u.id, u.name]),
  );
  const nearby = [
    ...ranked.filter((d) => d.eligible),
    ...ranked
      .filter((d) => !d.eligible && d.deadheadMiles !== null)
      .sort((a, b) => a.deadheadMiles! - b.deadheadMiles!),
  ].slice(0, NEARBY_LIMIT);
  return {
    wave: job.dispatchWave,
    waveCount: waveCount(ctx.dispatch.waveConfigOf().settings),
    nextAt: iso(job.dispatchNextAt),
    startedAt: iso(job.dispatchStartedAt),
    radiusMiles: job.dispatchRadiusMiles,
    offers: offers.map((o) => ({
      id: o.id,
      driver: { id: o.driverId, name: names.get(o.driverId) ?? 'Former driver' },
      kind: o.kind,
      wave: o.wave,
      status: o.status,
      offeredAt: o.createdAt.toISOString(),
      expiresAt: o.expiresAt.toISOString(),
      decidedAt: iso(o.decidedAt),
      declineReason: o.declineReason,
      deadheadMiles: o.deadheadMiles === null ? null : Math.round(o.deadheadMiles),
      savesMiles: o.savesMiles,
      reasons: o.rankReasons,
    })),
    nearby: nearby.map((d) => ({
      id: d.id,
      name: d.profile.name,
      licenseClass: d.profile.licenseClass,
      eligible: d.eligible,
      reasons: d.reasons,
      deadheadMiles: d.deadheadMiles === null ? null : Math.round(d.deadheadMiles),
      from: d.from?.kind ?? null,
      drivingLeftMinutes: Math.max(0, Math.floor(d.drivingLeftMs / 60_000)),
      dutyStatus: duty.get(d.id) ?? 'off_duty',
      takingWork: driverAvailability(d.profile, ctx.now()).kind,
      lastSeenAt: iso(d.profile.lastPosition?.at),
    })),
  };
}

/**
 * POST /api/admin/jobs/:id/dispatch: the waves run again from the start (standing offers withdrawn),
 * with a wider reach when asked; audited. Drivers who passed on it are not asked again.
 */
export async function redispatch(
  ctx: OperationsContext,
  operator: SessionUser,
  id: string,
  body: JobDispatchBody,
) {
  const job = await jobForOperator(ctx, id);
  const reason =
    body.action === 'widen' ? `Waves re-run with a ${body.radiusMiles}-mile reach` : 'Waves re-run';
  await ctx.db.transaction(async (tx) => {
    const locked = await ctx.jobs.lockById(tx, job.id);
    if (!locked || !waitsForDriver(locked))
      throw conflict(
        `${jobNumber(job.number)} is not waiting for a driver, so it has no waves to run.`,
        'not_open',
      );
    const current = await ctx.dispatch.withdrawOffers(tx, locked, operator, reason);
    if (body.action === 'widen') await ctx.jobs.setDispatchRadius(tx, current.id, body.radiusMiles);
    await ctx.audit.record(tx, {
      actor: operator,
      action: 'job.redispatch',
      target: jobTarget(job),
      before: { radiusMiles: locked.dispatchRadiusMiles, wave: locked.dispatchWave },
      after: { radiusMiles: body.action === 'widen' ? body.radiusMiles : locked.dispatchRadiusMiles },
      reason,
    });
  });
  const moved = await ctx.dispatch.startDispatch(job.id).catch(() => false);
  return {
    ok: true as const,
    message: moved
      ? `${jobNumber(job.number)}: ${reason.toLowerCase()}.`
      : `${jobNumber(job.number)} changed meanwhile; its waves were not re-run.`,
  };
}
