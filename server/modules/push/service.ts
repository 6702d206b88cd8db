import type { PushSubscriptionView, pushSubscriptionBody } from '@core/contracts/push';
import type { z } from 'zod';
import type { PushTransport } from '../../adapters/push';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { type PushSubscriptionRow, pushRepo } from './repo';

export interface PushDeps {
  db: Db;
  transport: PushTransport;
  /**
   * Outside production, http:// and local push services are accepted (tests and development run one);
   * in production an endpoint is an https:// push service on the internet, never an address inside.
   */
  local: boolean;
  now?: () => Date;
}

/** What one queued push carries (the outbox row's title, body and data). */
export interface PushMessage {
  title: string;
  body: string;
  data: Record<string, unknown> | null;
}

/** sent: the push service took it; gone: nothing to send to (unsubscribed, or the push service's 404/410). */
export type PushDelivery = { status: 'sent'; messageId: string | null } | { status: 'gone'; reason: string };

/** Browsers one person gets pushes on: subscribing one more drops the oldest. */
export const MAX_SUBSCRIPTIONS_PER_PERSON = 10;

/** How long a push may wait at the push service for a phone that is off, unless its data says. */
const DEFAULT_TTL_SECONDS = 24 * 3600;

const toView = (row: PushSubscriptionRow): PushSubscriptionView => ({
  id: row.id,
  userAgent: row.userAgent,
  createdAt: row.createdAt.toISOString(),
  lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
  lastFailureAt: row.lastFailureAt?.toISOString() ?? null,
});

/** Why the server will not post to this endpoint, or null. */
export function endpointProblem(endpoint: string, allowLocal: boolean): string | null {
  if (allowLocal) return null;
  const url = new URL(endpoint);
  if (url.protocol !== 'https:') return 'The push endpoint must be an https:// address.';
  const host = url.hostname;
  const internal =
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.startsWith('[') ||
    /^[\d.]+$/.test(host) ||
    !host.includes('.');
  return internal ? "The push endpoint must be a push service on the internet, as the browser's is." : null;
}

/**
 * Web Push subscriptions and delivery: people subscribe the browsers they want pushes on; the mail
 * queue delivers each queued push through `deliver` (retried like every outbox message).
 */
export function createPushService(deps: PushDeps) {
  const { db, transport } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    publicKey: transport.publicKey,

    /** Subscribes the browser of this session (its pushes end with the session). */
    async subscribe(
      actor: { userId: string; sessionId: string },
      body: z.output<typeof pushSubscriptionBody>,
      userAgent: string | undefined,
    ): Promise<PushSubscriptionView> {
      const problem = endpointProblem(body.endpoint, deps.local);
      if (problem) throw badRequest(problem, 'push_endpoint_refused', { endpoint: problem });
      const row = await pushRepo.upsert(db, {
        ...actor,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh.replace(/=+$/, ''),
        auth: body.keys.auth.replace(/=+$/, ''),
        userAgent: userAgent?.slice(0, 300) || null,
      });
      await pushRepo.keepNewest(db, actor.userId, MAX_SUBSCRIPTIONS_PER_PERSON);
      return toView(row);
    },

    async unsubscribe(userId: string, endpoint: string): Promise<{ removed: true }> {
      if (!(await pushRepo.removeOwn(db, userId, endpoint)))
        throw notFound('This browser has no push subscription on your account.');
      return { removed: true };
    },

    /** The endpoints a person's pushes go to. */
    async endpointsOf(userId: string): Promise<string[]> {
      return (await pushRepo.ofUser(db, userId)).map((row) => row.endpoint);
    },

    /**
     * One push to one subscription (the mail queue's delivery of a `push` outbox row). A subscription
     * removed since, or one the push service no longer knows (404, 410, which removes it), is `gone`;
     * any other failure is thrown for the queue to retry, and noted on the subscription.
     */
    async deliver(endpoint: string, message: PushMessage): Promise<PushDelivery> {
      const subscription = await pushRepo.find(db, endpoint);
      if (!subscription) return { status: 'gone', reason: 'The browser turned push off before it was sent.' };
      const { expiresAt, urgency, ...data } = message.data ?? {};
      const ttlSeconds =
        typeof expiresAt === 'string'
          ? Math.floor((Date.parse(expiresAt) - now().getTime()) / 1000)
          : DEFAULT_TTL_SECONDS;
      if (ttlSeconds <= 0)
        return { status: 'gone', reason: 'What it announced had ended before it was sent.' };
      try {
        const result = await transport.send({
          target: subscription,
          payload: JSON.stringify({ title: message.title, body: message.body, ...data }),
          ttlSeconds,
          urgency: urgency === 'high' ? 'high' : 'normal',
        });
        if (result.status === 'gone') {
          await pushRepo.remove(db, endpoint);
          return {
            status: 'gone',
            reason: `The push service answered ${result.statusCode}: the subscription has ended, so it was removed.`,
          };
        }
        await pushRepo.markResult(db, endpoint, true, now());
        return result;
      } catch (err) {
        await pushRepo.markResult(db, endpoint, false, now());
        throw err;
      }
    },
  };
}
export type PushService = ReturnType<typeof createPushService>;
