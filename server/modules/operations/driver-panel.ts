import type { AdminDriver } from '@core/contracts/operations';
import { freshPosition } from '@core/drivers';
import type { SessionUser } from '../accounts/service';
import { driverForOperator, type OperationsContext } from './context';

/** Jobs and ratings the panel lists (newest first). */
const RECENT_JOBS = 10;
const RECENT_RATINGS = 5;

/**
 * GET /api/admin/drivers/:id: the driver panel. Their standing, where and when they work (home base,
 * availability, reach, last position and its age), their jobs, documents with expiry, ratings and phone,
 * each read through its own domain's service.
 */
export async function adminDriver(
  ctx: OperationsContext,
  operator: SessionUser,
  id: string,
): Promise<AdminDriver> {
  const user = await driverForOperator(ctx, id);
  const [profile, suspension, penalties, duty, jobs, summaries, payoutHold, documents, ratings] =
    await Promise.all([
      ctx.drivers.profileRow(user.id),
      ctx.drivers.currentSuspension(user.id),
      ctx.payouts.penaltiesOf(user.id),
      ctx.timeclock.driversOnDuty(),
      ctx.jobs.listMine({ ...user, isAdmin: false }),
      ctx.drivers.summaries([user.id]),
      ctx.payouts.bankHoldOf(user.id),
      ctx.documents.listFor(operator, user.id),
      ctx.ratings.driverRatings(user.id),
    ]);
  const now = ctx.now();
  const { isAvailable: _now, ...whereWhen } = ctx.drivers.whereWhenOf(profile);
  const theirs = jobs
    .filter((j) => j.driver?.id === user.id)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    verificationStatus: profile?.verificationStatus ?? 'unsubmitted',
    licenseClass: profile?.licenseClass ?? null,
    rating: summaries.get(user.id)?.rating ?? null,
    dutyStatus: duty.find((d) => d.userId === user.id)?.status ?? 'off_duty',
    suspension: suspension
      ? {
          policy: suspension.policy,
          reason: suspension.reason,
          startsAt: suspension.startsAt.toISOString(),
          endsAt: suspension.endsAt?.toISOString() ?? null,
        }
      : null,
    payoutHold,
    penalties: penalties.map((p) => ({
      id: p.id,
      kind: p.kind,
      amountCents: p.amountCents,
      recoveredCents: p.recoveredCents,
      reason: p.reason,
      createdAt: p.createdAt,
    })),
    activeJobs: theirs
      .filter((j) => j.status === 'accepted' || j.status === 'in_progress')
      .map((j) => ({ id: j.id, number: j.jobNumber, status: j.status })),
    phone: user.phone ? { number: user.phone, verified: user.phoneVerifiedAt !== null } : null,
    ...whereWhen,
    lastPosition:
      profile?.lastLat != null && profile.lastLng != null && profile.lastPositionAt
        ? {
            lat: profile.lastLat,
            lng: profile.lastLng,
            at: profile.lastPositionAt.toISOString(),
            fresh: freshPosition(profile, now) !== null,
          }
        : null,
    recentJobs: theirs.slice(0, RECENT_JOBS).map((j) => ({
      id: j.id,
      number: j.jobNumber,
      status: j.status,
      pickupLocation: j.pickupLocation,
      destination: j.destination,
      createdAt: j.createdAt,
    })),
    documents: documents.map((d) => ({
      id: d.id,
      documentType: d.documentType,
      fileName: d.fileName,
      expiresOn: d.expiresOn,
      reviewStatus: d.reviewStatus,
    })),
    ratings: { summary: ratings.summary, recent: ratings.ratings.slice(0, RECENT_RATINGS) },
  };
}
