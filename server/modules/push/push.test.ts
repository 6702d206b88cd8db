import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vapidKeysFor } from '../../adapters/push';
import { contactOptOuts, mailMessages, pushSubscriptions, users } from '../../db/schema';
import { createTestApp, type SignedUpUser, signUp, type TestContext } from '../../test/helpers';
import { makeOperator, stepUp } from '../../test/operators';
import { endpointProblem, MAX_SUBSCRIPTIONS_PER_PERSON } from './service';

/** A local push service: records every POST, answers by the path's first segment (ok, gone, busy). */
interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}
const received: Received[] = [];
const pushService = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
    const kind = (req.url ?? '').split('/')[1];
    res.statusCode = kind === 'gone' ? 410 : kind === 'busy' ? 503 : 201;
    if (kind === 'ok') res.setHeader('location', `${req.url}/message-1`);
    res.end();
  });
});
let origin = '';

let ctx: TestContext;
let operator: SignedUpUser;
beforeAll(async () => {
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  ctx = await createTestApp();
  operator = await signUp(ctx.app, { name: 'Olga Outbox' });
  await makeOperator(ctx, operator);
  await stepUp(ctx.app, operator);
});
afterAll(() => new Promise<void>((resolve) => pushService.close(() => resolve())));

const b64url = (buf: Buffer) => buf.toString('base64url');

/** A browser's side of a subscription: its P-256 key pair and auth secret. */
function browser(kind: 'ok' | 'gone' | 'busy' = 'ok') {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    subscription: {
      endpoint: `${origin}/${kind}/${randomUUID()}`,
      expirationTime: null,
      keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
    },
  };
}
type Browser = ReturnType<typeof browser>;

/** RFC 8291 (Web Push message encryption, aes128gcm of RFC 8188) from the browser's side. */
function decrypt(b: Browser, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = b.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), b.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, b.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}

/** Checks the VAPID header's JWT (ES256) against the server's public key; answers its claims. */
function vapidClaims(authorization: string, publicKey: string) {
  const [, token, key] = authorization.match(/^vapid t=([^,]+), k=(.+)$/)!;
  expect(key).toBe(publicKey);
  const [header, payload, signature] = token!.split('.');
  const raw = Buffer.from(publicKey, 'base64url');
  const jwk = { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) };
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature!, 'base64url'),
  );
  expect(valid).toBe(true);
  return JSON.parse(Buffer.from(payload!, 'base64url').toString()) as {
    aud: string;
    sub: string;
    exp: number;
  };
}

const req = (
  who: SignedUpUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...(who ? { cookie: who.cookie } : {}), 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Test' },
    ...(payload ? { payload } : {}),
  });

const subscribe = async (who: SignedUpUser, b: Browser) => {
  const res = await req(who, 'POST', '/api/push/subscriptions', b.subscription);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const subscriptionsOf = (userId: string) =>
  ctx.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

const outbox = (userId: string, channel: 'push' | 'sms' | 'email') =>
  ctx.database.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.userId, userId), eq(mailMessages.channel, channel)));

const offer = (driverId: string, jobId = randomUUID(), offerId = randomUUID()) =>
  ctx.app.services.notifications.notify(
    driverId,
    'job_offered',
    {
      title: 'PW-1042 is offered to you',
      body: 'Dallas, TX → Detroit, MI. Accept within 5 minutes.',
      link: '/driver',
    },
    {
      dedupeKey: `offer:${offerId}`,
      push: { jobId, offerId, actions: ['view', 'decline'], ttlSeconds: 300 },
    },
  );

describe('push subscriptions', () => {
  it('gives the public key made once for the data folder, to signed-in people only', async () => {
    const person = await signUp(ctx.app, { name: 'Kim Key' });
    expect((await req(null, 'GET', '/api/push/public-key')).statusCode).toBe(401);
    const { publicKey } = (await req(person, 'GET', '/api/push/public-key')).json();
    const kept = JSON.parse(fs.readFileSync(path.join(ctx.dataDir, '.vapid-keys.json'), 'utf8'));
    expect(publicKey).toBe(kept.publicKey);
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
  });

  it('subscribes once per endpoint, and moves an endpoint to whoever subscribes on it last', async () => {
    const first = await signUp(ctx.app, { name: 'Pat Phone', role: 'driver' });
    const b = browser();
    const view = await subscribe(first, b);
    expect(view).toMatchObject({ userAgent: 'Mozilla/5.0 (Linux; Android 14) Test', lastSuccessAt: null });
    expect((await subscribe(first, b)).id).toBe(view.id);
    expect(await subscriptionsOf(first.id)).toHaveLength(1);

    const second = await signUp(ctx.app, { name: 'Sam Shared' });
    await subscribe(second, b);
    expect(await subscriptionsOf(first.id)).toHaveLength(0);
    expect(await subscriptionsOf(second.id)).toHaveLength(1);
  });

  it('ends with the session that subscribed: signing out stops the pushes to that browser', async () => {
    const person = await signUp(ctx.app, { name: 'Syd Signout', role: 'driver' });
    await subscribe(person, browser());
    expect(await subscriptionsOf(person.id)).toHaveLength(1);
    expect((await req(person, 'POST', '/api/auth/logout')).statusCode).toBe(204);
    expect(await subscriptionsOf(person.id)).toHaveLength(0);
  });

  it("keeps a person's newest browsers only", async () => {
    const person = await signUp(ctx.app, { name: 'Max Many' });
    const browsers = Array.from({ length: MAX_SUBSCRIPTIONS_PER_PERSON + 2 }, () => browser());
    for (const b of browsers) await subscribe(person, b);
    const kept = (await subscriptionsOf(person.id)).map((r) => r.endpoint).sort();
    expect(kept).toEqual(
      browsers
        .slice(2)
        .map((b) => b.subscription.endpoint)
        .sort(),
    );
  });

  it('refuses a body that is not a browser subscription, with the field named', async () => {
    const person = await signUp(ctx.app, { name: 'Val Validation' });
    const good = browser().subscription;
    for (const [body, field] of [
      [{ ...good, endpoint: 'not a url' }, 'endpoint'],
      [{ ...good, endpoint: 'ftp://push.example.com/x' }, 'endpoint'],
      [{ ...good, keys: { ...good.keys, p256dh: 'short' } }, 'keys.p256dh'],
      [{ ...good, keys: { ...good.keys, auth: b64url(randomBytes(32)) } }, 'keys.auth'],
      [{ endpoint: good.endpoint }, 'keys'],
    ] as const) {
      const res = await req(person, 'POST', '/api/push/subscriptions', body);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors ?? {})).toContain(field);
    }
    expect((await req(null, 'POST', '/api/push/subscriptions', good)).statusCode).toBe(401);
    expect(await subscriptionsOf(person.id)).toHaveLength(0);
  });

  it('lets only the owner unsubscribe their browser', async () => {
    const owner = await signUp(ctx.app, { name: 'Olive Owner' });
    const other = await signUp(ctx.app, { name: 'Oscar Other' });
    const b = browser();
    await subscribe(owner, b);
    const { endpoint } = b.subscription;
    expect((await req(null, 'DELETE', '/api/push/subscriptions', { endpoint })).statusCode).toBe(401);
    const refused = await req(other, 'DELETE', '/api/push/subscriptions', { endpoint });
    expect(refused.statusCode).toBe(404);
    expect(await subscriptionsOf(owner.id)).toHaveLength(1);
    const removed = await req(owner, 'DELETE', '/api/push/subscriptions', { endpoint });
    expect(removed.json()).toEqual({ removed: true });
    expect(await subscriptionsOf(owner.id)).toHaveLength(0);
    expect((await req(owner, 'DELETE', '/api/push/subscriptions', { endpoint })).statusCode).toBe(404);
  });

  it('takes only https push services on the internet in production', () => {
    expect(endpointProblem('http://127.0.0.1:9/x', true)).toBeNull();
    expect(endpointProblem('https://fcm.googleapis.com/fcm/send/abc', false)).toBeNull();
    expect(endpointProblem('https://web.push.apple.com/QGx', false)).toBeNull();
    for (const internal of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://localhost/x',
      'https://10.0.0.5/x',
      'https://[::1]/x',
      'https://metadata/x',
    ])
      expect(endpointProblem(internal, false)).not.toBeNull();
  });

  it('keeps the VAPID pair of the data folder, or the configured one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vapid-'));
    const made = vapidKeysFor({ SUPPORT_EMAIL: 'ops@pathway.example', DATA_DIR: dir });
    expect(made.subject).toBe('mailto:ops@pathway.example');
    expect(vapidKeysFor({ SUPPORT_EMAIL: 'x@y.z', DATA_DIR: dir }).publicKey).toBe(made.publicKey);
    const configured = vapidKeysFor({
      VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}`,
      VAPID_PRIVATE_KEY: 'b'.repeat(43),
      VAPID_SUBJECT: 'https://pathway.example/contact',
      SUPPORT_EMAIL: 'x@y.z',
      DATA_DIR: dir,
    });
    expect(configured).toEqual({
      publicKey: `B${'a'.repeat(86)}`,
      privateKey: 'b'.repeat(43),
      subject: 'https://pathway.example/contact',
    });
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('an offer reaches the phone', () => {
  it('is pushed, encrypted to the subscription, to every phone of a connected driver', async () => {
    const driver = await signUp(ctx.app, { name: 'Dana Driver', role: 'driver' });
    await ctx.app.services.notifications.touchPresence([driver.id]);
    const phone = browser();
    const tablet = browser();
    await subscribe(driver, phone);
    await subscribe(driver, tablet);
    const jobId = randomUUID();
    const offerId = randomUUID();
    expect(await offer(driver.id, jobId, offerId)).toBe(true);

    const queued = await outbox(driver.id, 'push');
    expect(queued.map((m) => m.status)).toEqual(['queued', 'queued']);
    for (const m of queued) expect(await ctx.app.services.mail.deliver(m.id)).toBe('sent');

    const { publicKey } = (await req(driver, 'GET', '/api/push/public-key')).json();
    const got = received.find((r) => r.path === new URL(phone.subscription.endpoint).pathname)!;
    expect(got.headers['content-encoding']).toBe('aes128gcm');
    expect(got.headers.urgency).toBe('high');
    expect(Number(got.headers.ttl)).toBeGreaterThan(250);
    expect(Number(got.headers.ttl)).toBeLessThanOrEqual(300);
    const claims = vapidClaims(String(got.headers.authorization), publicKey);
    expect(claims.aud).toBe(origin);
    expect(claims.sub).toBe('mailto:support@pathway.example');
    expect(JSON.parse(decrypt(phone, got.body))).toEqual({
      title: 'PW-1042 is offered to you',
      body: 'Dallas, TX → Detroit, MI. Accept within 5 minutes.',
      link: '/driver',
      kind: 'job_offered',
      tag: `offer:${offerId}`,
      actions: ['view', 'decline'],
      jobId,
      offerId,
    });
    // The other phone got its own copy, which only its keys open.
    const other = received.find((r) => r.path === new URL(tablet.subscription.endpoint).pathname)!;
    expect(JSON.parse(decrypt(tablet, other.body)).offerId).toBe(offerId);
    expect(() => decrypt(phone, other.body)).toThrow();

    const [row] = await subscriptionsOf(driver.id);
    expect(row!.lastSuccessAt).not.toBeNull();
    // Operators see the push service, not the subscription's secret address.
    const listed = (await req(operator, 'GET', '/api/admin/outbox?limit=100')).json().messages;
    const shown = listed.find((m: { id: string }) => m.id === queued[0]!.id);
    expect(shown).toMatchObject({ channel: 'push', status: 'sent', to: new URL(origin).host });
  });

  it('removes a subscription the push service says is gone (410), and sends nothing more to it', async () => {
    const driver = await signUp(ctx.app, { name: 'Gail Gone', role: 'driver' });
    const b = browser('gone');
    await subscribe(driver, b);
    await offer(driver.id);
    const [m] = await outbox(driver.id, 'push');
    expect(await ctx.app.services.mail.deliver(m!.id)).toBe('failed');
    const [after] = await outbox(driver.id, 'push');
    expect(after!.lastError).toContain('410');
    expect(await subscriptionsOf(driver.id)).toHaveLength(0);
  });

  it('retries a push service that fails, and notes the failure on the subscription', async () => {
    const driver = await signUp(ctx.app, { name: 'Bo Busy', role: 'driver' });
    await subscribe(driver, browser('busy'));
    await offer(driver.id);
    const [m] = await outbox(driver.id, 'push');
    await expect(ctx.app.services.mail.deliver(m!.id)).rejects.toThrow('503');
    const [sub] = await subscriptionsOf(driver.id);
    expect(sub!.lastFailureAt).not.toBeNull();
    expect((await outbox(driver.id, 'push'))[0]!.status).toBe('queued');
  });

  it('keeps in the outbox the push that would have been sent to a driver with no subscription', async () => {
    const driver = await signUp(ctx.app, { name: 'Nia Nophone', role: 'driver' });
    await offer(driver.id);
    const [held, ...more] = await outbox(driver.id, 'push');
    expect(more).toHaveLength(0);
    expect(held).toMatchObject({
      status: 'held',
      toAddress: driver.email,
      subject: 'PW-1042 is offered to you',
      body: 'Dallas, TX → Detroit, MI. Accept within 5 minutes.',
    });
    const listed = (await req(operator, 'GET', '/api/admin/outbox?limit=100')).json().messages;
    expect(listed.find((m: { id: string }) => m.id === held!.id)).toMatchObject({
      channel: 'push',
      status: 'held',
      to: driver.email,
      kind: 'job_offered',
    });
    // Other kinds are not recorded for people without a subscription: the bell and e-mail carry them.
    await ctx.app.services.notifications.notify(driver.id, 'payout_released', { title: 'Paid', body: '$10' });
    expect(await outbox(driver.id, 'push')).toHaveLength(1);
  });

  it('follows the driver: push off for offers sends no push; other kinds are pushed only when away', async () => {
    const driver = await signUp(ctx.app, { name: 'Quinn Quiet', role: 'driver' });
    await subscribe(driver, browser());
    const saved = await req(driver, 'PUT', '/api/notifications/preferences', {
      kinds: { job_offered: { email: true, sms: true, push: false } },
    });
    expect(saved.json().kinds.job_offered).toEqual({ email: true, sms: true, push: false });
    // A change without push keeps it as it was.
    const kept = await req(driver, 'PUT', '/api/notifications/preferences', {
      kinds: { job_offered: { email: false, sms: true } },
    });
    expect(kept.json().kinds.job_offered).toEqual({ email: false, sms: true, push: false });
    await offer(driver.id);
    expect(await outbox(driver.id, 'push')).toHaveLength(0);

    await ctx.app.services.notifications.touchPresence([driver.id]);
    await ctx.app.services.notifications.notify(driver.id, 'payout_released', { title: 'Paid', body: '$10' });
    expect(await outbox(driver.id, 'push')).toHaveLength(0);
    const away = await signUp(ctx.app, { name: 'Ari Away', role: 'driver' });
    await subscribe(away, browser());
    await ctx.app.services.notifications.notify(away.id, 'payout_released', { title: 'Paid', body: '$10' });
    const [pushed] = await outbox(away.id, 'push');
    expect(pushed!.data).toMatchObject({ kind: 'payout_released', actions: [], urgency: 'normal' });
  });

  it('texts the offer only to a confirmed phone that did not text STOP, when the driver chose SMS', async () => {
    const withPhone = async (name: string, verified: boolean) => {
      const driver = await signUp(ctx.app, { name, role: 'driver' });
      const phone = `+1555010${String(randomBytes(2).readUInt16BE() % 10_000).padStart(4, '0')}`;
      await ctx.database.db
        .update(users)
        .set({ phone, phoneVerifiedAt: verified ? new Date() : null })
        .where(eq(users.id, driver.id));
      // Connected: an offer is texted all the same.
      await ctx.app.services.notifications.touchPresence([driver.id]);
      return { driver, phone };
    };
    const confirmed = await withPhone('Cora Confirmed', true);
    await offer(confirmed.driver.id);
    const [text] = await outbox(confirmed.driver.id, 'sms');
    expect(text).toMatchObject({ toAddress: confirmed.phone, kind: 'job_offered' });
    expect(text!.body).toMatch(/^Pathway: PW-1042 is offered to you\. Dallas/);

    const unconfirmed = await withPhone('Uma Unconfirmed', false);
    await offer(unconfirmed.driver.id);
    expect(await outbox(unconfirmed.driver.id, 'sms')).toHaveLength(0);

    const stopped = await withPhone('Stu Stopped', true);
    await ctx.database.db.insert(contactOptOuts).values({ channel: 'sms', address: stopped.phone });
    await offer(stopped.driver.id);
    expect(await outbox(stopped.driver.id, 'sms')).toHaveLength(0);

    const noSms = await withPhone('Nell NoSms', true);
    await req(noSms.driver, 'PUT', '/api/notifications/preferences', {
      kinds: { job_offered: { email: true, sms: false, push: true } },
    });
    await offer(noSms.driver.id);
    expect(await outbox(noSms.driver.id, 'sms')).toHaveLength(0);
  });

  it('does not push an offer whose time ran out before the queue got to it', async () => {
    const driver = await signUp(ctx.app, { name: 'Lee Late', role: 'driver' });
    const b = browser();
    await subscribe(driver, b);
    await offer(driver.id);
    const [m] = await outbox(driver.id, 'push');
    await ctx.database.db
      .update(mailMessages)
      .set({ data: { ...m!.data, expiresAt: new Date(Date.now() - 1000).toISOString() } })
      .where(eq(mailMessages.id, m!.id));
    expect(await ctx.app.services.mail.deliver(m!.id)).toBe('failed');
    expect(received.some((r) => r.path === new URL(b.subscription.endpoint).pathname)).toBe(false);
  });
});
