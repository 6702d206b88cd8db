import type { Locale } from '@core/i18n';
import { jobNumber } from '@core/jobs';
import { jobNoticeKey, type NotificationKind } from '@core/messaging';
import type { Job } from '../jobs/service';
import { type JobNoticeMessages, jobNoticeMessages } from './messages';
import type { NotificationContent, Notify } from './service';

interface Notice {
  to: 'client' | 'driver';
  kind: NotificationKind;
  content: (locale: Locale) => NotificationContent;
}

/** What each party is told when a job reaches a status (the bell, and mail/SMS when they are away). */
export function jobNoticesFor(job: Job, driverName: string | null): Notice[] {
  const number = jobNumber(job.number);
  const tracking = `/tracking?id=${job.id}`;
  const driverJob = `/driver/jobs/${job.id}`;
  const notice = (
    to: Notice['to'],
    kind: NotificationKind,
    write: (m: JobNoticeMessages) => { title: string; body: string },
    link: string,
  ): Notice => ({ to, kind, content: (locale) => ({ ...write(jobNoticeMessages[locale]), link }) });
  switch (job.status) {
    case 'pending':
      return job.paymentStatus === 'paid'
        ? [notice('client', 'job_paid', (m) => m.paid(number), tracking)]
        : [];
    case 'accepted':
      return [notice('client', 'job_accepted', (m) => m.accepted(number, driverName), tracking)];
    case 'in_progress':
      return [notice('client', 'pretrip_done', (m) => m.pretripDone(number), tracking)];
    case 'delivered':
      return [notice('client', 'job_delivered', (m) => m.delivered(number), tracking)];
    case 'completed':
      return [
        notice('client', 'job_completed', (m) => m.completed(number), tracking),
        notice('driver', 'payout_released', (m) => m.payoutReleased(number), '/driver'),
      ];
    case 'cancelled':
      return [
        notice(
          'client',
          'job_cancelled',
          (m) => m.cancelledClient(number, job.paymentStatus === 'unpaid'),
          tracking,
        ),
        notice('driver', 'job_cancelled', (m) => m.cancelledDriver(number), driverJob),
      ];
    default:
      return [];
  }
}

/** Turns a job's announced change into notifications, once per job and status. */
export function createJobNotices(deps: {
  notify: Notify;
  driverName: (driverId: string) => Promise<string | null>;
}) {
  return async (job: Job): Promise<void> => {
    const driverName = job.driverId ? await deps.driverName(job.driverId) : null;
    for (const notice of jobNoticesFor(job, driverName)) {
      const userId = notice.to === 'client' ? job.clientId : job.driverId;
      if (!userId) continue;
      await deps.notify(userId, notice.kind, notice.content, {
        dedupeKey: jobNoticeKey(job, notice.kind),
      });
    }
  };
}
