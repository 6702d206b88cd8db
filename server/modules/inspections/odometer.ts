import { odometerMismatch, trackMiles } from '@core/positions';
import type { Job } from '../jobs/service';
import type { InspectionsContext } from './context';

/**
 * After the delivery report: the odometer between pickup and delivery held against the elapsed time
 * and the track's plausible miles. A mismatch raises an exception for operators; the report stands.
 * Without a track since the pickup (fewer than two plausible positions) nothing is judged: there is no
 * evidence to hold the odometer to, and a driver who shared no position is the "silent" exception's.
 */
export async function checkOdometer(ctx: InspectionsContext, job: Job): Promise<void> {
  if (!job.pretrip || !job.delivery) return;
  const since = new Date(job.pretrip.at);
  const track = await ctx.jobs.plausibleTrack(job.id, since);
  if (track.length < 2) return;
  const why = odometerMismatch({
    odometerMiles: job.delivery.odometer - job.pretrip.odometer,
    trackMiles: trackMiles(track),
    hours: (Date.parse(job.delivery.at) - since.getTime()) / 3_600_000,
  });
  if (why) await ctx.notices.raiseFlag(job.id, 'odometer_mismatch', why);
}
