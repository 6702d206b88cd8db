import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { luhnValid } from '@core/cards';
import { equipmentItems } from '@core/inspections';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { type App, buildApp } from '../app';
import { loadConfig } from '../config';
import { connectDatabase, type Database } from '../db/client';
import { driverProfiles } from '../db/schema';
import { TEMPLATE_DB, withDatabase } from './databases';

export interface TestContext {
  app: App;
  database: Database;
  /** The app's DATA_DIR (uploads live under it). */
  dataDir: string;
}

/**
 * A fresh database cloned from the migrated template, and an app on it, closed after the file.
 * Each test file gets its own database, so files run in parallel without seeing each other.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  buildOptions: Partial<Parameters<typeof buildApp>[0]> = {},
): Promise<TestContext> {
  const serverUrl = inject('testServerUrl');
  const name = `pathway_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
  await admin.end();

  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(os.tmpdir(), name),
    AUTH_RATE_LIMIT: '1000',
    // Tests change roles in the database between requests: every request reads its session afresh
    // (the cache has its own tests, in accounts/session-cache.test.ts and live.test.ts).
    SESSION_CACHE_MS: '0',
    ...env,
  });
  // More connections than a process has, as files run side by side, unless a test sets the size.
  const database = connectDatabase(
    withDatabase(serverUrl, name),
    env.DB_POOL_SIZE ? config.DB_POOL_SIZE : 30,
    undefined,
    {
      acquireTimeoutMs: config.DB_ACQUIRE_TIMEOUT_MS,
      statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
      idleInTransactionTimeoutMs: config.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
  );
  const app = await buildApp({
    config,
    database,
    sessionSecret: 'test-secret-test-secret-test-secret',
    ...buildOptions,
  });
  await app.ready();

  afterAll(async () => {
    await app.close();
    await database.close();
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
    await fs.rm(config.DATA_DIR, { recursive: true, force: true });
  });
  return { app, database, dataDir: config.DATA_DIR };
}

/** The session cookie from a response, ready for the next request's `cookie` header. */
export function sessionCookieOf(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'pathway_session');
  if (!cookie) throw new Error(`no session cookie in response ${res.statusCode}: ${res.body}`);
  return `${cookie.name}=${cookie.value}`;
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

export interface SignedUpUser {
  id: string;
  email: string;
  cookie: string;
}

/**
 * A new account, its e-mail confirmed as its owner would (a link issued as the sign-up's is, opened
 * through the API), since paying, accepting and payouts need it. `verified: false` leaves it as sign-up
 * does.
 */
export async function signUp(
  app: App,
  overrides: Partial<{
    name: string;
    email: string;
    password: string;
    role: 'client' | 'driver';
    verified: boolean;
  }> = {},
): Promise<SignedUpUser> {
  const { verified = true, ...fields } = overrides;
  const body = {
    name: 'Test User',
    email: uniqueEmail(),
    password: 'correct-horse-battery',
    role: 'client',
    ...fields,
  };
  const res = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: body });
  if (res.statusCode !== 201) throw new Error(`signup failed ${res.statusCode}: ${res.body}`);
  const user = { id: res.json().id as string, email: body.email, cookie: sessionCookieOf(res) };
  if (verified) await confirmEmailOf(app, { id: user.id, email: res.json().email });
  return user;
}

/** Opens a fresh confirmation link of the account's current address, as its owner would. */
export async function confirmEmailOf(app: App, user: { id: string; email: string }): Promise<void> {
  const token = await app.services.accounts.issueEmailLink(user);
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/verify-email/confirm',
    payload: { token },
  });
  if (res.statusCode !== 200) throw new Error(`e-mail confirmation failed ${res.statusCode}: ${res.body}`);
}

/**
 * A working bobtail from Dallas to Detroit: the server measures 1,190 miles (offline gazetteer), so it
 * is priced $2,319.53 (BOBTAIL_1190). `distance` is the browser's hint, which agrees.
 */
export const bobtailRequest = {
  vehicleType: 'bobtail',
  pickupLocation: 'Dallas, TX 75201',
  destination: 'Detroit, MI 48217',
  distance: 1190,
  isWorking: true,
  isLoaded: false,
  serviceTime: 'now',
};

/**
 * The price of `bobtailRequest` on the default trip-cost basis (ADR 011): the move's $1,290.00, a flight
 * home of $160 + 1,190 × $0.14 = $326.60, and 1,190 mi ÷ 7 mpg × $3.759 + 10% = $702.93 of fuel.
 */
export const BOBTAIL_1190 = {
  moveFeeCents: 129_000,
  driverReturnCents: 32_660,
  fuelCents: 70_293,
  priceCents: 231_953,
  price: 2319.53,
} as const;

export async function createJob(app: App, cookie: string, overrides: Record<string, unknown> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/recovery-requests',
    headers: { cookie },
    payload: { ...bobtailRequest, ...overrides },
  });
  if (res.statusCode !== 201) throw new Error(`create job failed ${res.statusCode}: ${res.body}`);
  return res.json() as {
    id: string;
    price: number;
    priceCents: number;
    driverReturnCents: number;
    fuelCents: number;
    jobNumber: string;
  };
}

/** Pays a job through the test gateway as the browser would: intent, card, confirmation. */
export async function payJob(
  app: App,
  cookie: string,
  job: { id: string; price: number },
  card = '4242 4242 4242 4242',
) {
  const intent = await app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: { cookie },
    payload: { amount: job.price, recoveryRequestId: job.id },
  });
  return confirmIntent(app, intent, card);
}

/** Pays an order's moves at once through the test gateway: the order's one intent, card, confirmation. */
export async function payOrder(app: App, cookie: string, orderId: string, card = '4242 4242 4242 4242') {
  const intent = await app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/payment-intent`,
    headers: { cookie },
    payload: {},
  });
  return confirmIntent(app, intent, card);
}

async function confirmIntent(
  app: App,
  intent: { statusCode: number; body: string; json(): { paymentIntentId: string; clientSecret: string } },
  card: string,
) {
  if (intent.statusCode !== 200) throw new Error(`intent failed ${intent.statusCode}: ${intent.body}`);
  const { paymentIntentId, clientSecret } = intent.json();
  const confirm = await app.inject({
    method: 'POST',
    url: `/api/test-gateway/payment-intents/${paymentIntentId}/confirm`,
    payload: { clientSecret, card: { number: card, expiry: '12/34', cvc: '123' } },
  });
  return {
    paymentIntentId: paymentIntentId as string,
    clientSecret: clientSecret as string,
    confirm: confirm.json(),
  };
}

/** Sum of every ledger line: zero in a balanced double-entry ledger. */
export async function ledgerTotal(ctx: TestContext): Promise<number> {
  const balances = await ctx.app.services.ledger.balances();
  return balances.reduce((s, b) => s + b.balanceCents, 0);
}

/** A 1x1 PNG: enough for the upload checks, which read the file's real type from its bytes. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A multipart body with text fields first (the server reads them before the file), then one file. */
export function multipart(
  fields: Record<string, string>,
  file: Buffer = tinyPng,
  filename = 'photo.png',
  contentType = 'image/png',
) {
  const boundary = `----pathway${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A driver approved by an operator, with the given licence class (set up directly in the database). */
export async function verifiedDriver(ctx: TestContext, licenseClass: 'A' | 'B' = 'A'): Promise<SignedUpUser> {
  const driver = await signUp(ctx.app, { role: 'driver', name: `Driver ${licenseClass}` });
  await ctx.database.db.insert(driverProfiles).values({
    userId: driver.id,
    licenseClass,
    verificationStatus: 'approved',
    isAvailable: true,
    licenseNumber: 'D1234567',
  });
  return driver;
}

/** A job its client has paid for through the test gateway: open to drivers. */
export async function paidJob(
  ctx: TestContext,
  client: SignedUpUser,
  overrides: Record<string, unknown> = {},
) {
  const job = await createJob(ctx.app, client.cookie, overrides);
  const { paymentIntentId } = await payJob(ctx.app, client.cookie, job);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payment-success',
    headers: { cookie: client.cookie },
    payload: { paymentIntentId, recoveryRequestId: job.id },
  });
  if (res.statusCode !== 200) throw new Error(`payment failed ${res.statusCode}: ${res.body}`);
  return job;
}

/** Agreement and identity photos for a job, as the acceptance dialog sends them. */
export async function prepareToAccept(ctx: TestContext, driver: SignedUpUser, jobId: string) {
  const agree = await ctx.app.inject({
    method: 'POST',
    url: `/api/recovery-requests/${jobId}/driver-agreement`,
    headers: { cookie: driver.cookie },
    payload: { driverId: 'ignored', agreed: true },
  });
  if (agree.statusCode !== 200) throw new Error(`agreement failed ${agree.statusCode}: ${agree.body}`);
  for (const kind of ['license', 'selfie']) {
    const body = multipart({});
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/recovery-requests/${jobId}/identity/${kind}`,
      headers: { cookie: driver.cookie, ...body.headers },
      payload: body.payload,
    });
    if (res.statusCode !== 200) throw new Error(`identity ${kind} failed ${res.statusCode}: ${res.body}`);
  }
}

/** The driver takes a paid job (agreement and identity photos first), as the acceptance dialog does. */
export async function acceptJob(ctx: TestContext, driver: SignedUpUser, jobId: string) {
  await prepareToAccept(ctx, driver, jobId);
  const res = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/recovery-requests/${jobId}/status`,
    headers: { cookie: driver.cookie },
    payload: { status: 'accepted' },
  });
  if (res.statusCode !== 200) throw new Error(`accept failed ${res.statusCode}: ${res.body}`);
  return res.json();
}

let cardSerial = 0;
/**
 * A card number no other test used (a Visa that passes the Luhn check and succeeds at the test
 * gateway), ending in `last4` when given: one free trial per card, so each trial needs its own card.
 */
export function freshCardNumber(last4?: string): string {
  cardSerial += 1;
  const head = `4111${String(process.pid % 100_000).padStart(5, '0')}${String(cardSerial % 100).padStart(2, '0')}`;
  const tail = last4 ?? String(Math.floor(cardSerial / 100) % 10_000).padStart(4, '0');
  // Changing one digit moves the Luhn sum through every value: exactly one makes the number valid.
  for (let digit = 0; digit <= 9; digit += 1) {
    const number = `${head}${digit}${tail}`;
    if (luhnValid(number)) return number;
  }
  throw new Error('no Luhn-valid card number');
}

/** A signature's strokes as the signature pad sends them. */
export const SIGNATURE_STROKES = 'M10 10 L50 40 L90 20 M100 50 L140 60';
export const TEST_VIN = '1M8GDM9AXKP042788';

let reportPhotoSerial = 0;
/** A photo of a condition report, as the phone's outbox sends it. */
export async function reportPhoto(
  app: App,
  driver: { cookie: string },
  jobId: string,
  stage: 'pickup' | 'delivery',
  kind: string,
  opts: { at?: { lat: number; lng: number }; clientId?: string; takenAt?: string } = {},
) {
  const clientId = opts.clientId ?? `photo-${++reportPhotoSerial}-${kind}-${randomBytes(3).toString('hex')}`;
  const body = multipart({
    kind,
    clientId,
    takenAt: opts.takenAt ?? new Date().toISOString(),
    ...(opts.at ? { lat: String(opts.at.lat), lng: String(opts.at.lng) } : {}),
  });
  return app.inject({
    method: 'POST',
    url: `/api/recovery-requests/${jobId}/condition-reports/${stage}/photos`,
    headers: { cookie: driver.cookie, ...body.headers },
    payload: body.payload,
  });
}

/** Identity, equipment (all passing) and the required photos of one end. */
export async function fillConditionReport(
  app: App,
  driver: { cookie: string },
  jobId: string,
  stage: 'pickup' | 'delivery',
  odometer: number,
) {
  const saved = await app.inject({
    method: 'PUT',
    url: `/api/recovery-requests/${jobId}/condition-reports/${stage}`,
    headers: { cookie: driver.cookie },
    payload: {
      vin: TEST_VIN,
      plate: 'TX 4KL-221',
      make: 'Freightliner',
      model: 'Cascadia',
      odometer,
      fuelLevel: 'half',
      equipment: Object.fromEntries(equipmentItems.map((i) => [i.key, { ok: true }])),
      ...(stage === 'delivery'
        ? {
            receiverName: 'Rita Receiver',
            receiverEmail: 'rita@yard.example',
            receiverPhone: '+1 214 555 0142',
          }
        : {}),
    },
  });
  if (saved.statusCode !== 200) throw new Error(`report details failed ${saved.statusCode}: ${saved.body}`);
  for (const kind of ['front', 'rear', 'left', 'right', 'odometer', 'vin_plate']) {
    const res = await reportPhoto(app, driver, jobId, stage, kind);
    if (res.statusCode !== 201) throw new Error(`report photo failed ${res.statusCode}: ${res.body}`);
  }
}

/** A signature on the driver's screen. */
export function signReport(
  app: App,
  driver: { cookie: string },
  jobId: string,
  stage: 'pickup' | 'delivery',
  role: 'releasing' | 'receiving' | 'driver',
  signerName: string,
) {
  return app.inject({
    method: 'POST',
    url: `/api/recovery-requests/${jobId}/condition-reports/${stage}/signatures`,
    headers: { cookie: driver.cookie },
    payload: { role, signerName, strokes: SIGNATURE_STROKES },
  });
}

/** The whole condition report of one end, signed by both and submitted: the trip starts, or ends. */
export async function completeConditionReport(
  app: App,
  driver: { cookie: string },
  jobId: string,
  stage: 'pickup' | 'delivery',
  odometer = stage === 'pickup' ? 120_000 : 121_190,
) {
  await fillConditionReport(app, driver, jobId, stage, odometer);
  await signReport(
    app,
    driver,
    jobId,
    stage,
    stage === 'pickup' ? 'releasing' : 'receiving',
    'Carla Consignor',
  );
  await signReport(app, driver, jobId, stage, 'driver', 'Dan Driver');
  const res = await app.inject({
    method: 'POST',
    url: `/api/recovery-requests/${jobId}/condition-reports/${stage}/submit`,
    headers: { cookie: driver.cookie },
    payload: {},
  });
  if (res.statusCode !== 200) throw new Error(`${stage} report failed ${res.statusCode}: ${res.body}`);
  return res.json();
}

/** A paid move driven to delivery by `driver` (a new verified one by default), not confirmed yet. */
export async function deliveredMove(
  ctx: TestContext,
  opts: { clientName?: string; driver?: SignedUpUser } = {},
) {
  const client = await signUp(ctx.app, { name: opts.clientName ?? 'Clara Client' });
  const driver = opts.driver ?? (await verifiedDriver(ctx));
  const job = await paidJob(ctx, client);
  await acceptJob(ctx, driver, job.id);
  await completeConditionReport(ctx.app, driver, job.id, 'pickup');
  await completeConditionReport(ctx.app, driver, job.id, 'delivery');
  return { client, driver, job };
}
