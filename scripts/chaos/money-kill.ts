/**
 * Drivers' money under crashes: jobs are made ready for each money step (a pickup report to submit:
 * half 1; a delivery report to submit; a delivery to confirm: half 2; a payout account holding half 1
 * for an instant payout; a claim to decide with a refund, a charge or both), then the steps are sent in
 * a burst (some twice, as a double tap) against a real server killed with SIGKILL somewhere in it. It is
 * started again on the same DATA_DIR and database, the steps that got no answer are sent once more (as
 * their users would), and the database and the test providers' books are checked:
 *
 * - acknowledged: steps the server answered 2xx;
 * - lost: acknowledged steps whose money is missing (a half not released, a decision without its
 *   refund or penalty, a payout row gone; a half marked sent that the provider never received);
 * - doubled: over the whole database, money moved twice (two ledger postings or provider transfers for
 *   one job half, a credit note above the claims' refunds, two penalties for one claim, a payout account
 *   paid out beyond what came in, a bank payout carrying halves another carries);
 * - in repair: halves released but not yet at the provider, payouts not yet submitted, when counted
 *   (the server's sweep retries a claim a minute old, so these wait for it);
 * - serving again: ms from the restart to the first answer of /api/health.
 *
 * After the last round it waits for the repairs to finish, then checks everything once more: a half
 * still unsent then counts as lost. Goal: 0 lost, 0 doubled, every round.
 *
 *   npm run chaos:money -- [--rounds 1] [--per-step 3] [--window 700] [--port 5972]
 */
import { parseArgs } from 'node:util';
import { authenticator } from 'otplib';
import type pg from 'pg';
import { equipmentItems } from '../../core/inspections';
import { type ChaosServer, DALLAS_TO_DETROIT, type Reply, sleep, withChaosWorld } from './harness';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '1' },
    /** Jobs made ready for each step per round. */
    'per-step': { type: 'string', default: '3' },
    /** The burst's steps start within this many ms; the kill falls within it too. */
    window: { type: 'string', default: '700' },
    port: { type: 'string', default: '5972' },
    /** How long to wait after the last round for the sweeps to finish what the crashes cut short. */
    'repair-timeout': { type: 'string', default: '180' },
  },
});
const ROUNDS = Number(values.rounds);
const PER_STEP = Number(values['per-step']);
const WINDOW_MS = Number(values.window);
const PORT = Number(values.port);
const REPAIR_TIMEOUT_MS = Number(values['repair-timeout']) * 1000;
const PASSWORD = 'chaos-pass-2025';

const STEPS = ['pickup', 'delivery', 'confirm', 'instant', 'claim'] as const;
type Step = (typeof STEPS)[number];

/** The claim decisions in turn: the refund alone, the driver's charge alone, both. */
const DECISIONS = [
  { decision: 'refund', refundCents: 20_000, chargeCents: 0 },
  { decision: 'charge_driver', refundCents: 0, chargeCents: 20_000 },
  { decision: 'split', refundCents: 10_000, chargeCents: 10_000 },
] as const;

interface Party {
  id: string;
  cookie: string;
}

interface Fixture {
  step: Step;
  client: Party;
  driver: Party;
  jobId: string;
  claimId?: string;
  decision?: (typeof DECISIONS)[number];
  /** The 2xx answer to the step, when one came (from the burst or the retry). */
  acked?: Reply;
}

let serial = 0;

function must(what: string, reply: Reply, status = 200): Reply {
  if (reply.status !== status) throw new Error(`${what}: ${reply.status} ${JSON.stringify(reply.json)}`);
  return reply;
}

/**
 * An operator: signed up, made admin with an authenticator app in the database (as the API tests do),
 * signed in with password and code, and confirmed once (step-up) for the refunds.
 */
async function newOperator(server: ChaosServer, db: pg.Pool): Promise<Party> {
  const email = 'operator@chaos.example';
  const { id } = await server.signUp({ name: 'Olga Operator', email, password: PASSWORD });
  const secret = authenticator.generateSecret(20);
  await db.query('update users set is_admin = true where id = $1', [id]);
  await db.query('insert into totp_factors (user_id, secret, confirmed_at) values ($1, $2, now())', [
    id,
    secret,
  ]);
  const post = (url: string, body: object, cookie?: string) =>
    fetch(`${server.base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const first = await post('/api/auth/login', { email, password: PASSWORD });
  if (first.status !== 202) throw new Error(`operator login: ${first.status}`);
  const { ticket } = (await first.json()) as { ticket: string };
  const code = (aheadMs: number) => authenticator.clone({ epoch: Date.now() + aheadMs }).generate(secret);
  const second = await post('/api/auth/login/second-factor', { ticket, method: 'totp', code: code(0) });
  if (!second.ok) throw new Error(`operator second factor: ${second.status}`);
  const cookie = (second.headers.get('set-cookie') ?? '').split(';')[0]!;
  // The sign-in used this time step's code: the step-up takes the next one.
  const stepped = await post('/api/auth/step-up', { method: 'totp', code: code(30_000) }, cookie);
  if (!stepped.ok) throw new Error(`operator step-up: ${stepped.status}`);
  return { id, cookie };
}

/** A driver approved in the database (as the API tests' verifiedDriver) with an enabled test payout account. */
async function newDriver(server: ChaosServer, db: pg.Pool): Promise<Party> {
  serial += 1;
  const driver = await server.signUp({
    name: `Chaos Driver ${serial}`,
    email: `driver.${serial}@chaos.example`,
    password: PASSWORD,
    role: 'driver',
  });
  await db.query(
    `insert into driver_profiles (user_id, license_class, verification_status, is_available, license_number)
     values ($1, 'A', 'approved', true, 'D1234567')`,
    [driver.id],
  );
  // Stripe's test bank numbers, which the test provider pays.
  must(
    'payout account',
    await server.post(
      '/api/driver/payout-account',
      {
        legalName: 'Dana Driver',
        dateOfBirth: '1985-04-12',
        ssnLast4: '1234',
        routingNumber: '110000000',
        accountNumber: '000123456789',
      },
      driver.cookie,
    ),
  );
  return driver;
}

const jobUrl = (jobId: string, rest = '') => `/api/recovery-requests/${jobId}${rest}`;

/** Details, the six photos and both signatures: everything but the submission. */
async function fillReport(server: ChaosServer, driver: Party, jobId: string, stage: 'pickup' | 'delivery') {
  const url = jobUrl(jobId, `/condition-reports/${stage}`);
  must(
    `${stage} report`,
    await server.call(
      'PUT',
      url,
      {
        vin: '1M8GDM9AXKP042788',
        plate: 'TX 4KL-221',
        make: 'Freightliner',
        model: 'Cascadia',
        odometer: stage === 'pickup' ? 120_000 : 121_190,
        fuelLevel: 'half',
        equipment: Object.fromEntries(equipmentItems.map((i) => [i.key, { ok: true }])),
        ...(stage === 'delivery' ? { receiverName: 'Rita Receiver' } : {}),
      },
      driver.cookie,
    ),
  );
  for (const kind of ['front', 'rear', 'left', 'right', 'odometer', 'vin_plate'])
    must(
      `${stage} photo`,
      await server.upload(
        `${url}/photos`,
        { kind, clientId: `${stage}-${kind}-${jobId}`, takenAt: new Date().toISOString() },
        driver.cookie,
      ),
      201,
    );
  for (const [role, signerName] of [
    [stage === 'pickup' ? 'releasing' : 'receiving', 'Carla Consignor'],
    ['driver', 'Dan Driver'],
  ])
    must(
      `${stage} signature`,
      await server.post(
        `${url}/signatures`,
        { role, signerName, strokes: 'M10 10 L50 40 L90 20' },
        driver.cookie,
      ),
    );
}

const submitReport = (server: ChaosServer, driver: Party, jobId: string, stage: 'pickup' | 'delivery') =>
  server.post(jobUrl(jobId, `/condition-reports/${stage}/submit`), {}, driver.cookie);

const confirmDelivery = (server: ChaosServer, client: Party, jobId: string) =>
  server.post(jobUrl(jobId, '/confirm-delivery'), {}, client.cookie);

/** A paid job the driver has accepted, then walked up to the step the burst takes. */
async function prepare(server: ChaosServer, db: pg.Pool, step: Step, client: Party): Promise<Fixture> {
  const driver = await newDriver(server, db);
  const job = must(
    'job',
    await server.post('/api/recovery-requests', DALLAS_TO_DETROIT, client.cookie),
    201,
  ).json;
  const intent = must(
    'intent',
    await server.post(
      '/api/create-payment-intent',
      { amount: job.price, recoveryRequestId: job.id },
      client.cookie,
    ),
  ).json;
  must(
    'card',
    await server.post(`/api/test-gateway/payment-intents/${intent.paymentIntentId}/confirm`, {
      clientSecret: intent.clientSecret,
      card: { number: '4242424242424242', expiry: '12/34', cvc: '123' },
    }),
  );
  must('agreement', await server.post(jobUrl(job.id, '/driver-agreement'), { agreed: true }, driver.cookie));
  for (const kind of ['license', 'selfie'])
    must('identity', await server.upload(jobUrl(job.id, `/identity/${kind}`), {}, driver.cookie));
  must(
    'accept',
    await server.call('PATCH', jobUrl(job.id, '/status'), { status: 'accepted' }, driver.cookie),
  );
  const fixture: Fixture = { step, client, driver, jobId: job.id };
  await fillReport(server, driver, job.id, 'pickup');
  if (step === 'pickup') return fixture;
  must('pickup submit', await submitReport(server, driver, job.id, 'pickup'));
  if (step === 'instant') {
    // Half 1 goes to the payout account after the submission's commit; the instant payout takes it.
    for (let i = 0; i < 50; i += 1) {
      const earnings = await server.call('GET', '/api/driver/earnings', undefined, driver.cookie);
      if (earnings.json?.availableCents > 0) return fixture;
      await sleep(100);
    }
    throw new Error(`half 1 of ${job.id} never reached the payout account`);
  }
  await fillReport(server, driver, job.id, 'delivery');
  if (step === 'delivery') return fixture;
  must('delivery submit', await submitReport(server, driver, job.id, 'delivery'));
  if (step === 'confirm') return fixture;
  // A claim opened before the confirmation holds half 2 until the decision.
  const claim = must(
    'claim',
    await server.post(
      '/api/claims',
      { jobId: job.id, kind: 'damage', amountCents: 30_000, description: 'A new dent on the rear door' },
      client.cookie,
    ),
  ).json;
  must('confirm', await confirmDelivery(server, client, job.id));
  return { ...fixture, claimId: claim.id, decision: DECISIONS[serial % DECISIONS.length] };
}

/** The money step itself, as the driver's phone, the client or the operator sends it. */
function send(server: ChaosServer, f: Fixture, operator: Party): Promise<Reply> {
  switch (f.step) {
    case 'pickup':
    case 'delivery':
      return submitReport(server, f.driver, f.jobId, f.step);
    case 'confirm':
      return confirmDelivery(server, f.client, f.jobId);
    case 'instant':
      return server.post('/api/driver/payouts/instant', {}, f.driver.cookie);
    case 'claim':
      return server.post(
        `/api/admin/claims/${f.claimId}/decision`,
        { ...f.decision, reason: 'Decided by the chaos test' },
        operator.cookie,
      );
  }
}

async function sendNoting(server: ChaosServer, f: Fixture, operator: Party): Promise<void> {
  const reply = await send(server, f, operator);
  if (reply.status >= 200 && reply.status < 300 && !f.acked) f.acked = reply;
}

/** Runs `work` over `items`, `width` at a time. */
async function inParallel<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i]!);
      }
    }),
  );
  return out;
}

/** Acknowledged steps whose money is not where the answer said it was. */
async function lost(db: pg.Pool, fixtures: Fixture[]): Promise<string[]> {
  const problems: string[] = [];
  for (const f of fixtures.filter((x) => x.acked)) {
    const { rows } = await db.query(
      `select r.status,
         (select array_agg(stage::text) from condition_reports c where c.job_id = r.id and c.submitted_at is not null) as submitted,
         (select array_agg(distinct kind::text) from ledger_entries l where l.job_id = r.id and l.adjustment_id is null) as postings,
         (select array_agg(half) from payout_transfers t where t.job_id = r.id) as halves
       from recovery_requests r where r.id = $1`,
      [f.jobId],
    );
    const job = rows[0];
    const say = (what: string) => problems.push(`${f.step} ${f.jobId}: ${what}`);
    if (!job) {
      say('job gone');
      continue;
    }
    const posted = (kind: string) => (job.postings ?? []).includes(kind);
    const released = (half: number) => (job.halves ?? []).includes(half);
    if (f.step === 'pickup' || f.step === 'delivery') {
      if (!(job.submitted ?? []).includes(f.step)) say(`${f.step} report not submitted`);
    }
    if (f.step === 'pickup' && !(posted('payout_1') && released(1))) say('half 1 not released');
    if (f.step === 'delivery' && !['delivered', 'completed'].includes(job.status))
      say(`status ${job.status}`);
    if ((f.step === 'confirm' || f.step === 'claim') && !(posted('payout_2') && released(2)))
      say('half 2 not released');
    if (f.step === 'instant') {
      const payout = await db.query('select 1 from bank_payouts where id = $1', [f.acked!.json.payout?.id]);
      if (payout.rowCount === 0) say('instant payout gone');
    }
    if (f.step === 'claim') {
      const { rows: c } = await db.query(
        `select c.decision::text, c.refund_cents, c.charge_cents,
           (select count(*)::int from ledger_entries l where l.adjustment_id = c.id and l.kind = 'claim_refund') as refund_lines,
           (select count(*)::int from driver_penalties p where p.job_id = c.job_id and p.amount_cents = $2) as penalties,
           (select i.refund_id from payments p join test_gateway_intents i on i.id = p.payment_intent_id where p.job_id = c.job_id) as provider_refund
         from claims c where c.id = $1`,
        [f.claimId, f.decision!.chargeCents],
      );
      const claim = c[0];
      if (claim?.decision !== f.decision!.decision) say('decision gone');
      else {
        if (f.decision!.refundCents > 0 && (claim.refund_lines === 0 || !claim.provider_refund))
          say('refund not recorded or not at the provider');
        if (f.decision!.chargeCents > 0 && claim.penalties === 0) say('penalty gone');
      }
    }
  }
  // Halves the ledger says were sent that the provider never received.
  const { rows } = await db.query(
    `select t.job_id, t.half from payout_transfers t
      where t.status = 'sent' and t.amount_cents > 0
        and not exists (select 1 from test_payout_movements m
                         where m.kind = 'transfer' and m.idempotency_key = 'transfer:' || t.job_id || ':' || t.half)`,
  );
  for (const r of rows) problems.push(`half ${r.half} of ${r.job_id} marked sent, not at the provider`);
  return problems;
}

/** Money moved twice, anywhere in the database. */
async function doubled(db: pg.Pool): Promise<string[]> {
  const checks: [string, string][] = [
    [
      'two ledger postings for one job half',
      `select job_id || ' ' || kind from ledger_entries
        where kind in ('payout_1', 'payout_2', 'transfer_1', 'transfer_2') and account in ('driver_payable', 'driver_balance')
        group by job_id, kind, account having count(*) > 1`,
    ],
    [
      'more provider transfers than halves sent',
      `select m.transfer_group from test_payout_movements m where m.kind = 'transfer'
        group by m.transfer_group
       having count(*) > (select count(*) from payout_transfers t
                           where 'job_' || t.job_id = m.transfer_group and t.amount_cents > 0)`,
    ],
    [
      'a credit note above the refunds the ledger posted',
      `select i.job_id || ': credit note ' || i.credit_note_cents from invoices i join payments p on p.job_id = i.job_id
        where coalesce(i.credit_note_cents, 0) > coalesce(p.refunded_cents, 0) -
              (select coalesce(sum(l.amount_cents), 0) from ledger_entries l
                where l.job_id = i.job_id and l.kind = 'claim_refund' and l.account = 'cash')`,
    ],
    [
      'two refund postings for one claim',
      `select adjustment_id::text from ledger_entries where kind = 'claim_refund' and account = 'cash'
        group by adjustment_id having count(*) > 1`,
    ],
    [
      'two penalties for one claim',
      `select job_id::text from driver_penalties where reason like 'Claim %' group by job_id having count(*) > 1`,
    ],
    [
      'a payout account paid out beyond what came in',
      `select account_id from test_payout_movements group by account_id
       having sum(case when kind = 'transfer' then amount_cents
                       when kind = 'fee' or (kind = 'payout' and status <> 'failed') then -amount_cents
                       else 0 end) < 0`,
    ],
    [
      'a bank payout whose halves another payout carries',
      `select b.id::text from bank_payouts b where b.status <> 'failed'
          and b.amount_cents + b.fee_cents <>
              (select coalesce(sum(t.amount_cents), 0) from payout_transfers t where t.bank_payout_id = b.id)`,
    ],
  ];
  const found: string[] = [];
  for (const [what, query] of checks) {
    const { rows } = await db.query<Record<string, string>>(query);
    for (const r of rows) found.push(`${what}: ${Object.values(r)[0]}`);
  }
  return found;
}

/** What the crashes left for the sweeps: halves not at the provider yet, payouts not submitted or settled. */
async function inRepair(
  db: pg.Pool,
): Promise<{ halves: number; payouts: number; stuck: number; refundedUndecided: number }> {
  const { rows } = await db.query(
    `select
       (select count(*)::int from payout_transfers t join payout_accounts a on a.driver_id = t.driver_id
         where a.status = 'enabled' and t.frozen_by is null and t.status in ('held', 'sending')) as halves,
       (select count(*)::int from bank_payouts where status = 'pending' and provider_payout_id is null) as payouts,
       (select count(*)::int from bank_payouts b join test_payout_movements m on m.id = b.provider_payout_id
         where b.status = 'pending' and m.status <> 'pending') as stuck,
       (select count(distinct c.id)::int from claims c join ledger_entries l on l.adjustment_id = c.id
         where c.decision is null and l.kind = 'claim_refund') as "refundedUndecided"`,
  );
  return rows[0];
}

/** Provider refunds on jobs that record none (a crash between the provider's refund and the decision). */
async function unrecordedRefunds(db: pg.Pool): Promise<number> {
  const { rows } = await db.query(
    `select count(*)::int as n from test_gateway_intents i
       join payments p on p.payment_intent_id = i.id
      where i.refund_id is not null and p.refunded_at is null
        and not exists (select 1 from ledger_entries l where l.job_id = p.job_id and l.kind = 'claim_refund')`,
  );
  return rows[0].n;
}

async function main() {
  const failed = await withChaosWorld({ port: PORT }, async ({ server, db }) => {
    const operator = await newOperator(server, db);
    const clients = await Promise.all(
      Array.from({ length: 3 }, (_, i) =>
        server.signUp({ name: `Chaos Client ${i}`, email: `client.${i}@chaos.example`, password: PASSWORD }),
      ),
    );
    const all: Fixture[] = [];
    let acknowledged = 0;
    // The checks look at the whole database: a problem is counted in the round it first shows.
    const seenLost = new Set<string>();
    const seenDoubled = new Set<string>();
    const fresh = (seen: Set<string>, found: string[]) => found.filter((p) => !seen.has(p) && seen.add(p));
    console.log(
      'round  prepared  acknowledged (pickup/delivery/confirm/instant/claim)  killed after  lost  doubled  in repair (halves/payouts)  serving again',
    );
    for (let round = 1; round <= ROUNDS; round += 1) {
      const steps = STEPS.flatMap((step) => Array.from({ length: PER_STEP }, () => step));
      const prepStarted = Date.now();
      const fixtures = await inParallel(steps, 4, (step) => prepare(server, db, step, clients[serial % 3]!));
      const prepMs = Date.now() - prepStarted;
      all.push(...fixtures);

      // The burst: each step at its own moment of the window, half of them tapped twice; the kill
      // falls somewhere in the window.
      const burst = fixtures.flatMap((f) => {
        const at = Math.random() * WINDOW_MS;
        const taps = [sleep(at).then(() => sendNoting(server, f, operator))];
        if (Math.random() < 0.5)
          taps.push(sleep(at + Math.random() * 50).then(() => sendNoting(server, f, operator)));
        return taps;
      });
      const killAfter = 20 + Math.floor(Math.random() * WINDOW_MS);
      await sleep(killAfter);
      await server.kill();
      await Promise.all(burst);
      const servingMs = await server.restart();
      // What got no answer is sent again, as the driver, client or operator would.
      const retried = fixtures.filter((f) => !f.acked);
      const retries = await Promise.all(retried.map((f) => send(server, f, operator)));
      const refused = new Map<string, number>();
      retries.forEach((reply, i) => {
        const f = retried[i]!;
        if (reply.status >= 200 && reply.status < 300) f.acked = reply;
        else {
          // A refusal names why: done already (409 from the first attempt's commit) or an error.
          const key = `${f.step} ${reply.status} ${reply.json?.code ?? ''}`.trim();
          refused.set(key, (refused.get(key) ?? 0) + 1);
        }
      });

      const lostNow = fresh(seenLost, await lost(db, fixtures));
      const doubledNow = fresh(seenDoubled, await doubled(db));
      const repair = await inRepair(db);
      const acked = fixtures.filter((f) => f.acked);
      const byStep = STEPS.map((s) => acked.filter((f) => f.step === s).length).join('/');
      acknowledged += acked.length;
      console.log(
        [
          String(round).padStart(5),
          `${fixtures.length} in ${(prepMs / 1000).toFixed(1)} s`.padStart(8),
          `${acked.length} (${byStep})`.padStart(52),
          `${killAfter} ms`.padStart(12),
          String(lostNow.length).padStart(4),
          String(doubledNow.length).padStart(7),
          `${repair.halves}/${repair.payouts}`.padStart(26),
          `${servingMs} ms`.padStart(13),
        ].join('  '),
      );
      for (const p of [...lostNow, ...doubledNow]) console.log(`       ${p}`);
      if (refused.size > 0)
        console.log(`       retries refused: ${[...refused].map(([k, n]) => `${k} ×${n}`).join(', ')}`);
    }

    // The sweeps retry a send claimed a minute ago: wait for them, then look at everything again.
    const waited = Date.now();
    let repair = await inRepair(db);
    while (repair.halves + repair.payouts > 0 && Date.now() - waited < REPAIR_TIMEOUT_MS) {
      await sleep(1000);
      repair = await inRepair(db);
    }
    const finalLost = fresh(seenLost, await lost(db, all));
    const finalDoubled = fresh(seenDoubled, await doubled(db));
    const refunds = await unrecordedRefunds(db);
    const unrepaired = repair.halves + repair.payouts;
    console.log(
      `\nAfter the last round: repairs ${unrepaired === 0 ? `done in ${Date.now() - waited} ms` : `not done within ${REPAIR_TIMEOUT_MS / 1000} s (${repair.halves} halves, ${repair.payouts} payouts left: counted lost)`}; ${finalLost.length} more lost, ${finalDoubled.length} more doubled; ${repair.stuck} bank payouts the provider settled still pending here; ${refunds} provider refunds unrecorded; ${repair.refundedUndecided} claims refunded but still undecided`,
    );
    for (const p of [...finalLost, ...finalDoubled]) console.log(`       ${p}`);
    const lostAll = seenLost.size + unrepaired;
    const doubledAll = seenDoubled.size;
    console.log(
      `\n${ROUNDS} rounds: ${acknowledged} acknowledged money steps, ${lostAll} lost, ${doubledAll} doubled`,
    );
    return lostAll > 0 || doubledAll > 0;
  });
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
