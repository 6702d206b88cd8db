import { jobNumber } from '@core/jobs';
import { jobNoticeKey, type NotificationKind } from '@core/messaging';
import type { Job } from '../jobs/service';
import type { NotificationContent, Notify } from './service';

interface Notice {
  to: 'client' | 'driver';
  kind: NotificationKind;
  content: NotificationContent;
}

/** What each party is told when a job reaches a status (the bell, and mail/SMS when they are away). */
export function jobNoticesFor(job: Job, driverName: string | null): Notice[] {
  const number = jobNumber(job.number);
  const tracking = `/tracking?id=${job.id}`;
  const driverJob = `/driver/jobs/${job.id}`;
  switch (job.status) {
    case 'pending':
      return job.paymentStatus === 'paid'
        ? [
            {
              to: 'client',
              kind: 'job_paid',
              content: {
                title: 'Payment received',
                body: `${number} is paid. We are finding a driver.`,
                link: tracking,
              },
            },
          ]
        : [];
    case 'accepted':
      return [
        {
          to: 'client',
          kind: 'job_accepted',
          content: {
            title: 'Driver accepted',
            body: `${driverName ?? 'A driver'} accepted ${number} and is on the way to the pickup. Follow the truck on its tracking page.`,
            link: tracking,
          },
        },
      ];
    case 'in_progress':
      return [
        {
          to: 'client',
          kind: 'pretrip_done',
          content: {
            title: 'Pre-trip inspection done',
            body: `${number} is inspected and on the road.`,
            link: tracking,
          },
        },
      ];
    case 'delivered':
      return [
        {
          to: 'client',
          kind: 'job_delivered',
          content: {
            title: 'Truck delivered',
            body: `${number} was delivered and is waiting for your confirmation. Please check the photos and the signed report, then confirm delivery.`,
            link: tracking,
          },
        },
      ];
    case 'completed':
      return [
        {
          to: 'client',
          kind: 'job_completed',
          content: {
            title: 'Job completed',
            body: `${number} is complete. Thank you for moving with Pathway.`,
            link: tracking,
          },
        },
        {
          to: 'driver',
          kind: 'payout_released',
          content: {
            title: 'Payout released',
            body: `Delivery of ${number} is confirmed: the second half of your payout is released.`,
            link: '/driver',
          },
        },
      ];
    case 'cancelled':
      return [
        {
          to: 'client',
          kind: 'job_cancelled',
          content: {
            title: 'Job cancelled',
            body:
              job.paymentStatus === 'unpaid'
                ? `${number} was cancelled. Nothing was charged.`
                : `${number} was cancelled. We e-mail you when its refund is issued to your card.`,
            link: tracking,
          },
        },
        {
          to: 'driver',
          kind: 'job_cancelled',
          content: {
            title: 'Job cancelled',
            body: `${number} was cancelled by the client.`,
            link: driverJob,
          },
        },
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
