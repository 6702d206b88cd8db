import { createHmac } from 'node:crypto';
import type { LiveEta } from '@core/contracts/tracking';
import { jobNumber } from '@core/jobs';
import { formatMoment } from '@core/moment';
import { hashLinkToken } from '../../lib/link-tokens';
import { cityOf, clockOf, etaWords, type Job, point, type TrackingContext, trackingUrl } from './context';
import { receiverMessages, trackNoticeMessages } from './messages';
import { type TrackingLinkRow, trackingRepo } from './repo';

/**
 * The receiver of a move (named on the request; no account): a tracking link when a driver is
 * assigned, then a message at pickup, when the truck is about an hour away, and at delivery. Each goes
 * once per job, by e-mail and SMS, through the notifications domain (the outbox without a provider).
 */

export const receiverMilestones = ['assigned', 'picked_up', 'hour_away', 'delivered'] as const;
export type ReceiverMilestone = (typeof receiverMilestones)[number];

/**
 * The receiver's link token is derived from the job (HMAC with the link secret), so every message can
 * carry the same link while only its hash is stored, as for every link.
 */
export const receiverToken = (ctx: TrackingContext, jobId: string) =>
  createHmac('sha256', ctx.secret).update(`tracking-receiver:${jobId}`).digest('base64url');

/** The receiver's link, made on first use (until 24 hours after delivery). */
async function receiverLink(
  ctx: TrackingContext,
  job: Job,
): Promise<{ token: string; row: TrackingLinkRow | null }> {
  const token = receiverToken(ctx, job.id);
  const tokenHash = hashLinkToken(token);
  await trackingRepo.insertReceiverLink(ctx.db, {
    tokenHash,
    jobId: job.id,
    createdBy: job.clientId,
    lifetime: 'until_delivery',
    expiresAt: null,
  });
  return { token, row: (await trackingRepo.findByHash(ctx.db, tokenHash)) ?? null };
}

function messageFor(
  ctx: TrackingContext,
  job: Job,
  milestone: ReceiverMilestone,
  eta: LiveEta | null,
  driverFirstName: string | null,
): { subject: string; body: string } {
  const number = jobNumber(job.number);
  const locale = job.receiverLocale;
  const m = receiverMessages[locale];
  switch (milestone) {
    case 'assigned':
      return m.assigned({
        number,
        city: cityOf(ctx, job.destinationLocation, point(job.destinationLat, job.destinationLng)),
        driverFirstName,
      });
    case 'picked_up': {
      // English keeps core/eta.ts's sentence (its rests named); other languages say the arrival alone.
      const sentence = !eta
        ? null
        : locale === 'en'
          ? etaWords(ctx, eta, job)
          : trackNoticeMessages[locale].arrives(
              formatMoment(eta.arriveAt, { ...clockOf(ctx, job, eta.target), about: true, locale }),
              eta.target,
            );
      return m.pickedUp({ number, eta: sentence });
    }
    case 'hour_away':
      return m.hourAway({
        number,
        arrives: eta
          ? formatMoment(eta.arriveAt, {
              ...clockOf(ctx, job, 'destination'),
              style: 'time',
              about: true,
              locale,
            })
          : null,
      });
    case 'delivered':
      return m.delivered({ number, recipientName: job.delivery?.recipientName ?? null });
  }
}

/** Sends the milestone's message to the job's receiver, once; nothing when the job names none. */
export async function receiverMilestone(
  ctx: TrackingContext,
  job: Job,
  milestone: ReceiverMilestone,
  eta: LiveEta | null = job.liveEta ?? null,
): Promise<void> {
  if (!job.receiverName || (!job.receiverPhone && !job.receiverEmail)) return;
  if (milestone === 'hour_away') {
    // Only between the pickup's message and the delivery's: never before the one, nor after the other.
    const sent = (await trackingRepo.milestonesOf(ctx.db, job.id)).map((m) => m.milestone);
    if (!sent.includes('picked_up') || sent.includes('delivered')) return;
  }
  if (!(await trackingRepo.claimMilestone(ctx.db, job.id, milestone))) return;
  const { token, row } = await receiverLink(ctx, job);
  const driverFirstName = job.driverId
    ? ((await ctx.jobs.describeMany([job]))[0]?.driver?.name.split(/\s+/)[0] ?? null)
    : null;
  const { subject, body } = messageFor(ctx, job, milestone, eta, driverFirstName);
  const url = trackingUrl(ctx, token);
  // A link the client turned off is not sent again; the messages go on without it.
  const live = row && !row.revokedAt;
  const m = receiverMessages[job.receiverLocale];
  await ctx.notifications.notifyContact(
    {
      name: job.receiverName,
      phone: job.receiverPhone,
      email: job.receiverEmail,
      locale: job.receiverLocale,
    },
    `receiver_${milestone}`,
    {
      subject,
      body: live ? body : body.replace(` ${m.followLive}:`, '').replace(` ${m.reportOnPage}:`, ''),
      link: live ? url : null,
      stopLink: `${url}?stop=1`,
    },
  );
}
