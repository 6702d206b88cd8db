/** Web Push subscriptions: the phones and browsers a person gets push notifications on (server module `push`). */
import { z } from 'zod';

/** A P-256 public key as a browser's PushSubscription.toJSON() gives it (65 bytes, base64url). */
const p256dhKey = z
  .string({ error: "keys.p256dh must be the subscription's public key" })
  .regex(/^B[A-Za-z0-9_-]{86}=?$/, "keys.p256dh must be the subscription's P-256 public key (base64url)");
/** The subscription's 16-byte authentication secret, base64url. */
const authSecret = z
  .string({ error: "keys.auth must be the subscription's auth secret" })
  .regex(/^[A-Za-z0-9_-]{22}(==)?$/, "keys.auth must be the subscription's 16-byte auth secret (base64url)");

const endpoint = z
  .url({ protocol: /^https?$/, error: 'endpoint must be the push service URL the browser gave' })
  .max(2048, 'endpoint must be at most 2,048 characters');

/** GET /api/push/public-key: what a browser subscribes with (the VAPID application server key). */
export const pushPublicKeyResponse = z.object({ publicKey: z.string() });

/** POST /api/push/subscriptions: the browser's PushSubscription.toJSON(), as it is. */
export const pushSubscriptionBody = z.object({
  endpoint,
  /** Browsers send it (null when the subscription does not expire); the server does not use it. */
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: p256dhKey, auth: authSecret }),
});

/** DELETE /api/push/subscriptions: the endpoint of the browser turning push off. */
export const pushUnsubscribeBody = z.object({ endpoint });

export const pushSubscriptionView = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastSuccessAt: z.string().nullable(),
  lastFailureAt: z.string().nullable(),
});
export type PushSubscriptionView = z.infer<typeof pushSubscriptionView>;

export const pushUnsubscribeResponse = z.object({ removed: z.literal(true) });

/** What a push carries to the service worker (web/public/push-sw.js reads it). */
export interface PushPayload {
  title: string;
  body: string;
  /** A path in the app to open on View (or a tap). */
  link: string | null;
  /** The notification kind (job_offered, …). */
  kind: string;
  /** One notification per tag on the phone: a newer one about the same thing replaces it. */
  tag: string;
  /** The buttons under the notification. */
  actions: ('view' | 'decline')[];
  jobId?: string;
  offerId?: string;
}
