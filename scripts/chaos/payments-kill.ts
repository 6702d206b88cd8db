/**
 * Payments under crashes: bursts of real card payments against a real server, which is killed with
 * SIGKILL at a random moment of each burst and started again on the same DATA_DIR and database. After
 * each restart it waits for the server to repair what the crash cut short (the reconciliation and the
 * test gateway's redelivery run at start), then checks the database:
 *
 * - acknowledged: writes the server answered 2xx (a request created, an intent made, a card that
 *   succeeded at the gateway);
 * - lost: acknowledged writes missing afterwards (a created request gone, a succeeded card whose
 *   request is not paid);
 * - unrecorded: intents the gateway charged whose request is still unpaid, over the whole database;
 * - serving again: ms from the restart to the first answer of /api/health;
 * - repaired: ms from serving again until nothing was unrecorded.
 *
 * Goal: 0 lost, 0 unrecorded, every round.
 *
 *   npm run chaos:payments -- [--rounds 10] [--burst 12] [--clients 4] [--port 5971]
 */
import { parseArgs } from 'node:util';
import type pg from 'pg';
import { type ChaosServer, DALLAS_TO_DETROIT, sleep, withChaosWorld } from './harness';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '10' },
    burst: { type: 'string', default: '12' },
    clients: { type: 'string', default: '4' },
    port: { type: 'string', default: '5971' },
    /** How long to wait for the repairs after a restart before counting what is left. */
    'repair-timeout': { type: 'string', default: '60' },
  },
});
const ROUNDS = Number(values.rounds);
const BURST = Number(values.burst);
const CLIENTS = Number(values.clients);
const PORT = Number(values.port);
const REPAIR_TIMEOUT_MS = Number(values['repair-timeout']) * 1000;
const PASSWORD = 'chaos-pass-2025';

async function signUp(server: ChaosServer, i: number): Promise<string> {
  const { cookie } = await server.signUp({
    name: `Chaos Client ${i}`,
    email: `chaos.${i}@chaos.example`,
    password: PASSWORD,
  });
  return cookie;
}

/** What the server acknowledged in one round. */
interface Acknowledged {
  jobs: Set<string>;
  intents: number;
  /** Jobs whose card the gateway answered `succeeded`. */
  charged: Set<string>;
}

interface Checkout {
  jobId: string;
  paymentIntentId: string;
  clientSecret: string;
}

/** A request and its intent, before the burst: both acknowledged writes. */
async function prepare(server: ChaosServer, cookie: string, ack: Acknowledged): Promise<Checkout | null> {
  const created = await server.post('/api/recovery-requests', DALLAS_TO_DETROIT, cookie);
  if (created.status !== 201) return null;
  ack.jobs.add(created.json.id);
  const intent = await server.post(
    '/api/create-payment-intent',
    { amount: created.json.price, recoveryRequestId: created.json.id },
    cookie,
  );
  if (intent.status !== 200) return null;
  ack.intents += 1;
  return { jobId: created.json.id, ...intent.json };
}

/** The card, as the checkout page confirms it; a `succeeded` answer is noted as it arrives. */
async function pay(server: ChaosServer, checkout: Checkout, ack: Acknowledged): Promise<void> {
  const card = await server.post(`/api/test-gateway/payment-intents/${checkout.paymentIntentId}/confirm`, {
    clientSecret: checkout.clientSecret,
    card: { number: '4242424242424242', expiry: '12/34', cvc: '123' },
  });
  if (card.status === 200 && card.json.status === 'succeeded') ack.charged.add(checkout.jobId);
}

/** Intents the gateway charged for a job that is still unpaid: money taken, nothing recorded. */
async function unrecorded(db: pg.Pool): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `select r.id from test_gateway_intents i
       join recovery_requests r on r.id::text = i.metadata->>'jobId'
      where i.status = 'succeeded' and r.payment_status = 'unpaid'`,
  );
  return rows.map((r) => r.id);
}

async function lost(db: pg.Pool, ack: Acknowledged): Promise<number> {
  const ids = [...ack.jobs];
  const { rows } = await db.query<{ id: string; payment_status: string }>(
    'select id, payment_status from recovery_requests where id = any($1::uuid[])',
    [ids],
  );
  const found = new Map(rows.map((r) => [r.id, r.payment_status]));
  let missing = ids.filter((id) => !found.has(id)).length;
  for (const id of ack.charged) if (found.get(id) !== 'paid') missing += 1;
  return missing;
}

async function main() {
  const failed = await withChaosWorld({ port: PORT }, async ({ server, db }) => {
    const cookies = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => signUp(server, i)));
    const totals = { acknowledged: 0, lost: 0, unrecorded: 0 };
    console.log(
      'round  acknowledged (jobs/intents/charged)  killed after  lost  unrecorded  serving again  repaired',
    );
    for (let round = 1; round <= ROUNDS; round += 1) {
      const ack: Acknowledged = { jobs: new Set(), intents: 0, charged: new Set() };
      const checkouts = await Promise.all(
        Array.from({ length: BURST }, (_, i) => prepare(server, cookies[i % CLIENTS]!, ack)),
      );
      // The burst: cards confirmed and their events handled while more requests are created; the kill
      // falls somewhere in it.
      const burst = [
        ...checkouts.flatMap((c) => (c ? [pay(server, c, ack).catch(() => undefined)] : [])),
        ...Array.from({ length: 3 }, (_, i) =>
          prepare(server, cookies[i % CLIENTS]!, ack).catch(() => undefined),
        ),
      ];
      const killAfter = 20 + Math.floor(Math.random() * 800);
      await sleep(killAfter);
      const killed = server.kill();
      await Promise.all(burst);
      await killed;

      const servingMs = await server.restart();
      const serving = Date.now();
      let left = await unrecorded(db);
      while (left.length > 0 && Date.now() - serving < REPAIR_TIMEOUT_MS) {
        await sleep(250);
        left = await unrecorded(db);
      }
      const repairedMs = left.length === 0 ? Date.now() - serving : Number.NaN;
      const lostWrites = await lost(db, ack);
      const acknowledged = ack.jobs.size + ack.intents + ack.charged.size;
      totals.acknowledged += acknowledged;
      totals.lost += lostWrites;
      totals.unrecorded += left.length;
      console.log(
        [
          String(round).padStart(5),
          `${acknowledged} (${ack.jobs.size}/${ack.intents}/${ack.charged.size})`.padStart(36),
          `${killAfter} ms`.padStart(12),
          String(lostWrites).padStart(5),
          String(left.length).padStart(11),
          `${servingMs} ms`.padStart(14),
          (Number.isNaN(repairedMs) ? 'not within timeout' : `${repairedMs} ms`).padStart(9),
        ].join('  '),
      );
    }
    console.log(
      `\n${ROUNDS} rounds: ${totals.acknowledged} acknowledged writes, ${totals.lost} lost, ${totals.unrecorded} charged but unrecorded`,
    );
    return totals.lost > 0 || totals.unrecorded > 0;
  });
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
