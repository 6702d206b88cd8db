import { type AcceptanceProgress, DRIVER_POLICY_VERSION } from '@core/contracts/dispatch';
import type { RecoveryRequest } from '@core/contracts/jobs';
import { findTransition, type JobStatus } from '@core/jobs';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { SessionUser } from '../accounts/service';
import { canSeeJob } from '../jobs/service';
import { jobMoney } from '../ledger/service';
import { type DispatchContext, describeOne, openJobFor, refuseSuspended, TAKEN_MESSAGE } from './context';
import { takeOffer } from './offers';
import { dispatchRepo } from './repo';
import { offerNextLoadsAfter } from './waves';

/** Winning a job: the policy agreement, this job's identity photos, and the one acceptance that wins. */

export async function agree(ctx: DispatchContext, actor: SessionUser, id: string) {
  const job = await openJobFor(ctx, actor, id);
  // Refused at the dialog's first step, not after the photos (acceptance checks again in its transaction).
  await ctx.accounts.requireVerifiedEmail(actor.id);
  const row = await dispatchRepo.upsertAgreement(ctx.db, job.id, actor.id, DRIVER_POLICY_VERSION);
  return {
    ok: true as const,
    policyVersion: row.policyVersion,
    agreedAt: row.agreedAt.toISOString(),
    driverId: actor.id,
  };
}

/** What this driver already gave for this open job: the agreement and this job's identity photos. */
export async function acceptanceProgress(
  ctx: DispatchContext,
  actor: SessionUser,
  id: string,
): Promise<AcceptanceProgress> {
  const job = await openJobFor(ctx, actor, id);
  const [agreement, check] = await Promise.all([
    dispatchRepo.findAgreement(ctx.db, job.id, actor.id),
    dispatchRepo.findIdentityCheck(ctx.db, job.id, actor.id),
  ]);
  const fileUrl = (fileId: string | null | undefined) => (fileId ? `/api/files/${fileId}` : null);
  return {
    agreed: agreement?.policyVersion === DRIVER_POLICY_VERSION,
    licensePhotoUrl: fileUrl(check?.licenseFileId),
    selfieUrl: fileUrl(check?.selfieFileId),
  };
}

export async function addIdentityPhoto(
  ctx: DispatchContext,
  actor: SessionUser,
  id: string,
  kind: 'license' | 'selfie',
  bytes: Buffer,
) {
  const job = await openJobFor(ctx, actor, id);
  const file = await ctx.files.storeImage(actor, kind === 'license' ? 'job_license' : 'job_selfie', bytes);
  const check = await dispatchRepo.setIdentityFile(ctx.db, job.id, actor.id, kind, file.id);
  return { license: Boolean(check.licenseFileId), selfie: Boolean(check.selfieFileId) };
}

/**
 * Acceptance: verified, licence fits, this job's policy agreement and identity photos, a pending paid
 * job; then one conditional update, so exactly one of any number of concurrent accepts wins. The
 * commission rate is fixed here and the money is split in the same transaction.
 */
export async function accept(ctx: DispatchContext, actor: SessionUser, id: string): Promise<RecoveryRequest> {
  const job = await openJobFor(ctx, actor, id);
  if (job.driverId === actor.id) return describeOne(ctx, job);
  if (!(await dispatchRepo.findAgreement(ctx.db, job.id, actor.id))) {
    throw conflict('Agree to the driver policy for this job before accepting it.', 'agreement_missing');
  }
  const check = await dispatchRepo.findIdentityCheck(ctx.db, job.id, actor.id);
  if (!check?.licenseFileId || !check.selfieFileId) {
    throw conflict(
      'Upload your licence photo and a selfie for this job before accepting it.',
      'identity_missing',
    );
  }
  await ctx.hours?.requireFits(actor.id, job);
  const percent = await ctx.ledger.commissionPercentFor(actor.id);
  const accepted = await ctx.db.transaction(async (tx) => {
    // Under the lock a suspension takes, read again: a suspension committed meanwhile refuses this.
    await ctx.drivers.lockForWork(tx, actor.id);
    refuseSuspended(ctx, await ctx.drivers.eligibility(actor.id, tx), 409);
    // In the same transaction: a change of address committed meanwhile (unconfirmed again) refuses this.
    await ctx.accounts.requireVerifiedEmail(actor.id, tx);
    const current = await ctx.jobs.lockById(tx, job.id);
    if (current?.status !== 'pending' || current.driverId) return null;
    await takeOffer(ctx, tx, current, actor);
    const updated = await ctx.jobs.transition(tx, current, {
      to: 'accepted',
      by: 'driver',
      actorId: actor.id,
      type: 'accepted',
      data: { commissionPercent: percent },
      sameDriver: true,
      patch: {
        driverId: actor.id,
        commissionRateBps: percent * 100,
        acceptedAt: ctx.now(),
        offeredUntil: null,
        dispatchNextAt: null,
      },
    });
    if (!updated) return null;
    await ctx.ledger.postCommissionSplit(tx, jobMoney(updated));
    return updated;
  });
  if (!accepted) throw conflict(TAKEN_MESSAGE, 'job_taken');
  await ctx.exceptions?.clear(accepted.id, ['offer_declined']);
  await ctx.jobs.announce(accepted, 'updated');
  // Their delivery's end is known now: jobs starting near it may be their next load home.
  await offerNextLoadsAfter(ctx, accepted).catch(() => 0);
  return describeOne(ctx, accepted);
}

const DEDICATED_STEP: Partial<Record<JobStatus, string>> = {
  in_progress: 'Complete the pre-trip checklist with photos to start the trip.',
  delivered: 'Record the delivery with after-photos, the odometer and the recipient name.',
  completed: 'Confirm the delivery from the tracking page.',
  cancelled: 'Cancel from the tracking page.',
};

/** PATCH …/status: only acceptance happens here; the other steps have their own calls with evidence. */
export async function changeStatus(
  ctx: DispatchContext,
  actor: SessionUser,
  id: string,
  status: JobStatus,
): Promise<RecoveryRequest> {
  if (status === 'accepted') return accept(ctx, actor, id);
  const job = await ctx.jobs.findByIdOrNumber(id);
  if (!job || !canSeeJob(actor, job)) throw notFound('Recovery request not found');
  const by = job.driverId === actor.id ? 'driver' : job.clientId === actor.id ? 'client' : 'admin';
  if (!findTransition(job.status, status, by)) {
    throw conflict(
      `A ${job.status.replace('_', ' ')} request cannot become ${status.replace('_', ' ')}.`,
      'bad_transition',
    );
  }
  throw badRequest(DEDICATED_STEP[status] ?? 'This change is not made here.', 'use_dedicated_step');
}
