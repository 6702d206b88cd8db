import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, type Page, request } from '@playwright/test';
import { authenticator } from 'otplib';
import { DEMO_OPERATOR_TOTP_SECRET, DEMO_PASSWORD } from './demo';

const OPERATOR_EMAIL = 'admin@demo.pathway';

/**
 * Each authenticator code works once, so journeys running side by side cannot each sign the demo
 * operator in: one sign-in per worker (password, then the app's code), confirmed once more (step-up;
 * the e2e server keeps a step-up for the whole run, STEP_UP_MINUTES), and its cookie shared by every
 * journey of the worker that needs an operator.
 */
let session: Promise<{ name: string; value: string }> | undefined;

/**
 * One worker at a time signs the demo operator in (a lock folder beside the run's port): two workers
 * spending the same codes at once could keep refusing each other.
 */
async function oneWorkerAtATime<T>(work: () => Promise<T>): Promise<T> {
  const lock = path.join(os.tmpdir(), `pathway-e2e-operator-${process.env.E2E_PORT}.lock`);
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      // A lock left by a worker that died mid-sign-in is not honoured for ever.
      if (Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > 180_000)
        fs.rmSync(lock, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

async function signInOperator() {
  const api = await request.newContext({ baseURL: `http://localhost:${process.env.E2E_PORT}` });
  const first = await api.post('/api/auth/login', {
    data: { email: OPERATOR_EMAIL, password: DEMO_PASSWORD },
  });
  if (first.status() !== 202) throw new Error(`operator sign-in: ${first.status()} ${await first.text()}`);
  const { ticket } = (await first.json()) as { ticket: string };
  await withFreshCode(0, (code) =>
    api.post('/api/auth/login/second-factor', { data: { ticket, method: 'totp', code } }),
  );
  // The sign-in used this time step's code: the step-up takes the next one (the server allows one step either side).
  await withFreshCode(30_000, (code) => api.post('/api/auth/step-up', { data: { method: 'totp', code } }));
  const cookie = (await api.storageState()).cookies.find((c) => c.name === 'pathway_session');
  if (!cookie) throw new Error('operator sign-in: no session cookie');
  await api.dispose();
  return { name: cookie.name, value: cookie.value };
}

/** Sends the app's code (`aheadMs` on); when another worker used it already, waits for the next one. */
async function withFreshCode(
  aheadMs: number,
  send: (code: string) => Promise<{ ok(): boolean; status(): number; text(): Promise<string> }>,
) {
  for (let attempt = 0; attempt < 4; attempt++) {
    const code = authenticator.clone({ epoch: Date.now() + aheadMs }).generate(DEMO_OPERATOR_TOTP_SECRET);
    const res = await send(code);
    if (res.ok()) return;
    if (res.status() !== 401) throw new Error(`operator code: ${res.status()} ${await res.text()}`);
    await new Promise((r) => setTimeout(r, 30_000 - (Date.now() % 30_000) + 500));
  }
  throw new Error('operator code: none was taken');
}

/** This worker's demo operator session cookie, as a browser keeps it. */
export async function operatorSessionCookie() {
  session ??= oneWorkerAtATime(signInOperator);
  const { name, value } = await session;
  return {
    name,
    value,
    domain: 'localhost',
    path: '/',
    expires: -1,
    httpOnly: true,
    secure: false,
    sameSite: 'Lax' as const,
  };
}

/** Signs the page's (or context's) browser in as the demo operator, with this worker's session. */
export async function signInAsOperator(target: Page | BrowserContext): Promise<void> {
  const context = 'context' in target ? target.context() : target;
  await context.addCookies([await operatorSessionCookie()]);
}
