import type { ActivityItem } from '@core/contracts/jobs';
import { humanize } from '@web/lib/format';

/** Readable words for the job events of product/foundations §5. */
export const activityLabels: Record<string, string> = {
  created: 'Request created',
  paid: 'Payment received',
  accepted: 'Driver assigned',
  in_progress: 'Pre-trip complete, on the road',
  delivered: 'Delivered',
  completed: 'Delivery confirmed',
  cancelled: 'Cancelled',
  // Every event carries the status the job is in: a refund after a cancellation would otherwise read
  // "Cancelled" a second time.
  refunded: 'Refund issued',
  pretrip_completed: 'Pre-trip complete, on the road',
  released: 'Driver released; back on the open list',
};

/** The event's words: its type when known, else the status it moved to, else the type humanised. */
export function activityLabel(item: Pick<ActivityItem, 'type' | 'toStatus'>): string {
  const byType = Object.hasOwn(activityLabels, item.type) ? activityLabels[item.type] : undefined;
  if (byType) return byType;
  const byStatus =
    item.toStatus && Object.hasOwn(activityLabels, item.toStatus) ? activityLabels[item.toStatus] : undefined;
  return byStatus ?? (humanize(item.type) || 'Update');
}

/** Where an activity row leads: the job on the tracking page. */
export function activityHref(item: Pick<ActivityItem, 'jobId'>): string {
  return `/tracking?id=${encodeURIComponent(item.jobId)}`;
}
