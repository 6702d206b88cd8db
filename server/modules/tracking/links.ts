import { actsForClient } from '@core/companies';
import {
  AFTER_DELIVERY_MS,
  MAX_LIVE_TRACKING_LINKS,
  type TrackingLink,
  type TrackingLinkLifetime,
} from '@core/contracts/tracking';
import { conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { newLinkToken } from '../../lib/link-tokens';
import type { SessionUser } from '../accounts/service';
import { type Job, type TrackingContext, trackingUrl } from './context';
import { type TrackingLinkRow, trackingRepo } from './repo';

/** Tracking links of a job: made, listed and turned off by its client or an operator. */

const HOUR_MS = 60 * 60 * 1000;
const fixedLifetimeMs: Record<Exclude<TrackingLinkLifetime, 'until_delivery'>, number> = {
  '1h': HOUR_MS,
  '24h': 24 * HOUR_MS,
  '7d': 7 * 24 * HOUR_MS,
};

/** The job's client or an operator; 404 for everyone else (a driver included: they share nothing). */
async function sharedJob(ctx: TrackingContext, actor: SessionUser, jobId: string): Promise<Job> {
  const job = await ctx.jobs.findByIdOrNumber(jobId);
  if (!job || !(actor.isAdmin || actsForClient(actor, job, 'order')))
    throw notFound('Recovery request not found');
  return job;
}

/** When a new link ends: a fixed lifetime from now, or 24 hours after a delivery (null until there is one). */
function expiryOf(job: Job, lifetime: TrackingLinkLifetime, now: Date): Date | null {
  if (lifetime !== 'until_delivery') return new Date(now.getTime() + fixedLifetimeMs[lifetime]);
  return job.deliveredAt ? new Date(job.deliveredAt.getTime() + AFTER_DELIVERY_MS) : null;
}

/**
 * When a link stops working: its fixed end, or for an until-delivery link 24 hours after the delivery
 * (at once when the job is cancelled); null while that is still to come. The job is the authority.
 */
export function expiryOfLink(link: TrackingLinkRow, job: Job): Date | null {
  const fixed =
    link.expiresAt ?? (job.deliveredAt ? new Date(job.deliveredAt.getTime() + AFTER_DELIVERY_MS) : null);
  // A cancelled move has nothing more to follow: every link ends with it.
  if (job.status === 'cancelled' && (!fixed || job.updatedAt < fixed)) return job.updatedAt;
  return fixed;
}

const toView = (row: TrackingLinkRow, job: Job): TrackingLink => ({
  id: row.id,
  lifetime: row.lifetime,
  expiresAt: expiryOfLink(row, job)?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
  forReceiver: row.forReceiver,
  viewCount: row.viewCount,
  lastViewedAt: row.lastViewedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** POST /api/recovery-requests/{id}/tracking-links: the URL is in this answer only (its hash is kept). */
export async function createLink(
  ctx: TrackingContext,
  actor: SessionUser,
  jobId: string,
  lifetime: TrackingLinkLifetime,
): Promise<{ id: string; url: string; expiresAt: string | null }> {
  const job = await sharedJob(ctx, actor, jobId);
  if (job.paymentStatus !== 'paid')
    throw conflict('You can share tracking once the request is paid.', 'not_paid');
  if (job.status === 'cancelled')
    throw conflict('This request was cancelled: there is nothing to follow.', 'cancelled');
  const now = ctx.now();
  const expiresAt = expiryOf(job, lifetime, now);
  if (expiresAt && expiresAt <= now)
    throw conflict(
      'This truck was delivered more than a day ago. Choose a lifetime for the link.',
      'delivered_long_ago',
    );
  if ((await trackingRepo.countLive(ctx.db, job.id, now)) >= MAX_LIVE_TRACKING_LINKS)
    throw conflict(
      `A job can have ${MAX_LIVE_TRACKING_LINKS} live links. Turn one off before making another.`,
      'too_many_links',
    );
  const { token, tokenHash } = newLinkToken();
  const row = await trackingRepo.insertLink(ctx.db, {
    tokenHash,
    jobId: job.id,
    createdBy: actor.id,
    lifetime,
    expiresAt,
    createdAt: now,
  });
  return { id: row.id, url: trackingUrl(ctx, token), expiresAt: row.expiresAt?.toISOString() ?? null };
}

/** Every link of the job, newest first, live or not, with its visits. */
export async function listLinks(
  ctx: TrackingContext,
  actor: SessionUser,
  jobId: string,
): Promise<TrackingLink[]> {
  const job = await sharedJob(ctx, actor, jobId);
  return (await trackingRepo.listForJob(ctx.db, job.id)).map((row) => toView(row, job));
}

/** Turns a link off at once (again is harmless); 404 for a link of another job. */
export async function revokeLink(
  ctx: TrackingContext,
  actor: SessionUser,
  jobId: string,
  linkId: string,
): Promise<void> {
  const job = await sharedJob(ctx, actor, jobId);
  const link = isUuid(linkId) ? await trackingRepo.find(ctx.db, job.id, linkId) : undefined;
  if (!link) throw notFound('Tracking link not found');
  await trackingRepo.revoke(ctx.db, link.id, actor.id, ctx.now());
}
