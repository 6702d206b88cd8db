import type { ActivityItem } from '@core/contracts/jobs';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { humanize } from '@web/lib/format';

/** Readable words for the job events of product/foundations §5. */
export const activityLabels: Record<string, MessageDescriptor> = {
  created: msg`Request created`,
  paid: msg`Payment received`,
  accepted: msg`Driver assigned`,
  in_progress: msg`Pre-trip complete, on the road`,
  delivered: msg`Delivered`,
  completed: msg`Delivery confirmed`,
  cancelled: msg`Cancelled`,
  // Every event carries the status the job is in: a refund after a cancellation would otherwise read
  // "Cancelled" a second time.
  refunded: msg`Refund issued`,
  pretrip_completed: msg`Pre-trip complete, on the road`,
  released: msg`Driver released; back on the open list`,
};

/** The event's words: its type when known, else the status it moved to, else the type humanised. */
export function activityLabel(item: Pick<ActivityItem, 'type' | 'toStatus'>): string {
  const byType = Object.hasOwn(activityLabels, item.type) ? activityLabels[item.type] : undefined;
  if (byType) return i18n._(byType);
  const byStatus =
    item.toStatus && Object.hasOwn(activityLabels, item.toStatus) ? activityLabels[item.toStatus] : undefined;
  // An event this web does not know yet: its type in words (English, as the server names it).
  return byStatus
    ? i18n._(byStatus)
    : humanize(item.type) || t({ message: 'Update', context: 'an event in the activity list' });
}

/** Where an activity row leads: the job on the tracking page. */
export function activityHref(item: Pick<ActivityItem, 'jobId'>): string {
  return `/tracking?id=${encodeURIComponent(item.jobId)}`;
}
