import type { AddressInfo } from 'node:net';
import { LIVE_CLOSE_SESSION_CHANGED, LIVE_CLOSE_SIGNED_OUT } from '@core/live-timing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type App, buildApp } from '../app';
import { loadConfig } from '../config';
import { connectDatabase } from '../db/client';
import {
  createTestApp,
  paidJob,
  type SignedUpUser,
  sessionCookieOf,
  signUp,
  type TestContext,
  verifiedDriver,
} from '../test/helpers';
import { makeOperator } from '../test/operators';

let ctx: TestContext;
let other: App;
let urlA: string;
let urlB: string;

/** Two server processes' worth of app on one database: events must cross between them. */
beforeAll(async () => {
  ctx = await createTestApp();
  const database = connectDatabase(ctx.database.url, 5);
  other = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/pathway-live-test' }),
    database,
    sessionSecret: 'test-secret-test-secret-test-secret',
  });
  other.addHook('onClose', () => database.close());
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  await other.listen({ port: 0, host: '127.0.0.1' });
  urlA = `ws://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/ws`;
  urlB = `ws://127.0.0.1:${(other.server.address() as AddressInfo).port}/ws`;
});
afterAll(async () => {
  await other.close();
});

interface Watcher {
  messages: { type: string; jobId?: string }[];
  waitFor(
    pred: (m: { type: string; jobId?: string }) => boolean,
    ms?: number,
  ): Promise<{ type: string; jobId?: string }>;
  close(): void;
  /** The close code, once the server (or this side) closed the socket. */
  closed: Promise<number>;
}

function watch(url: string, user: SignedUpUser): Promise<Watcher> {
  const socket = new WebSocket(url, { headers: { cookie: user.cookie } });
  const messages: { type: string; jobId?: string }[] = [];
  const waiters: (() => void)[] = [];
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  socket.on('message', (raw) => {
    messages.push(JSON.parse(String(raw)));
    for (const w of waiters) w();
  });
  return new Promise((resolve, reject) => {
    socket.on('error', reject);
    socket.on('open', () => {
      socket.send(JSON.stringify({ type: 'ping', timestamp: new Date().toISOString() }));
      resolve({
        messages,
        waitFor(pred, ms = 3000) {
          return new Promise((res, rej) => {
            const check = () => {
              const hit = messages.find(pred);
              if (hit) res(hit);
            };
            waiters.push(check);
            check();
            setTimeout(
              () => rej(new Error(`no matching message in ${ms} ms: ${JSON.stringify(messages)}`)),
              ms,
            );
          });
        },
        close: () => socket.close(),
        closed,
      });
    });
  });
}

describe('/ws', () => {
  it('refuses the upgrade without a session', async () => {
    const socket = new WebSocket(urlA);
    const status = await new Promise<number>((resolve) => {
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.on('open', () => resolve(101));
    });
    expect(status).toBe(401);
  });

  it('answers a ping', async () => {
    const client = await signUp(ctx.app);
    const w = await watch(urlA, client);
    await w.waitFor((m) => m.type === 'pong');
    w.close();
  });

  it('delivers an event raised in one process to a browser connected to the other, and only to those allowed', async () => {
    const client = await signUp(ctx.app);
    const stranger = await signUp(ctx.app);
    const driverA = await verifiedDriver(ctx, 'A');
    const driverB = await verifiedDriver(ctx, 'B');
    const clientWatch = await watch(urlB, client);
    const strangerWatch = await watch(urlB, stranger);
    const driverAWatch = await watch(urlB, driverA);
    const driverBWatch = await watch(urlA, driverB);

    const job = await paidJob(ctx, client); // raised in process A
    const created = await driverAWatch.waitFor((m) => m.type === 'job.created' && m.jobId === job.id);
    expect(created).toMatchObject({ jobNumber: job.jobNumber, vehicleType: 'bobtail' });
    await clientWatch.waitFor((m) => m.type === 'job.created' && m.jobId === job.id);

    // Give any wrongly routed message time to arrive before asserting absence.
    await new Promise((r) => setTimeout(r, 300));
    expect(strangerWatch.messages.some((m) => m.jobId === job.id)).toBe(false);
    expect(driverBWatch.messages.some((m) => m.jobId === job.id)).toBe(false);
    for (const w of [clientWatch, strangerWatch, driverAWatch, driverBWatch]) w.close();
  });

  it('pushes a driver’s duty-status change to that driver only, across processes', async () => {
    const driver = await verifiedDriver(ctx);
    const colleague = await verifiedDriver(ctx);
    const mine = await watch(urlB, driver);
    const theirs = await watch(urlB, colleague);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/time-clock/events',
      headers: { cookie: driver.cookie },
      payload: { eventType: 'clock_in', locationLat: 32.7, locationLng: -96.8 },
    });
    expect(res.statusCode).toBe(201);
    const pushed = await mine.waitFor((m) => m.type === 'timeclock.changed');
    expect(pushed).toMatchObject({ userId: driver.id, status: 'on_duty' });
    await new Promise((r) => setTimeout(r, 300));
    expect(theirs.messages.some((m) => m.type === 'timeclock.changed')).toBe(false);
    mine.close();
    theirs.close();
  });
});

describe('/ws ends with its session', () => {
  const within = <T>(p: Promise<T>, ms = 3000) =>
    Promise.race([
      p,
      new Promise<never>((_, rej) => setTimeout(() => rej(new Error(`not within ${ms} ms`)), ms)),
    ]);

  async function signIn(app: App, email: string): Promise<SignedUpUser & { cookie: string }> {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'correct-horse-battery' },
    });
    expect(res.statusCode).toBe(200);
    return { id: res.json().id, email, cookie: sessionCookieOf(res) };
  }

  it('closes that session’s sockets on every process at sign-out, and no other session’s', async () => {
    const client = await signUp(ctx.app);
    const otherDevice = await signIn(ctx.app, client.email);
    const here = await watch(urlA, client);
    const there = await watch(urlB, client);
    const phone = await watch(urlB, otherDevice);

    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: client.cookie },
    });
    expect(out.statusCode).toBeLessThan(300);
    expect(await within(here.closed)).toBe(LIVE_CLOSE_SIGNED_OUT);
    expect(await within(there.closed)).toBe(LIVE_CLOSE_SIGNED_OUT);

    // The other device's session goes on, and still hears what it may.
    await phone.waitFor((m) => m.type === 'pong');
    const job = await paidJob(ctx, otherDevice);
    await phone.waitFor((m) => m.type === 'job.updated' || m.type === 'job.created');
    expect(job).toBeTruthy();
    phone.close();
  });

  it('closes the other devices’ sockets on every process when the password changes, not this one’s', async () => {
    const client = await signUp(ctx.app);
    const otherDevice = await signIn(ctx.app, client.email);
    const here = await watch(urlA, client);
    const phoneA = await watch(urlA, otherDevice);
    const phoneB = await watch(urlB, otherDevice);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: { cookie: client.cookie },
      payload: { currentPassword: 'correct-horse-battery', newPassword: 'changed-on-this-one-1' },
    });
    expect(res.statusCode).toBe(200);
    expect(await within(phoneA.closed)).toBe(LIVE_CLOSE_SIGNED_OUT);
    expect(await within(phoneB.closed)).toBe(LIVE_CLOSE_SIGNED_OUT);
    const stillOpen = new Promise((r) => setTimeout(() => r('open'), 300));
    expect(await Promise.race([here.closed, stillOpen])).toBe('open');
    here.close();
  });

  it('closes every socket of an account whose deletion is requested', async () => {
    const client = await signUp(ctx.app);
    const here = await watch(urlA, client);
    const there = await watch(urlB, client);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/deletion-request',
      headers: { cookie: client.cookie },
    });
    expect(res.statusCode).toBe(202);
    expect(await within(here.closed)).toBe(LIVE_CLOSE_SIGNED_OUT);
    expect(await within(there.closed)).toBe(LIVE_CLOSE_SIGNED_OUT);
  });

  it('closes a driver’s sockets when they switch to the client role, so open jobs stop reaching them', async () => {
    const driver = await verifiedDriver(ctx);
    const socket = await watch(urlB, driver);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie: driver.cookie },
      payload: { role: 'client' },
    });
    expect(res.statusCode).toBe(200);
    expect(await within(socket.closed)).toBe(LIVE_CLOSE_SESSION_CHANGED);

    // Reconnected as a client, a new paid job is not offered to them.
    const again = await watch(urlA, driver);
    const job = await paidJob(ctx, await signUp(ctx.app));
    await new Promise((r) => setTimeout(r, 500));
    expect(again.messages.some((m) => m.type === 'job.created' && m.jobId === job.id)).toBe(false);
    again.close();
  });

  it('closes a driver’s sockets when an operator suspends them, and a suspended driver hears of no open job', async () => {
    const driver = await verifiedDriver(ctx);
    const operator = await signUp(ctx.app);
    await makeOperator(ctx, operator);
    const socket = await watch(urlB, driver);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/drivers/${driver.id}/suspension`,
      headers: { cookie: operator.cookie },
      payload: { days: 30, reason: 'Missed transportation' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await within(socket.closed)).toBe(LIVE_CLOSE_SESSION_CHANGED);

    const again = await watch(urlA, driver);
    const job = await paidJob(ctx, await signUp(ctx.app));
    await new Promise((r) => setTimeout(r, 500));
    expect(again.messages.some((m) => m.type === 'job.created' && m.jobId === job.id)).toBe(false);
    again.close();
  });
});
