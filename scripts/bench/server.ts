/**
 * What the benchmarks share: a real server on a fresh DATA_DIR, sign-in and sign-up through the API, a
 * cookie-authenticated /ws connection, and percentiles.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { authenticator } from 'otplib';
import WebSocket from 'ws';
import { ensureServerBuilt, serverArgs } from '../server-command.mjs';

export const DEMO_PASSWORD = 'demo-pass-2025';

/** Starts the compiled server as `npm start` does (compiling it first when stale), with demo data on `port`; waits until /api/health answers. */
export async function startServer(
  port: number,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<ChildProcess> {
  await ensureServerBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pathway-bench-'));
  const child = spawn(process.execPath, [...nodeArgs, ...serverArgs()], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '100000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('server did not start');
}

/** An API call as the holder of `cookie`; throws on any non-2xx answer. */
export async function call(base: string, cookie: string, method: string, url: string, body?: unknown) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : res.json();
}

const cookieOf = (res: Response) => (res.headers.get('set-cookie') ?? '').split(';')[0]!;

/** The demo operator's authenticator key (server/seed/demo.ts): operators sign in with a second factor. */
const DEMO_OPERATOR_TOTP_SECRET = 'PATHWAYDEMOOPERATORTOTPSECRETKEY';

export async function login(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  if (res.status === 202) return secondFactor(base, email, ((await res.json()) as { ticket: string }).ticket);
  return cookieOf(res);
}

/**
 * The demo operator's second step, with the code their app would show. Each code works once: when this
 * time step's code was used (another sign-in a moment ago), it waits for the next one.
 */
async function secondFactor(base: string, email: string, ticket: string): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const res = await fetch(`${base}/api/auth/login/second-factor`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ticket,
        method: 'totp',
        code: authenticator.generate(DEMO_OPERATOR_TOTP_SECRET),
      }),
    });
    if (res.ok) return cookieOf(res);
    if (res.status !== 401) throw new Error(`second factor ${email}: ${res.status} ${await res.text()}`);
    await new Promise((r) => setTimeout(r, 30_000 - (Date.now() % 30_000) + 500));
  }
  throw new Error(`second factor ${email}: no code was taken`);
}

/** A new client account `Bench Client i`; its session cookie and user id. */
export async function signUpClient(base: string, i: number): Promise<{ cookie: string; id: string }> {
  const res = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `Bench Client ${i}`,
      email: `bench.${i}@bench.example`,
      password: DEMO_PASSWORD,
    }),
  });
  if (!res.ok) throw new Error(`signup ${i}: ${res.status} ${await res.text()}`);
  const signedUp = { cookie: cookieOf(res), id: ((await res.json()) as { id: string }).id };
  await confirmEmailFromOutbox(base, `bench.${i}@bench.example`);
  return signedUp;
}

const operators = new Map<string, Promise<string>>();

/**
 * Opens the confirmation link a new account was e-mailed, read from the outbox as an operator (the
 * demo admin), as its owner would: paying and accepting wait for a confirmed address.
 */
export async function confirmEmailFromOutbox(base: string, email: string): Promise<void> {
  if (!operators.has(base)) operators.set(base, login(base, 'admin@demo.pathway'));
  const admin = await operators.get(base)!;
  const { messages } = (await call(base, admin, 'GET', '/api/admin/outbox?limit=100')) as {
    messages: { to: string; kind: string; body: string }[];
  };
  const mail = messages.find((m) => m.to === email && m.kind === 'email_verification');
  const token = mail?.body.match(/verify-email\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no confirmation link for ${email}`);
  const res = await fetch(`${base}/api/auth/verify-email/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (!res.ok) throw new Error(`confirming ${email}: ${res.status} ${await res.text()}`);
}

export function openSocket(port: number, cookie: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { cookie } });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** Resident memory of a process in MB (VmRSS now, VmHWM the peak since it started), from /proc. */
export function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

/** p50/p95/p99/max of latencies in ms (sorts them in place), to one decimal. */
export function latencySummary(latencies: number[]) {
  latencies.sort((a, b) => a - b);
  const round = (n: number) => Number(n.toFixed(1));
  return {
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? Number.NaN),
  };
}
