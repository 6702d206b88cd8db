import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

/** A browser's push subscription: where to post, and the keys each message is encrypted to. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface OutgoingPush {
  target: PushTarget;
  /** The JSON the service worker reads (title, body, link, actions…). */
  payload: string;
  /** How long the push service may keep it for a phone that is off: an offer is worth minutes. */
  ttlSeconds: number;
  urgency: 'normal' | 'high';
}

/** sent: the push service took it; gone: the subscription no longer exists there (404 or 410). */
export type PushResult =
  | { status: 'sent'; messageId: string | null }
  | { status: 'gone'; statusCode: number };

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** The contact push services may write to: a mailto: address or an https: URL. */
  subject: string;
}

/**
 * The push port: Web Push with VAPID to the browsers people subscribed on. The offline default sits with
 * the notifications domain: a person with no subscription gets nothing pushed, and the outbox keeps what
 * would have been sent.
 */
export interface PushTransport {
  readonly kind: 'webpush';
  /** What browsers subscribe with (the application server key). */
  readonly publicKey: string;
  send(push: OutgoingPush): Promise<PushResult>;
}

/**
 * The `web-push` package encrypts the payload (aes128gcm, RFC 8291) and signs the VAPID header; the
 * request goes through fetch, with a timeout, so any push service (or a test's local one) answers the
 * same way. Any answer but 2xx, 404 and 410 is an error the queue retries.
 */
export function createWebPushTransport(keys: VapidKeys, fetchImpl: typeof fetch = fetch): PushTransport {
  const vapidDetails = { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  return {
    kind: 'webpush',
    publicKey: keys.publicKey,
    async send(push) {
      const details = webpush.generateRequestDetails(
        { endpoint: push.target.endpoint, keys: { p256dh: push.target.p256dh, auth: push.target.auth } },
        push.payload,
        { vapidDetails, TTL: push.ttlSeconds, urgency: push.urgency, contentEncoding: 'aes128gcm' },
      );
      // fetch sets the length itself from the body.
      const { 'Content-Length': _length, ...headers } = details.headers as Record<string, string>;
      const res = await fetchImpl(details.endpoint, {
        method: details.method,
        headers,
        body: details.body as Buffer<ArrayBuffer>,
        redirect: 'error',
        signal: AbortSignal.timeout(10_000),
      });
      if (res.status === 404 || res.status === 410) return { status: 'gone', statusCode: res.status };
      if (!res.ok) {
        const text = (await res.text().catch(() => '')).slice(0, 200);
        throw new Error(`The push service answered ${res.status}${text ? `: ${text}` : ''}`);
      }
      return { status: 'sent', messageId: res.headers.get('location') };
    },
  };
}

const KEYS_FILE = '.vapid-keys.json';

function readKeptKeys(file: string): { publicKey: string; privateKey: string } | null {
  try {
    const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
    if (typeof kept.publicKey === 'string' && typeof kept.privateKey === 'string')
      return { publicKey: kept.publicKey, privateKey: kept.privateKey };
    throw new Error(`${file} holds no VAPID key pair: remove it to make a new one`);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when configured; otherwise a pair made once per DATA_DIR and
 * kept there, so browsers' subscriptions survive restarts (every process sharing the folder uses it).
 */
export function vapidKeysFor(config: {
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
  SUPPORT_EMAIL: string;
  DATA_DIR: string;
}): VapidKeys {
  const subject = config.VAPID_SUBJECT ?? `mailto:${config.SUPPORT_EMAIL}`;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  const file = path.join(config.DATA_DIR, KEYS_FILE);
  const kept = readKeptKeys(file);
  if (kept) return { ...kept, subject };
  const made = webpush.generateVAPIDKeys();
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  try {
    // wx: a process starting at the same moment that wrote first wins, and this one reads its pair.
    fs.writeFileSync(file, `${JSON.stringify(made)}\n`, { mode: 0o600, flag: 'wx' });
    return { ...made, subject };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return { ...readKeptKeys(file)!, subject };
  }
}

export function createPushTransport(config: Parameters<typeof vapidKeysFor>[0]): PushTransport {
  return createWebPushTransport(vapidKeysFor(config));
}
