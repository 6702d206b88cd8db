import type { NotificationKind } from '@core/messaging';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The web's words for core/messaging's notificationKindLabels (same English; core stays shared with the server). */
export const notificationKindMessages: Record<NotificationKind, MessageDescriptor> = {
  job_paid: msg`Payment received for your job`,
  job_available: msg`New jobs that fit your licence`,
  job_offered: msg`Jobs dispatch offers you`,
  job_accepted: msg`Job accepted`,
  pretrip_done: msg`Pre-trip inspection done`,
  driver_arrived: msg`Driver arrived at the pickup or the destination`,
  job_late: msg`Your truck may miss its delivery window`,
  job_delivered: msg`Truck delivered`,
  job_completed: msg`Job completed`,
  job_cancelled: msg`Job cancelled`,
  job_refunded: msg`Refunds to your card`,
  claim_decided: msg`Decisions on claims`,
  payout_released: msg`Payout released`,
  message: msg`New messages`,
  message_high_priority: msg`High-priority messages`,
  document_shared: msg`Documents shared with you`,
  document_review: msg`Document reviews`,
  document_expiring: msg`Documents about to expire`,
  subscription: msg`Subscription changes and receipts`,
  pickup_reminder: msg`Scheduled pickup reminders`,
  operator_notice: msg`Operations updates (operators)`,
  job_stuck: msg`Stuck jobs (operators)`,
  job_contact: msg`Messages about a job from its other party`,
  service_launched: msg`A service you asked about has launched`,
  account_notice: msg`Decisions on your driver account (suspensions, penalties, warnings)`,
};
