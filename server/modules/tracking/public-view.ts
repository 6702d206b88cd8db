import type { LiveEta, PublicTracking } from '@core/contracts/tracking';
import { MINUTE_MS } from '@core/hos';
import { jobNumber } from '@core/jobs';
import { haversineMiles, type LatLng } from '@core/sphere';
import { AppError } from '../../lib/errors';
import { deadLink, hashLinkToken, isLinkTokenShape } from '../../lib/link-tokens';
import { cityOf, clockOf, type Job, point, type TrackingContext } from './context';
import { expiryOfLink } from './links';
import { type TrackingLinkRow, trackingRepo } from './repo';

/**
 * What a tracking link shows to whoever holds it, without an account: one job's progress and nothing
 * of the client, the price or anyone's phone. Unknown tokens are 404; expired or turned-off ones 410.
 */

const linkNotFound = () =>
  deadLink(404, 'This tracking link does not exist. Check that you copied all of it.');
const linkGone = (why: 'expired' | 'revoked') =>
  deadLink(
    410,
    why === 'expired'
      ? 'This tracking link has expired. Ask the sender for a new one.'
      : 'The sender has turned this tracking link off.',
    `link_${why}`,
  );

/** Within this distance of the destination, a job that allows it shows the exact position. */
const LAST_MILE = 1;

/** About 1 km: two decimals of a degree. */
const rounded = (p: LatLng): LatLng => ({
  lat: Math.round(p.lat * 100) / 100,
  lng: Math.round(p.lng * 100) / 100,
});
const roundTo = (ms: number, step: number) => new Date(Math.round(ms / step) * step).toISOString();

/** The ETA as a link shows it: on the road only, and coarse, so it reveals no more than the position. */
function coarseEta(eta: LiveEta | null | undefined): PublicTracking['eta'] {
  if (eta?.target !== 'destination') return null;
  const { computedAt: _c, basisAt: _b, ...shown } = eta;
  return {
    ...shown,
    arriveAt: roundTo(Date.parse(eta.arriveAt), 10 * MINUTE_MS),
    milesToGo: Math.max(5, Math.round(eta.milesToGo / 5) * 5),
    drivingMinutes: Math.round(eta.drivingMinutes / 10) * 10,
    stops: eta.stops.map((stop) => ({
      kind: stop.kind,
      start: roundTo(Date.parse(stop.start), 30 * MINUTE_MS),
      end: roundTo(Date.parse(stop.end), 30 * MINUTE_MS),
    })),
  };
}

/** The link behind a token, live; the job it shows. */
export async function liveLink(
  ctx: TrackingContext,
  token: string,
): Promise<{ link: TrackingLinkRow; job: Job; expiresAt: Date | null }> {
  if (!isLinkTokenShape(token)) throw linkNotFound();
  const link = await trackingRepo.findByHash(ctx.db, hashLinkToken(token));
  if (!link) throw linkNotFound();
  if (link.revokedAt) throw linkGone('revoked');
  const job = await ctx.jobs.findById(link.jobId);
  if (!job) throw linkNotFound();
  const expiresAt = expiryOfLink(link, job);
  if (expiresAt && expiresAt.getTime() <= ctx.now().getTime()) throw linkGone('expired');
  return { link, job, expiresAt };
}

function positionOf(ctx: TrackingContext, job: Job, forReceiver: boolean): PublicTracking['position'] {
  const position = point(job.lastLat, job.lastLng);
  if (job.status !== 'in_progress' || !position || !job.lastPositionAt) return null;
  const destination = point(job.destinationLat, job.destinationLng);
  // The client lets the receiver (their link only) see the truck come in over the last mile.
  const exact =
    forReceiver &&
    job.exactNearDelivery &&
    destination !== null &&
    haversineMiles(position, destination) <= LAST_MILE;
  const shown = exact ? position : rounded(position);
  return {
    ...shown,
    at: job.lastPositionAt.toISOString(),
    precision: exact ? 'exact' : 'approximate',
    near: ctx.geo.nearestTown(shown),
  };
}

/** The plausible track since the pickup, rounded like the position, each rounded point once in a row. */
async function trackOf(ctx: TrackingContext, job: Job): Promise<PublicTracking['track']> {
  if (job.status !== 'in_progress' || !job.pretrip) return [];
  const points = (await ctx.jobs.plausibleTrack(job.id, new Date(job.pretrip.at))).map(rounded);
  return points.filter((p, i) => i === 0 || p.lat !== points[i - 1]!.lat || p.lng !== points[i - 1]!.lng);
}

async function vehicleOf(
  ctx: TrackingContext,
  job: Job,
  recorded: { make: string | null; model: string | null; vin: string | null } | null,
) {
  const own = job.vehicleId ? await ctx.fleet.vehicleOfClient(job, job.vehicleId) : undefined;
  const vehicle = own ?? recorded;
  return {
    type: job.vehicleType,
    make: vehicle?.make || null,
    model: vehicle?.model || null,
    vinLast4: vehicle?.vin ? vehicle.vin.slice(-4) : null,
  };
}

/** GET /api/tracking/{token}: counts a visit and answers what the link shows. */
export async function viewTracking(ctx: TrackingContext, token: string): Promise<PublicTracking> {
  const { link, job, expiresAt } = await liveLink(ctx, token);
  await trackingRepo.noteView(ctx.db, link.id, ctx.now());
  const [described, record, messagesStopped, track] = await Promise.all([
    ctx.jobs.describeMany([job]),
    ctx.inspections.trackedRecord(job),
    link.forReceiver ? receiverStopped(ctx, job) : Promise.resolve(false),
    trackOf(ctx, job),
  ]);
  const driver = described[0]?.driver ?? null;
  const pickup = point(job.pickupLat, job.pickupLng);
  const destination = point(job.destinationLat, job.destinationLng);
  return {
    jobNumber: jobNumber(job.number),
    status: job.status,
    vehicle: await vehicleOf(ctx, job, record.vehicle),
    pickupCity: cityOf(ctx, job.pickupLocation, pickup),
    destinationCity: cityOf(ctx, job.destinationLocation, destination),
    pickupPosition: pickup ? rounded(pickup) : null,
    destinationPosition: destination ? rounded(destination) : null,
    driver: driver ? { firstName: driver.name.split(/\s+/)[0] ?? driver.name, rating: driver.rating } : null,
    position: positionOf(ctx, job, link.forReceiver),
    track,
    eta: job.status === 'in_progress' ? coarseEta(job.liveEta) : null,
    destinationClock: clockOf(ctx, job, 'destination'),
    delivery: record.delivery
      ? {
          ...record.delivery,
          photos: record.delivery.photos.map((p) => ({
            id: p.id,
            label: p.kind,
            url: `/api/tracking/${token}/photos/${p.id}`,
          })),
        }
      : null,
    expiresAt: expiresAt?.toISOString() ?? null,
    forReceiver: link.forReceiver,
    messagesStopped,
  };
}

/** Whether the receiver's e-mails are stopped (texts stop by replying STOP, which proves the number). */
async function receiverStopped(ctx: TrackingContext, job: Job): Promise<boolean> {
  return job.receiverEmail ? ctx.notifications.optedOut('email', job.receiverEmail) : false;
}

/** GET /api/tracking/{token}/photos/{photoId}: a photo of the submitted delivery report. */
export async function trackedPhoto(ctx: TrackingContext, token: string, photoId: string) {
  const { job } = await liveLink(ctx, token);
  return ctx.inspections.deliveryPhoto(job, photoId);
}

/**
 * POST /api/tracking/{token}/stop: the receiver stops the e-mails about the moves sent to them. Texts
 * stop by replying STOP: the client chose the receiver's contacts, so a link must not switch off texts
 * to a number its holder may not own. The receiver's link stops them even once it has ended or was
 * turned off: every e-mail carries it as its way to stop (it reveals nothing). Any other link sends no
 * messages: 410 once it has ended, like its other routes, and 404 while it works.
 */
export async function stopMessages(ctx: TrackingContext, token: string): Promise<{ stopped: true }> {
  if (!isLinkTokenShape(token)) throw linkNotFound();
  const link = await trackingRepo.findByHash(ctx.db, hashLinkToken(token));
  if (!link) throw linkNotFound();
  if (!link.forReceiver) {
    await liveLink(ctx, token);
    throw new AppError(
      404,
      "This link does not send messages: only the receiver's own link can stop them.",
      'not_receiver_link',
    );
  }
  const job = await ctx.jobs.findById(link.jobId);
  if (!job) throw linkNotFound();
  if (job.receiverEmail) await ctx.notifications.optOut('email', job.receiverEmail);
  return { stopped: true };
}
