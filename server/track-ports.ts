import { jobNumber } from '@core/jobs';
import { IMPLAUSIBLE_REPEAT_WINDOW_MS } from '@core/positions';
import type { JobsService, TrackNews } from './modules/jobs/service';
import type { NoticesService } from './modules/notices/service';
import type { Notify } from './modules/notifications/service';
import { trackNoticeMessages } from './modules/tracking/messages';

/**
 * What the track's milestones set off in other domains: the client is told of each arrival (once: the
 * arrival row is written once, and the notice is deduplicated too), and operators get an exception when
 * the truck left the pickup before its condition report or when implausible positions repeat.
 */
export function followTrack(
  jobs: Pick<JobsService, 'onTrack'>,
  notices: Pick<NoticesService, 'raiseFlag'>,
  notify: Notify,
): void {
  jobs.onTrack(async (job, news: TrackNews) => {
    const number = jobNumber(job.number);
    for (const arrival of news.arrivals) {
      if (arrival.kind === 'left_pickup') {
        if (arrival.unreported)
          await notices.raiseFlag(
            job.id,
            'left_pickup_unreported',
            'the truck left the pickup and no pickup condition report was submitted',
          );
        continue;
      }
      const place = arrival.kind === 'arrived_pickup' ? job.pickupLocation : job.destinationLocation;
      await notify(
        job.clientId,
        'driver_arrived',
        (locale) => ({
          ...trackNoticeMessages[locale].arrived({
            at: arrival.kind === 'arrived_pickup' ? 'pickup' : 'destination',
            number,
            place,
          }),
          link: `/tracking?id=${job.id}`,
        }),
        { dedupeKey: `job:${job.id}:${arrival.kind}` },
      );
    }
    if (news.implausibleRepeat !== null)
      await notices.raiseFlag(
        job.id,
        'implausible_positions',
        `${news.implausibleRepeat} positions implied an impossible speed within ${IMPLAUSIBLE_REPEAT_WINDOW_MS / 60_000} minutes (a faulty or spoofed GPS?)`,
      );
  });
}
