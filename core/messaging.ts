import { formatNumber } from './format';
/**
 * Driver messaging (product/platform §3, §5, §8, §9): who may write to whom is decided by the server from
 * real relationships; these are the shared words and limits.
 */
export const messageTypes = ['text', 'alert', 'system'] as const;
export type MessageType = (typeof messageTypes)[number];

export const messagePriorities = ['normal', 'high'] as const;
export type MessagePriority = (typeof messagePriorities)[number];

export const MESSAGE_MAX_LENGTH = 4000;
/** Messages a person may send per minute. */
export const MESSAGES_PER_MINUTE = 30;
/** A client and the driver of their job may write from acceptance until this long after completion. */
export const CONVERSATION_DAYS_AFTER_COMPLETION = 7;
/** The product's poll interval for unread and high-priority messages (live events come first). */
export const MESSAGES_POLL_MS = 30_000;

/** How a contact relates to the person looking (shown under the name). */
export const contactRelations = ['client', 'driver', 'dispatch', 'user'] as const;
export type ContactRelation = (typeof contactRelations)[number];

export const contactRelationLabels: Record<ContactRelation, string> = {
  client: 'Client',
  driver: 'Driver',
  dispatch: 'Dispatch',
  user: 'Pathway user',
};

export const MESSAGING_TEXTS = {
  sendFailedTitle: 'Failed to send message',
  sendFailedBody: 'There was an error sending your message. Please try again.',
  sent: 'Message sent',
  noRelationship: 'You can message the client or driver of your own jobs, and dispatch.',
  blocked: 'This person is not accepting messages from you.',
  contentRequired: 'Please write a message.',
  contentTooLong: `Messages can be at most ${formatNumber(MESSAGE_MAX_LENGTH)} characters.`,
} as const;

/** Notification kinds (every domain's), in the order the profile's settings list them. */
export const notificationKinds = [
  'job_paid',
  'job_available',
  'job_offered',
  'job_accepted',
  'pretrip_done',
  'driver_arrived',
  'job_late',
  'job_delivered',
  'job_completed',
  'job_cancelled',
  'job_refunded',
  'claim_decided',
  'payout_released',
  'message',
  'message_high_priority',
  'document_shared',
  'document_review',
  'document_expiring',
  'subscription',
  'pickup_reminder',
  'operator_notice',
  'job_stuck',
  'job_contact',
  'service_launched',
  'account_notice',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationKindLabels: Record<NotificationKind, string> = {
  job_paid: 'Payment received for your job',
  job_available: 'New jobs that fit your licence',
  job_offered: 'Jobs dispatch offers you',
  job_accepted: 'Job accepted',
  pretrip_done: 'Pre-trip inspection done',
  driver_arrived: 'Driver arrived at the pickup or the destination',
  job_late: 'Your truck may miss its delivery window',
  job_delivered: 'Truck delivered',
  job_completed: 'Job completed',
  job_cancelled: 'Job cancelled',
  job_refunded: 'Refunds to your card',
  claim_decided: 'Decisions on claims',
  payout_released: 'Payout released',
  message: 'New messages',
  message_high_priority: 'High-priority messages',
  document_shared: 'Documents shared with you',
  document_review: 'Document reviews',
  document_expiring: 'Documents about to expire',
  subscription: 'Subscription changes and receipts',
  pickup_reminder: 'Scheduled pickup reminders',
  operator_notice: 'Operations updates (operators)',
  job_stuck: 'Stuck jobs (operators)',
  job_contact: 'Messages about a job from its other party',
  service_launched: 'A service you asked about has launched',
  account_notice: 'Decisions on your driver account (suspensions, penalties, warnings)',
};

const OPERATOR_KINDS: readonly NotificationKind[] = ['operator_notice', 'job_stuck'];
const DRIVER_KINDS: readonly NotificationKind[] = [
  'job_available',
  'job_offered',
  'payout_released',
  'pickup_reminder',
  'account_notice',
];

/** The kinds a person can receive, for their settings: operators' and drivers' own kinds only to them. */
export function notificationKindsFor(person: {
  role: 'client' | 'driver';
  isAdmin: boolean;
}): NotificationKind[] {
  return notificationKinds.filter(
    (kind) =>
      (!OPERATOR_KINDS.includes(kind) || person.isAdmin) &&
      (!DRIVER_KINDS.includes(kind) || person.role === 'driver' || person.isAdmin),
  );
}

/** Kinds that also go by SMS to someone away with a phone number on file (unless they turn it off). */
export const jobCriticalKinds: readonly NotificationKind[] = [
  'job_offered',
  'job_accepted',
  'job_late',
  'job_delivered',
  'job_cancelled',
  'message_high_priority',
  'pickup_reminder',
];

/**
 * Kinds whose e-mail is a record people keep (payment receipts and refunds, a move's milestones: its
 * driver, its delivery awaiting confirmation, its cancellation; claim decisions; subscription
 * confirmations, renewals and failed charges): mailed whether or not the person is connected. Every
 * other kind is mailed only to someone away.
 */
export const transactionalKinds: readonly NotificationKind[] = [
  'job_paid',
  'job_accepted',
  'job_delivered',
  'job_cancelled',
  'job_refunded',
  'claim_decided',
  'subscription',
  'service_launched',
  'account_notice',
  // An offer waits minutes, not until the driver next looks.
  'job_offered',
];

/**
 * One notice per job, status, payment status and kind: the key the job's own notices use, so that a
 * domain telling the same change in its own words first (an operator's cancellation with its reason)
 * is the one sent.
 */
export const jobNoticeKey = (
  job: { id: string; status: string; paymentStatus: string },
  kind: NotificationKind,
) => `job:${job.id}:${job.status}:${job.paymentStatus}:${kind}`;

/**
 * Kinds pushed to every phone the person turned push on for, whether or not they have Pathway open (an
 * offer waits minutes), and texted when they chose SMS; with no phone subscribed, the outbox keeps the push
 * that would have been sent. Other kinds are pushed, like e-mail, to someone away.
 */
export const pushFirstKinds: readonly NotificationKind[] = ['job_offered'];

/** Someone not connected for this long gets e-mail (and SMS for job-critical kinds). */
export const AWAY_AFTER_MS = 5 * 60_000;

/** The setting a notification falls under: domains send finer kinds (subscription_renewed, …). */
export function notificationKindOf(kind: string): NotificationKind {
  if ((notificationKinds as readonly string[]).includes(kind)) return kind as NotificationKind;
  if (kind.startsWith('subscription_') || kind === 'contact_message') return 'subscription';
  if (kind === 'document_approved' || kind === 'document_rejected') return 'document_review';
  if (kind.startsWith('document_')) return 'document_shared';
  return 'operator_notice';
}

/**
 * A phone number as the SMS provider writes it (+ and digits): one written with its country code (+…)
 * keeps it; 10 digits without one are a North American number.
 */
export function normalizePhone(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (raw.trim().startsWith('+')) return `+${digits}`;
  return digits.length === 10 ? `+1${digits}` : `+${digits}`;
}

/** A phone number someone can be texted at: 7 to 15 digits, with spaces, dashes or brackets between. */
export const isPhoneNumber = (raw: string) => {
  const digits = raw.replace(/\D/g, '').length;
  return /^\+?[0-9 ()-]{7,20}$/.test(raw) && digits >= 7 && digits <= 15;
};

/** Texts stay short: about two segments, with the link. */
export const SMS_MAX_LENGTH = 320;

/** Words that stop all texts from a sender (the carriers' standard), and those that start them again. */
export const SMS_STOP_WORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'REVOKE', 'OPTOUT'];
export const SMS_START_WORDS = ['START', 'UNSTOP', 'YES'];
