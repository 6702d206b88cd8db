/**
 * Race harness: the whole life of jobs (pay, accept, pickup, delivery, confirm, claims, payouts) driven
 * by clients, drivers, operators and the background tasks at once against the real PostgreSQL, with
 * fast-check's scheduler choosing when each API call is issued and when its answer comes back. Calls
 * released together really run together (several in flight on the pool), so the database sees true
 * concurrency; the scheduler only picks the order. After each run the invariants are read from the
 * database. `npm run test:races -- --runs N [--seed S] [--path P]` runs the long form (scripts/races.mjs).
 */

import { equipmentItems } from '@core/inspections';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  acceptJob,
  completeConditionReport,
  createJob,
  createTestApp,
  fillConditionReport,
  multipart,
  paidJob,
  prepareToAccept,
  SIGNATURE_STROKES,
  type SignedUpUser,
  signReport,
  signUp,
  TEST_VIN,
  type TestContext,
  verifiedDriver,
} from '../helpers';
import { makeOperator, stepUp } from '../operators';

const RUNS = Number(process.env.RACE_RUNS ?? 6);
const SEED = process.env.RACE_SEED ? Number(process.env.RACE_SEED) : Math.floor(Math.random() * 2 ** 31);
const PATH = process.env.RACE_PATH || undefined;
/** A call not answered in this time counts as a failure (a hung pool must not hang the harness). */
const CALL_TIMEOUT_MS = Number(process.env.RACE_CALL_TIMEOUT_MS ?? 8_000);
/** RACE_SHRINK=1: fail inside the property so fast-check shrinks (slow; real concurrency is noisy). */
const SHRINK = process.env.RACE_SHRINK === '1';

let ctx: TestContext;
/** The harness's own connections: the app's pool may be exhausted by the very race under test. */
let checker: pg.Pool;
let operators: SignedUpUser[];

beforeAll(async () => {
  // The card and sign-up limits are per address, and every inject comes from 127.0.0.1.
  // Operators confirm it's them once (refunds above the threshold ask); that lasts the long form's hour.
  ctx = await createTestApp({ AUTH_RATE_LIMIT: '1000000', STEP_UP_MINUTES: '60' });
  checker = new pg.Pool({ connectionString: ctx.database.url, max: 3, application_name: 'race-checker' });
  // The database is dropped with FORCE after the file: its idle connections end, which is no error here.
  checker.on('error', () => {});
  operators = [];
  for (const name of ['Olga Operator', 'Oscar Operator']) {
    const user = await signUp(ctx.app, { name });
    await makeOperator(ctx, user);
    await stepUp(ctx.app, user);
    operators.push(user);
  }
  await installCommitOrderProbe();
  return async () => {
    await checker.end();
  };
}, 120_000);

/**
 * Commit order of an acceptance against a suspension: a deferred constraint trigger runs at the
 * acceptance's COMMIT and, under READ COMMITTED, sees every suspension committed before it. A row it
 * finds is proof the acceptance committed after the suspension (no false positives; a suspension
 * committing in the microseconds between this check and the commit is missed). Timestamps cannot
 * tell: now() is each transaction's start, not its commit. Installed in this file's database only.
 */
async function installCommitOrderProbe() {
  await checker.query(`
    CREATE TABLE race_commit_probe (
      job_id uuid, driver_id uuid, event_id bigint, event_type text, suspension_id uuid,
      seen_at timestamptz NOT NULL DEFAULT clock_timestamp()
    );
    CREATE FUNCTION race_commit_probe() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE target uuid;
    BEGIN
      IF NEW.type = 'accepted' THEN target := NEW.actor_id;
      ELSIF NEW.type = 'assigned' THEN target := (NEW.data->>'driverId')::uuid;
      ELSE RETURN NULL;
      END IF;
      INSERT INTO race_commit_probe (job_id, driver_id, event_id, event_type, suspension_id)
        SELECT NEW.job_id, target, NEW.id, NEW.type, s.id FROM driver_suspensions s
        WHERE s.driver_id = target AND s.lifted_at IS NULL AND s.starts_at <= clock_timestamp();
      RETURN NULL;
    END $$;
    CREATE CONSTRAINT TRIGGER race_commit_probe AFTER INSERT ON job_events
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION race_commit_probe();
  `);
}

/** Ends this database's stuck sessions (a hung pool after a timeout) so the next run starts clean. */
async function unstick() {
  const admin = new pg.Client({ connectionString: ctx.database.url });
  await admin.connect();
  try {
    await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()
          AND pid NOT IN (SELECT pid FROM pg_stat_activity WHERE application_name = 'race-checker')`,
    );
  } finally {
    await admin.end();
  }
  await new Promise((r) => setTimeout(r, 500));
}

// ---------------------------------------------------------------------------------------------------
// The plan fast-check generates: each job's starting stage, and each actor's list of actions.

const STAGES = ['unpaid', 'open', 'accepted', 'underway', 'delivered'] as const;
type Stage = (typeof STAGES)[number];
const N_JOBS = 3;
const N_DRIVERS = 3;

const jobIx = fc.nat({ max: N_JOBS - 1 });
/** A driver mostly works on the job they started with ('own'), sometimes on any other. */
const driverJob = fc.oneof(
  { weight: 3, arbitrary: fc.constant('own' as const) },
  { weight: 1, arbitrary: jobIx },
);
const driverIx = fc.nat({ max: N_DRIVERS - 1 });

type ClientAction = { k: 'pay' | 'cancel' | 'confirm' | 'rate' | 'claim'; job: number };
type DriverAction =
  | { k: 'accept' | 'pickup' | 'delivery' | 'position' | 'withdraw'; job: number | 'own' }
  | { k: 'pickupBurst'; job: number | 'own'; n: number }
  | { k: 'instant' };
type OperatorAction =
  | { k: 'reassign'; job: number; to: number | null; noShow: boolean }
  | { k: 'suspend'; driver: number }
  | { k: 'refund'; job: number; full: boolean }
  | { k: 'decide'; claim: number; decision: 'refund' | 'charge_driver' | 'split' | 'reject' }
  | { k: 'hold'; job: number }
  | { k: 'releaseHold'; job: number; via: 'operations' | 'dispatch' };
type BackgroundAction = { k: 'monitor' | 'autoConfirm' | 'payoutsSend' | 'settle' | 'daily' };

const clientAction: fc.Arbitrary<ClientAction> = fc.record({
  k: fc.constantFrom('pay', 'cancel', 'confirm', 'rate', 'claim'),
  job: jobIx,
});
const driverAction: fc.Arbitrary<DriverAction> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ k: fc.constantFrom('accept', 'pickup', 'delivery'), job: driverJob }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constantFrom('position', 'withdraw'), job: driverJob }) },
  // The phone's outbox replaying one submission: enough copies to exceed the app's pool of 30.
  {
    weight: 1,
    arbitrary: fc.record({
      k: fc.constant('pickupBurst'),
      job: driverJob,
      n: fc.integer({ min: 2, max: 36 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('instant') }) },
) as fc.Arbitrary<DriverAction>;
const operatorAction: fc.Arbitrary<OperatorAction> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      k: fc.constant('reassign'),
      job: jobIx,
      to: fc.option(driverIx),
      noShow: fc.boolean(),
    }),
  },
  { weight: 3, arbitrary: fc.record({ k: fc.constant('suspend'), driver: driverIx }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('refund'), job: jobIx, full: fc.boolean() }) },
  {
    weight: 4,
    arbitrary: fc.record({
      k: fc.constant('decide'),
      claim: fc.nat({ max: 2 }),
      decision: fc.constantFrom('refund', 'charge_driver', 'split', 'reject'),
    }),
  },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('hold'), job: jobIx }) },
  {
    weight: 1,
    arbitrary: fc.record({
      k: fc.constant('releaseHold'),
      job: jobIx,
      via: fc.constantFrom('operations', 'dispatch'),
    }),
  },
) as fc.Arbitrary<OperatorAction>;
const backgroundAction: fc.Arbitrary<BackgroundAction> = fc.record({
  k: fc.constantFrom('monitor', 'autoConfirm', 'payoutsSend', 'settle', 'daily'),
});

const DUELS = ['reassignVsPickup', 'suspendVsAccept', 'twoDecide'] as const;
type Duel = (typeof DUELS)[number];

const planArb = fc.record({
  stages: fc.array(
    fc.oneof(
      { weight: 4, arbitrary: fc.constant<Stage>('accepted') },
      { weight: 3, arbitrary: fc.constant<Stage>('open') },
      { weight: 3, arbitrary: fc.constant<Stage>('delivered') },
      { weight: 1, arbitrary: fc.constant<Stage>('underway') },
      { weight: 1, arbitrary: fc.constant<Stage>('unpaid') },
    ),
    { minLength: N_JOBS, maxLength: N_JOBS },
  ),
  /** Job i starts with driver (i + offset) % N_DRIVERS: one job each, so the hours check never refuses. */
  driverOffset: driverIx,
  /** A delivered job may start with a claim open, so operators have one to decide at once. */
  claimOpen: fc.array(fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, fc.constant(false)), {
    minLength: N_JOBS,
    maxLength: N_JOBS,
  }),
  client: fc.array(clientAction, { minLength: 1, maxLength: 3 }),
  drivers: fc.array(fc.array(driverAction, { minLength: 1, maxLength: 3 }), {
    minLength: N_DRIVERS,
    maxLength: N_DRIVERS,
  }),
  operators: fc.array(fc.array(operatorAction, { minLength: 1, maxLength: 3 }), {
    minLength: 2,
    maxLength: 2,
  }),
  background: fc.array(backgroundAction, { maxLength: 3 }),
  /**
   * Known conflicts set off together at the start of the run, as they meet in practice: an operator
   * reassigning a job while its driver submits the pickup report, a suspension while that driver
   * accepts, two operators deciding one claim. Random interleavings alone seldom hit their few
   * milliseconds.
   */
  duels: fc.array(fc.constantFrom(...DUELS), { minLength: 1, maxLength: 3 }),
  /**
   * How much later (ms) the second side of a duel starts: each side reads before its transaction, and
   * a race lives where one side's commit falls between the other's read and its write.
   */
  duelSkew: fc.nat({ max: 40 }),
  /**
   * Think time before each action (actor k's action j waits delays[k * 4 + j] ms): the scheduler orders
   * calls, but a race's window is a few milliseconds of real time, so starts a little apart matter too.
   */
  delays: fc.array(fc.oneof(fc.constant(0), fc.nat({ max: 25 })), { minLength: 32, maxLength: 32 }),
});
type Plan = typeof planArb extends fc.Arbitrary<infer T> ? T : never;

// ---------------------------------------------------------------------------------------------------
// One run's world: fresh users and jobs in the shared database.

interface Job {
  id: string;
  price: number;
  priceCents: number;
  stage: Stage;
}
interface World {
  client: SignedUpUser;
  drivers: SignedUpUser[];
  jobs: Job[];
  claims: string[];
  /** `${jobId}:${driverId}`: agreement and identity photos given. */
  readyToAccept: Set<string>;
  /** `${jobId}:${stage}`: the report is filled and signed. */
  reportReady: Set<string>;
}

const bank = {
  legalName: 'Dana Driver',
  dateOfBirth: '1985-04-12',
  ssnLast4: '1234',
  routingNumber: '110000000',
  accountNumber: '000123456789',
};

async function setUpWorld(plan: Plan): Promise<World> {
  const client = await signUp(ctx.app, { name: 'Carla Client' });
  const drivers = await Promise.all(
    Array.from({ length: N_DRIVERS }, async () => {
      const d = await verifiedDriver(ctx);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/driver/payout-account',
        headers: { cookie: d.cookie },
        payload: bank,
      });
      if (res.statusCode !== 200) throw new Error(`payout account ${res.statusCode}: ${res.body}`);
      return d;
    }),
  );
  const world: World = {
    client,
    drivers,
    jobs: [],
    claims: [],
    readyToAccept: new Set(),
    reportReady: new Set(),
  };
  world.jobs = await Promise.all(
    plan.stages.map(async (stage, i) => {
      const driver = drivers[(i + plan.driverOffset) % N_DRIVERS]!;
      if (stage === 'unpaid') return { ...(await createJob(ctx.app, client.cookie)), stage };
      const job = { ...(await paidJob(ctx, client)), stage };
      if (stage === 'open') {
        await Promise.all(drivers.map((d) => prepareToAccept(ctx, d, job.id)));
        for (const d of drivers) world.readyToAccept.add(`${job.id}:${d.id}`);
        return job;
      }
      await acceptJob(ctx, driver, job.id);
      if (stage === 'accepted') {
        await fillConditionReport(ctx.app, driver, job.id, 'pickup', 120_000);
        await signReport(ctx.app, driver, job.id, 'pickup', 'releasing', 'Carla Consignor');
        await signReport(ctx.app, driver, job.id, 'pickup', 'driver', 'Dan Driver');
        world.reportReady.add(`${job.id}:pickup`);
        return job;
      }
      await completeConditionReport(ctx.app, driver, job.id, 'pickup');
      if (stage === 'underway') {
        await fillConditionReport(ctx.app, driver, job.id, 'delivery', 121_190);
        await signReport(ctx.app, driver, job.id, 'delivery', 'receiving', 'Rita Receiver');
        await signReport(ctx.app, driver, job.id, 'delivery', 'driver', 'Dan Driver');
        world.reportReady.add(`${job.id}:delivery`);
        return job;
      }
      await completeConditionReport(ctx.app, driver, job.id, 'delivery');
      return job;
    }),
  );
  for (const [i, job] of world.jobs.entries()) {
    if (job.stage !== 'delivered' || !plan.claimOpen[i]) continue;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/claims',
      headers: { cookie: client.cookie },
      payload: claimBody(job.id),
    });
    if (res.statusCode !== 200) throw new Error(`claim ${res.statusCode}: ${res.body}`);
    world.claims.push(res.json().id);
  }
  return world;
}

const claimBody = (jobId: string) => ({
  jobId,
  kind: 'damage',
  amountCents: 30_000,
  description: 'A new dent on the rear door, not on the pickup report',
});

// ---------------------------------------------------------------------------------------------------
// Calls: issued when the scheduler says, answered when the scheduler says, never waited on forever.

type Outcome = number | 'timeout' | 'error';
interface CallRecord {
  actor: string;
  userId: string;
  action: string;
  method: string;
  url: string;
  jobId?: string;
  status: Outcome;
  body: string;
  json?: unknown;
  /** Extra facts the effect checks need (the target driver of a reassignment, ...). */
  meta?: Record<string, unknown>;
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

class Runner {
  calls: CallRecord[] = [];
  private turns = new Map<string, number>();
  failures: { invariant: string; detail: string }[] = [];
  timedOut = false;
  constructor(
    private s: fc.Scheduler,
    readonly world: World,
    readonly delays: number[],
  ) {}

  /** The think time before an actor's next action. */
  think(actorSlot: number, delays: number[]) {
    const turn = this.turns.get(String(actorSlot)) ?? 0;
    this.turns.set(String(actorSlot), turn + 1);
    const ms = delays[(actorSlot * 4 + turn) % delays.length] ?? 0;
    return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
  }

  fail(invariant: string, detail: string) {
    this.failures.push({ invariant, detail });
  }

  /** One API call: the scheduler releases its issue, then its answer. */
  async call(
    actor: string,
    user: SignedUpUser,
    action: string,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    opts: {
      payload?: unknown;
      headers?: Record<string, string>;
      jobId?: string;
      meta?: Record<string, unknown>;
    } = {},
  ): Promise<CallRecord> {
    await this.s.schedule(Promise.resolve(), `${actor} issues ${action}`);
    const sent = ctx.app
      .inject({
        method,
        url,
        headers: { cookie: user.cookie, ...opts.headers },
        payload: opts.payload as never,
      })
      .catch((err: Error) => err);
    const answer = await this.s.schedule(withTimeout(sent, CALL_TIMEOUT_MS), `${actor} hears ${action}`);
    const rec: CallRecord = {
      actor,
      userId: user.id,
      action,
      method,
      url,
      jobId: opts.jobId,
      meta: opts.meta,
      status: 'error',
      body: '',
    };
    if (answer === 'timeout') {
      rec.status = 'timeout';
      this.timedOut = true;
      this.fail('no timeout', `${actor} ${action} ${method} ${url}: no answer in ${CALL_TIMEOUT_MS} ms`);
    } else if (answer instanceof Error) {
      rec.body = answer.message;
      this.fail('no 5xx', `${actor} ${action} ${method} ${url}: inject threw ${answer.message}`);
    } else {
      const res = answer as LightMyRequestResponse;
      rec.status = res.statusCode;
      rec.body = res.body.slice(0, 300);
      try {
        rec.json = res.json();
      } catch {}
      if (res.statusCode >= 500)
        this.fail('no 5xx', `${actor} ${action} ${method} ${url} → ${res.statusCode} ${rec.body}`);
    }
    this.calls.push(rec);
    return rec;
  }

  /** A background task called through the app's services; a throw is the task's 5xx. */
  async task(name: string, fn: () => Promise<unknown>) {
    await this.s.schedule(Promise.resolve(), `background issues ${name}`);
    const done = fn().then(
      () => null,
      (err: Error) => err,
    );
    const answer = await this.s.schedule(withTimeout(done, CALL_TIMEOUT_MS), `background ends ${name}`);
    if (answer === 'timeout') {
      this.timedOut = true;
      this.fail('no timeout', `background ${name}: not done in ${CALL_TIMEOUT_MS} ms`);
    } else if (answer) this.fail('no 5xx', `background ${name} threw ${answer.stack ?? answer.message}`);
  }
}

const ok = (r: CallRecord) => typeof r.status === 'number' && r.status >= 200 && r.status < 300;

// ---------------------------------------------------------------------------------------------------
// The actors.

async function runClient(r: Runner, actions: ClientAction[]) {
  const { client, jobs } = r.world;
  for (const a of actions) {
    await r.think(0, r.delays);
    const job = jobs[a.job]!;
    const base = `/api/recovery-requests/${job.id}`;
    const c = (action: string, method: 'POST', url: string, payload?: unknown) =>
      r.call('client', client, action, method, url, { payload, jobId: job.id });
    if (a.k === 'pay') {
      const intent = await c('pay:intent', 'POST', '/api/create-payment-intent', {
        amount: job.price,
        recoveryRequestId: job.id,
      });
      if (!ok(intent)) continue;
      const { paymentIntentId, clientSecret } = intent.json as {
        paymentIntentId: string;
        clientSecret: string;
      };
      const confirm = await c(
        'pay:confirm',
        'POST',
        `/api/test-gateway/payment-intents/${paymentIntentId}/confirm`,
        {
          clientSecret,
          card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
        },
      );
      if (!ok(confirm)) continue;
      await c('pay:success', 'POST', '/api/payment-success', { paymentIntentId, recoveryRequestId: job.id });
    } else if (a.k === 'cancel') await c('cancel', 'POST', `${base}/cancel`);
    else if (a.k === 'confirm') await c('confirm', 'POST', `${base}/confirm-delivery`);
    else if (a.k === 'rate') await c('rate', 'POST', `${base}/rating`, { overall: 5, aspects: {} });
    else {
      const opened = await c('claim', 'POST', '/api/claims', claimBody(job.id));
      if (ok(opened)) r.world.claims.push((opened.json as { id: string }).id);
    }
  }
}

async function fillAndSign(
  r: Runner,
  who: string,
  driver: SignedUpUser,
  jobId: string,
  stage: 'pickup' | 'delivery',
) {
  const key = `${jobId}:${stage}`;
  if (r.world.reportReady.has(key)) return;
  const url = `/api/recovery-requests/${jobId}/condition-reports/${stage}`;
  const details = await r.call(who, driver, `${stage}:details`, 'PUT', url, {
    jobId,
    payload: {
      vin: TEST_VIN,
      plate: 'TX 4KL-221',
      make: 'Freightliner',
      model: 'Cascadia',
      odometer: stage === 'pickup' ? 120_000 : 121_190,
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
  if (!ok(details)) return;
  for (const kind of ['front', 'rear', 'left', 'right', 'odometer', 'vin_plate']) {
    const body = multipart({
      kind,
      clientId: `race-${jobId}-${stage}-${kind}`,
      takenAt: new Date().toISOString(),
    });
    const photo = await r.call(who, driver, `${stage}:photo`, 'POST', `${url}/photos`, {
      jobId,
      headers: body.headers,
      payload: body.payload,
    });
    if (!ok(photo)) return;
  }
  for (const [role, signerName] of [
    [stage === 'pickup' ? 'releasing' : 'receiving', 'Carla Consignor'],
    ['driver', 'Dan Driver'],
  ] as const) {
    const signed = await r.call(who, driver, `${stage}:sign`, 'POST', `${url}/signatures`, {
      jobId,
      payload: { role, signerName, strokes: SIGNATURE_STROKES },
    });
    if (!ok(signed)) return;
  }
  r.world.reportReady.add(key);
}

async function runDriver(r: Runner, index: number, actions: DriverAction[], offset: number) {
  const driver = r.world.drivers[index]!;
  const who = `driver${index}`;
  for (const a of actions) {
    await r.think(1 + index, r.delays);
    if (a.k === 'instant') {
      await r.call(who, driver, 'instant', 'POST', '/api/driver/payouts/instant');
      continue;
    }
    const job = r.world.jobs[a.job === 'own' ? (index - offset + N_DRIVERS) % N_DRIVERS : a.job]!;
    const base = `/api/recovery-requests/${job.id}`;
    if (a.k === 'accept') {
      if (!r.world.readyToAccept.has(`${job.id}:${driver.id}`)) {
        const agreed = await r.call(who, driver, 'accept:agree', 'POST', `${base}/driver-agreement`, {
          jobId: job.id,
          payload: { driverId: 'ignored', agreed: true },
        });
        for (const kind of ['license', 'selfie']) {
          const body = multipart({});
          await r.call(who, driver, `accept:${kind}`, 'POST', `${base}/identity/${kind}`, {
            jobId: job.id,
            headers: body.headers,
            payload: body.payload,
          });
        }
        if (ok(agreed)) r.world.readyToAccept.add(`${job.id}:${driver.id}`);
      }
      await r.call(who, driver, 'accept', 'PATCH', `${base}/status`, {
        jobId: job.id,
        payload: { status: 'accepted' },
      });
    } else if (a.k === 'pickup' || a.k === 'delivery') {
      await fillAndSign(r, who, driver, job.id, a.k);
      await r.call(who, driver, `${a.k}:submit`, 'POST', `${base}/condition-reports/${a.k}/submit`, {
        jobId: job.id,
        payload: {},
      });
    } else if (a.k === 'pickupBurst') {
      await fillAndSign(r, who, driver, job.id, 'pickup');
      await Promise.all(
        Array.from({ length: a.n }, () =>
          r.call(who, driver, 'pickup:submit', 'POST', `${base}/condition-reports/pickup/submit`, {
            jobId: job.id,
            payload: {},
          }),
        ),
      );
    } else if (a.k === 'position') {
      await r.call(who, driver, 'position', 'POST', `${base}/location`, {
        jobId: job.id,
        payload: { lat: 32.78, lng: -96.8 },
      });
    } else {
      await r.call(who, driver, 'withdraw', 'POST', `${base}/withdrawal`, {
        jobId: job.id,
        payload: { reason: 'Truck broke down' },
      });
    }
  }
}

async function runOperator(r: Runner, index: number, actions: OperatorAction[]) {
  const op = operators[index]!;
  const who = `operator${index}`;
  for (const a of actions) {
    await r.think(1 + N_DRIVERS + index, r.delays);
    if (a.k === 'suspend') {
      const target = r.world.drivers[a.driver]!;
      await r.call(who, op, 'suspend', 'POST', `/api/admin/drivers/${target.id}/suspension`, {
        payload: { days: 30, reason: 'Missed transportation' },
        meta: { driverId: target.id },
      });
      continue;
    }
    if (a.k === 'decide') {
      const { claims } = r.world;
      if (claims.length === 0) continue;
      const claimId = claims[a.claim % claims.length]!;
      const amounts =
        a.decision === 'refund'
          ? { refundCents: 10_000 }
          : a.decision === 'charge_driver'
            ? { chargeCents: 10_000 }
            : a.decision === 'split'
              ? { refundCents: 10_000, chargeCents: 10_000 }
              : {};
      await r.call(who, op, 'decide', 'POST', `/api/admin/claims/${claimId}/decision`, {
        payload: { decision: a.decision, reason: 'Decided from the photos', ...amounts },
        meta: { claimId },
      });
      continue;
    }
    const job = r.world.jobs[a.job]!;
    if (a.k === 'reassign') {
      const to = a.to === null ? null : r.world.drivers[a.to]!.id;
      await r.call(
        who,
        op,
        to ? 'reassign:driver' : 'reassign:release',
        'POST',
        `/api/admin/jobs/${job.id}/reassign`,
        {
          jobId: job.id,
          payload: { driverId: to, reason: 'Rebalancing the board', noShow: to === null && a.noShow },
          meta: { to },
        },
      );
    } else if (a.k === 'refund') {
      await r.call(who, op, 'refund', 'POST', `/api/admin/jobs/${job.id}/refund`, {
        jobId: job.id,
        payload: { amountCents: a.full ? job.priceCents : 50_000, reason: 'Client changed plans' },
      });
    } else if (a.k === 'hold') {
      await r.call(who, op, 'hold', 'POST', `/api/admin/jobs/${job.id}/payout-hold`, {
        jobId: job.id,
        payload: { reason: 'Damage report' },
      });
    } else if (a.via === 'operations') {
      await r.call(who, op, 'releaseHold', 'POST', `/api/admin/jobs/${job.id}/payout-hold/release`, {
        jobId: job.id,
        payload: { reason: 'Photos show no damage' },
      });
    } else {
      await r.call(
        who,
        op,
        'releaseHeld',
        'POST',
        `/api/admin/recovery-requests/${job.id}/release-held-payout`,
        {
          jobId: job.id,
        },
      );
    }
  }
}

/** Both sides of a known conflict, issued together (the scheduler still picks which goes first). */
async function runDuel(r: Runner, duel: Duel, offset: number, skewMs: number) {
  const { jobs, drivers, claims } = r.world;
  const later = <T>(call: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => setTimeout(() => call().then(resolve, reject), skewMs));
  if (duel === 'reassignVsPickup') {
    const i = jobs.findIndex((j) => j.stage === 'accepted');
    if (i < 0) return;
    const job = jobs[i]!;
    const k = (i + offset) % N_DRIVERS;
    const other = drivers[(k + 1) % N_DRIVERS]!;
    await Promise.all([
      r.call('operator0', operators[0]!, 'reassign:driver', 'POST', `/api/admin/jobs/${job.id}/reassign`, {
        jobId: job.id,
        payload: { driverId: other.id, reason: 'Closer driver' },
        meta: { to: other.id },
      }),
      later(() =>
        r.call(
          `driver${k}`,
          drivers[k]!,
          'pickup:submit',
          'POST',
          `/api/recovery-requests/${job.id}/condition-reports/pickup/submit`,
          { jobId: job.id, payload: {} },
        ),
      ),
    ]);
  } else if (duel === 'suspendVsAccept') {
    const job = jobs.find((j) => j.stage === 'open');
    if (!job) return;
    const driver = drivers[offset % N_DRIVERS]!;
    await Promise.all([
      later(() =>
        r.call('operator1', operators[1]!, 'suspend', 'POST', `/api/admin/drivers/${driver.id}/suspension`, {
          payload: { days: 30, reason: 'Missed transportation' },
          meta: { driverId: driver.id },
        }),
      ),
      r.call(
        `driver${offset % N_DRIVERS}`,
        driver,
        'accept',
        'PATCH',
        `/api/recovery-requests/${job.id}/status`,
        {
          jobId: job.id,
          payload: { status: 'accepted' },
        },
      ),
    ]);
  } else {
    const claimId = claims[0];
    if (!claimId) return;
    await Promise.all(
      operators.map((op, i) =>
        r.call(`operator${i}`, op, 'decide', 'POST', `/api/admin/claims/${claimId}/decision`, {
          payload: i
            ? { decision: 'refund', refundCents: 3_000, reason: 'Decided from the photos' }
            : {
                decision: 'split',
                refundCents: 7_000,
                chargeCents: 4_000,
                reason: 'Decided from the photos',
              },
          meta: { claimId },
        }),
      ),
    );
  }
}

async function runBackground(r: Runner, actions: BackgroundAction[]) {
  const services = ctx.app.services;
  const jobIds = r.world.jobs.map((j) => j.id);
  for (const a of actions) {
    await r.think(7, r.delays);
    if (a.k === 'monitor') await r.task('monitor-jobs', () => services.notices.monitorJobs());
    else if (a.k === 'autoConfirm')
      await r.task('deliveries-auto-confirm', async () => {
        // A day passes for this run's deliveries (as dispatch.test.ts does), then the task runs.
        await checker.query(
          `UPDATE recovery_requests SET delivered_at = delivered_at - interval '25 hours'
            WHERE id = ANY($1) AND status = 'delivered'`,
          [jobIds],
        );
        await services.dispatch.autoConfirmDeliveries();
      });
    else if (a.k === 'payoutsSend')
      await r.task('payouts-send', async () => {
        await services.payouts.sweepUnsent();
        await services.payouts.resubmitLost();
      });
    else if (a.k === 'settle')
      await r.task('payouts-settle', async () => {
        // The bank's date arrives for pending payouts (as payouts.test.ts does), then the task runs.
        await checker.query(
          `UPDATE test_payout_movements SET arrival_on = current_date WHERE kind = 'payout' AND status = 'pending'`,
        );
        await services.payouts.settleDue();
      });
    else await r.task('payouts-daily', () => services.payouts.runDailyPayouts());
  }
}

// ---------------------------------------------------------------------------------------------------
// The invariants, read from the database after the run.

async function checkInvariants(r: Runner) {
  const jobIds = r.world.jobs.map((j) => j.id);
  const driverIds = r.world.drivers.map((d) => d.id);
  const q = async <T>(text: string, values: unknown[] = []) =>
    (await checker.query(text, values)).rows as T[];

  // 1. Every posting sums to zero. A posting is one kind for one source: its adjustment (reassignment,
  // penalty, claim refund), bank payout, subscription charge, or else its job.
  const unbalanced = await q<{ source: string; kind: string; sum: number }>(
    `SELECT coalesce(adjustment_id::text, bank_payout_id::text, subscription_charge_id::text, job_id::text) AS source,
            kind, sum(amount_cents)::int AS sum
       FROM ledger_entries
      WHERE job_id = ANY($1) OR bank_payout_id IN (SELECT id FROM bank_payouts WHERE driver_id = ANY($2))
      GROUP BY 1, 2 HAVING sum(amount_cents) <> 0`,
    [jobIds, driverIds],
  );
  for (const u of unbalanced) r.fail('posting sums to zero', `${u.kind} of ${u.source} sums to ${u.sum}`);

  // 2. Each half of a job's pay is released at most once, to the driver who did that step: half 1 to
  // the pickup report's submitter (pretrip_completed), half 2 to the driver who delivered, who is
  // still the job's driver at completion.
  const halves = await q<{ job_id: string; kind: string; parties: string[]; postings: number }>(
    `SELECT job_id, kind, array_agg(DISTINCT party_id::text) AS parties,
            count(DISTINCT coalesce(adjustment_id::text, ''))::int AS postings
       FROM ledger_entries WHERE job_id = ANY($1) AND kind IN ('payout_1', 'payout_2') GROUP BY 1, 2`,
    [jobIds],
  );
  const transfers = await q<{ job_id: string; half: number; driver_id: string }>(
    'SELECT job_id, half, driver_id FROM payout_transfers WHERE job_id = ANY($1)',
    [jobIds],
  );
  const events = await q<{
    job_id: string;
    type: string;
    actor_id: string | null;
    data: Record<string, unknown>;
  }>('SELECT job_id, type, actor_id, data FROM job_events WHERE job_id = ANY($1) ORDER BY id', [jobIds]);
  const jobsNow = await q<{ id: string; status: string; driver_id: string | null }>(
    'SELECT id, status, driver_id FROM recovery_requests WHERE id = ANY($1)',
    [jobIds],
  );
  const name = (id: string | null | undefined) => {
    const i = driverIds.indexOf(id ?? '');
    return i >= 0 ? `driver${i}` : (id ?? 'nobody');
  };
  for (const job of jobsNow) {
    const jobName = `job ${r.world.jobs.findIndex((j) => j.id === job.id)} (${r.world.jobs.find((j) => j.id === job.id)?.stage})`;
    const of = (type: string) => events.filter((e) => e.job_id === job.id && e.type === type);
    const pickups = of('pretrip_completed');
    const deliveries = of('delivered');
    if (pickups.length > 1)
      r.fail('each half at most once', `${jobName}: ${pickups.length} pickups recorded`);
    if (deliveries.length > 1)
      r.fail('each half at most once', `${jobName}: ${deliveries.length} deliveries recorded`);
    for (const half of [1, 2] as const) {
      const expected = (half === 1 ? pickups[0] : deliveries[0])?.actor_id ?? null;
      const ledger = halves.filter((h) => h.job_id === job.id && h.kind === `payout_${half}`);
      const moved = transfers.filter((t) => t.job_id === job.id && t.half === half);
      if (ledger.length > 1 || (ledger[0]?.postings ?? 0) > 1 || moved.length > 1)
        r.fail(
          'each half at most once',
          `${jobName}: half ${half} released ${ledger.length}×, transferred ${moved.length}×`,
        );
      const paidTo = [...(ledger[0]?.parties ?? []), ...moved.map((t) => t.driver_id)];
      for (const party of new Set(paidTo)) {
        if (party !== expected)
          r.fail(
            `half ${half} to the driver who did the step`,
            `${jobName}: half ${half} to ${name(party)}, but ${half === 1 ? 'the pickup was submitted' : 'it was delivered'} by ${name(expected)}`,
          );
      }
      if (half === 2 && paidTo.length > 0 && job.driver_id !== expected)
        r.fail(
          'half 2 to the driver who did the step',
          `${jobName}: delivered by ${name(expected)}, driver of record ${name(job.driver_id)}`,
        );
    }
  }

  // 3. No acceptance (or assignment) committed after the driver's suspension: the commit-order probe.
  const probed = await q<{ job_id: string; driver_id: string; event_type: string }>(
    'SELECT job_id, driver_id, event_type FROM race_commit_probe WHERE job_id = ANY($1)',
    [jobIds],
  );
  for (const p of probed)
    r.fail(
      p.event_type === 'accepted' ? 'no acceptance after suspension' : 'no assignment after suspension',
      `${name(p.driver_id)} ${p.event_type} job ${r.world.jobs.findIndex((j) => j.id === p.job_id)} after their suspension committed`,
    );

  // 4. No pay for a cancelled job after its refund: what a driver was paid never exceeds what they were
  // owed (driver_payable, credit negative, never above zero), and a cancelled job owes nobody anything.
  const payable = await q<{ job_id: string; party_id: string; sum: number; status: string }>(
    `SELECT l.job_id, l.party_id, sum(l.amount_cents)::int AS sum, r.status
       FROM ledger_entries l JOIN recovery_requests r ON r.id = l.job_id
      WHERE l.job_id = ANY($1) AND l.account IN ('driver_payable', 'client_funds_held')
      GROUP BY 1, 2, 4, l.account HAVING sum(l.amount_cents) > 0 OR (r.status = 'cancelled' AND sum(l.amount_cents) <> 0)`,
    [jobIds],
  );
  for (const p of payable)
    r.fail(
      'no payout for a cancelled job after its refund',
      `job ${r.world.jobs.findIndex((j) => j.id === p.job_id)} (${p.status}): ${name(p.party_id)} left at ${p.sum} (paid beyond what was owed, or a cancelled job still owes)`,
    );

  // 5. Every 2xx answer's effect is in the database.
  const claimsNow = await q<{ id: string; decided_by: string | null; decision: string | null }>(
    'SELECT id, decided_by, decision FROM claims WHERE job_id = ANY($1)',
    [jobIds],
  );
  const suspensions = await q<{ driver_id: string; created_by: string | null }>(
    'SELECT driver_id, created_by FROM driver_suspensions WHERE driver_id = ANY($1)',
    [driverIds],
  );
  const instants = await q<{ driver_id: string; n: number }>(
    `SELECT driver_id, count(*)::int AS n FROM bank_payouts WHERE driver_id = ANY($1) AND method = 'instant' GROUP BY 1`,
    [driverIds],
  );
  const ratings = await q<{ job_id: string; rater_id: string }>(
    'SELECT job_id, rater_id FROM ratings WHERE job_id = ANY($1)',
    [jobIds],
  );
  const reassignCount = new Map<string, number>();
  const missing = (c: CallRecord, what: string) =>
    r.fail('every 2xx effect is in the database', `${c.actor} ${c.action} → ${c.status}, but ${what}`);
  for (const c of r.calls.filter(ok)) {
    const ev = (
      type: string,
      pred: (e: (typeof events)[number]) => boolean = (e) => e.actor_id === c.userId,
    ) => events.some((e) => e.job_id === c.jobId && e.type === type && pred(e));
    const row = jobsNow.find((j) => j.id === c.jobId);
    switch (c.action) {
      case 'accept':
        // Accepted by themselves, or already theirs by an operator's assignment (accepting again is idempotent).
        if (!ev('accepted') && !ev('assigned', (e) => e.data.driverId === c.userId))
          missing(c, 'no acceptance or assignment of the job to this driver');
        break;
      case 'pickup:submit':
        if (!ev('pretrip_completed')) missing(c, 'no pretrip_completed event by this driver');
        break;
      case 'delivery:submit':
        if (!ev('delivered')) missing(c, 'no delivered event by this driver');
        break;
      case 'confirm':
        if (!ev('delivery_confirmed')) missing(c, 'no delivery_confirmed event by the client');
        break;
      case 'cancel':
      case 'refund':
        if (row?.status !== 'cancelled') missing(c, `the job is ${row?.status}`);
        break;
      case 'pay:success':
        if (!events.some((e) => e.job_id === c.jobId && e.type === 'paid')) missing(c, 'no paid event');
        break;
      case 'withdraw':
        if (!ev('withdrawal_requested')) missing(c, 'no withdrawal_requested event');
        break;
      case 'rate':
        if (!ratings.some((x) => x.job_id === c.jobId && x.rater_id === c.userId)) missing(c, 'no rating');
        break;
      case 'claim': {
        const id = (c.json as { id?: string })?.id;
        if (!claimsNow.some((x) => x.id === id)) missing(c, 'no claim row');
        break;
      }
      case 'decide': {
        const claim = claimsNow.find((x) => x.id === c.meta?.claimId);
        if (!claim?.decision || claim.decided_by !== c.userId)
          missing(
            c,
            `the claim's decision is ${claim?.decision} by ${claim?.decided_by === c.userId ? 'them' : 'another operator'}`,
          );
        break;
      }
      case 'suspend':
        if (!suspensions.some((x) => x.driver_id === c.meta?.driverId && x.created_by === c.userId))
          missing(c, 'no suspension by this operator');
        break;
      case 'instant':
        if (!instants.some((x) => x.driver_id === c.userId)) missing(c, 'no instant bank payout');
        break;
      case 'reassign:driver':
      case 'reassign:release': {
        const key = `${c.jobId}:${c.userId}`;
        reassignCount.set(key, (reassignCount.get(key) ?? 0) + 1);
        break;
      }
    }
  }
  // A 2xx reassignment leaves at least one event of the operator's on the job: released, assigned, or
  // (once reassigning becomes an offer the driver accepts) an offer.
  for (const [key, n] of reassignCount) {
    const [jobId, operatorId] = key.split(':');
    const found = events.filter(
      (e) => e.job_id === jobId && e.actor_id === operatorId && /^(released|assigned)$|offer/.test(e.type),
    ).length;
    if (found < n)
      r.fail(
        'every 2xx effect is in the database',
        `${name(operatorId)}'s ${n} reassignments of job ${r.world.jobs.findIndex((j) => j.id === jobId)} answered 2xx, ${found} recorded`,
      );
  }
}

// ---------------------------------------------------------------------------------------------------

interface RunReport {
  index: number;
  failures: { invariant: string; detail: string }[];
  schedule: string;
  plan: Plan;
}

describe('races', () => {
  it(
    `keeps the invariants under ${PATH ? `replayed path ${PATH}` : `${RUNS} scheduled runs`} (seed ${SEED})`,
    async () => {
      const reports: RunReport[] = [];
      /** What the calls answered, per action, over all runs: shows which paths the runs reached. */
      const answers = new Map<string, number>();
      let index = 0;
      const started = Date.now();
      await fc.assert(
        fc.asyncProperty(fc.scheduler(), planArb, async (s, plan) => {
          const runIndex = index++;
          const world = await setUpWorld(plan);
          const r = new Runner(s, world, plan.delays);
          const everyone = Promise.all([
            runClient(r, plan.client),
            ...plan.drivers.map((a, i) => runDriver(r, i, a, plan.driverOffset)),
            ...plan.operators.map((a, i) => runOperator(r, i, a)),
            runBackground(r, plan.background),
            ...plan.duels.map((d) => runDuel(r, d, plan.driverOffset, plan.duelSkew)),
          ]);
          try {
            await s.waitFor(everyone);
          } catch (err) {
            r.fail('harness', `actors threw: ${(err as Error).stack}`);
          }
          // A timed-out call may still hold the pool: end the stuck sessions before reading the results.
          if (r.timedOut) await unstick();
          await checkInvariants(r);
          for (const c of r.calls) {
            const key = `${c.action} ${c.status}`;
            answers.set(key, (answers.get(key) ?? 0) + 1);
          }
          if (r.failures.length > 0) {
            reports.push({ index: runIndex, failures: r.failures, schedule: String(s), plan });
            if (SHRINK) throw new Error(r.failures.map((f) => `${f.invariant}: ${f.detail}`).join('\n'));
          }
        }),
        {
          numRuns: PATH ? 1 : RUNS,
          seed: SEED,
          path: PATH,
          endOnFailure: !SHRINK,
          interruptAfterTimeLimit: undefined,
        },
      );
      const elapsed = ((Date.now() - started) / 1000).toFixed(1);
      const byInvariant = new Map<string, number>();
      for (const rep of reports)
        for (const inv of new Set(rep.failures.map((f) => f.invariant)))
          byInvariant.set(inv, (byInvariant.get(inv) ?? 0) + 1);
      const runs = PATH ? 1 : RUNS;
      const lines = [
        `races: ${runs} runs in ${elapsed} s, seed ${SEED}${PATH ? `, path ${PATH}` : ''}: ${reports.length} failing`,
        ...[...byInvariant].map(([inv, n]) => `  ${inv}: failed in ${n} of ${runs} runs`),
        `  answers: ${[...answers]
          .sort()
          .map(([k, n]) => `${k}×${n}`)
          .join(', ')}`,
      ];
      for (const rep of reports) {
        lines.push(
          `-- run ${rep.index}: replay with npm run test:races -- --seed ${SEED} --path ${rep.index}`,
        );
        for (const f of rep.failures.slice(0, 12)) lines.push(`   ${f.invariant}: ${f.detail}`);
        if (rep.failures.length > 12) lines.push(`   … ${rep.failures.length - 12} more`);
      }
      if (reports[0] && process.env.RACE_VERBOSE === '1')
        lines.push(
          `-- schedule of run ${reports[0].index}:`,
          reports[0].schedule,
          JSON.stringify(reports[0].plan),
        );
      console.log(lines.join('\n'));
      expect(reports.length, lines.join('\n')).toBe(0);
    },
    // The short form stays under a minute; the long form sets its own budget.
    Number(process.env.RACE_TEST_TIMEOUT_MS ?? 60_000),
  );
});
