import type { PushPayload } from '@core/contracts/push';
import {
  jobCriticalKinds,
  normalizePhone,
  notificationKindOf,
  pushFirstKinds,
  SMS_MAX_LENGTH,
  transactionalKinds,
} from '@core/messaging';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { textablePhone } from '../accounts/service';
import type { MailService } from '../mail/service';
import type { PushService } from '../push/service';
import { frameMessages } from './messages';
import { notificationsRepo } from './repo';

export interface NotificationContent {
  title: string;
  body: string;
  /** A path in the app (e.g. /documents) or an absolute URL. */
  link?: string;
}

/** What a push about a job carries for the phone's notification (its buttons and what they act on). */
export interface PushOptions {
  jobId?: string;
  offerId?: string;
  /** The buttons: View opens the link, Decline passes on the offer (the service worker calls the API). */
  actions?: PushPayload['actions'];
  /** How long the push is worth sending: an offer's minutes. Past it, it is not sent. */
  ttlSeconds?: number;
}

export interface NotifyOptions {
  /** One notification per event: the same key for the same person is sent once. */
  dedupeKey?: string;
  push?: PushOptions;
}

export interface ChannelDeps {
  db: Db;
  mail: MailService;
  push: Pick<PushService, 'endpointsOf'>;
  absolute: (link: string | undefined) => string | null;
  now: () => Date;
}

interface Outgoing {
  user: UserRow;
  kind: string;
  content: NotificationContent;
  opts: NotifyOptions;
  connected: boolean;
  notificationId: string;
}

/** What the service worker gets, besides the title and body (the outbox row's data). */
function pushData(n: Outgoing, high: boolean, now: Date) {
  const p = n.opts.push ?? {};
  const data: Omit<PushPayload, 'title' | 'body'> & { urgency: 'high' | 'normal'; expiresAt?: string } = {
    link: n.content.link ?? null,
    kind: n.kind,
    // A newer push about the same offer or job replaces the older one on the phone.
    tag: p.offerId
      ? `offer:${p.offerId}`
      : p.jobId
        ? `job:${p.jobId}:${n.kind}`
        : `notification:${n.notificationId}`,
    actions: p.actions ?? [],
    urgency: high ? 'high' : 'normal',
  };
  if (p.jobId) data.jobId = p.jobId;
  if (p.offerId) data.offerId = p.offerId;
  if (p.ttlSeconds) data.expiresAt = new Date(now.getTime() + p.ttlSeconds * 1000).toISOString();
  return data;
}

/**
 * A push to every phone the person subscribed, each its own outbox message delivered by the mail queue.
 * With none, a push-first kind (an offer) is kept in the outbox as held: what would have been sent.
 */
async function sendPush(deps: ChannelDeps, n: Outgoing, pushFirst: boolean) {
  const endpoints = await deps.push.endpointsOf(n.user.id);
  const message = {
    channel: 'push' as const,
    subject: n.content.title,
    body: n.content.body,
    kind: n.kind,
    userId: n.user.id,
    data: pushData(n, pushFirst, deps.now()),
  };
  if (endpoints.length === 0) {
    if (pushFirst) await deps.mail.hold({ ...message, to: n.user.email });
    return;
  }
  for (const endpoint of endpoints) await deps.mail.queue({ ...message, to: endpoint });
}

/**
 * E-mail, SMS and push, each as the person chose for the kind: to someone away (not connected for
 * AWAY_AFTER_MS); e-mail also to someone connected for a kind people keep (transactional); push and SMS
 * also to someone connected for a push-first kind (an offer). Only a confirmed phone is texted, and never
 * a number that texted STOP.
 */
export async function sendOut(deps: ChannelDeps, n: Outgoing): Promise<void> {
  const setting = notificationKindOf(n.kind);
  const transactional = transactionalKinds.includes(setting);
  const pushFirst = pushFirstKinds.includes(setting);
  if (n.connected && !transactional && !pushFirst) return;
  const channels = await notificationsRepo.preference(deps.db, n.user.id, setting);
  const link = deps.absolute(n.content.link);
  if (channels.email && (transactional || !n.connected)) {
    await deps.mail.queue({
      to: n.user.email,
      subject: n.content.title,
      body: frameMessages[n.user.locale].email(n.user.name, n.content.body, link),
      kind: n.kind,
      userId: n.user.id,
    });
  }
  if (channels.push && (pushFirst || !n.connected)) await sendPush(deps, n, pushFirst);
  // Only a number its owner confirmed with a code is texted; e-mail, push and the bell still go.
  const phone = textablePhone(n.user);
  const textable = (pushFirst || !n.connected) && channels.sms && jobCriticalKinds.includes(setting);
  // A number that texted STOP gets nothing more, whoever it belongs to.
  if (textable && phone && !(await notificationsRepo.optedOut(deps.db, 'sms', normalizePhone(phone)))) {
    await deps.mail.queue({
      channel: 'sms',
      to: phone,
      subject: n.content.title,
      body: frameMessages[n.user.locale].sms(n.content.title, n.content.body, link).slice(0, SMS_MAX_LENGTH),
      kind: n.kind,
      userId: n.user.id,
    });
  }
}
