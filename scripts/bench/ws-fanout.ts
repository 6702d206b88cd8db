/**
 * Live fan-out benchmark: watchers on /ws follow jobs in progress while the driver reports positions
 * at a fixed total rate. Prints delivered count and p50/p95/p99 latency from each position's
 * scheduled send time to each watcher's receipt (one machine, one clock). Starts its own server on
 * a fresh DATA_DIR and stops it after.
 *
 *   --jobs 1 (default): every watcher follows the same job, so each update goes to all of them
 *                       (the worst case: watchers × rate messages a second).
 *   --jobs N:           N clients each with a job in progress; watchers are spread over the clients,
 *                       updates over the jobs (each update reaches watchers / N connections).
 *
 *   npm run bench:ws-fanout -- --watchers 1000 --rate 100 --seconds 30 [--jobs 100]
 */
import { fork } from 'node:child_process';
import { parseArgs } from 'node:util';
import type WebSocket from 'ws';
import { call as callApi, latencySummary, login, openSocket, signUpClient, startServer } from './server';

const { values } = parseArgs({
  options: {
    watchers: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '30' },
    port: { type: 'string', default: '5990' },
    processes: { type: 'string', default: '2' },
    jobs: { type: 'string', default: '1' },
    // internal: this process is a watcher group
    'watcher-group': { type: 'string' },
    cookies: { type: 'string' },
    offset: { type: 'string', default: '0' },
  },
});
const WATCHERS = Number(values.watchers);
const RATE = Number(values.rate);
const SECONDS = Number(values.seconds);
const PORT = Number(values.port);
const JOBS = Number(values.jobs);
const BASE = `http://127.0.0.1:${PORT}`;
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const call = (cookie: string, method: string, url: string, body?: unknown) =>
  callApi(BASE, cookie, method, url, body);

async function upload(cookie: string, url: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([tinyPng], { type: 'image/png' }), 'photo.png');
  const res = await fetch(`${BASE}${url}`, { method: 'POST', headers: { cookie }, body: form });
  if (!res.ok) throw new Error(`upload ${url}: ${res.status} ${await res.text()}`);
}

/** A job in progress, driven by the demo driver, through the public API. */
async function jobInProgress(client: string, driver: string): Promise<string> {
  const job = await call(client, 'POST', '/api/recovery-requests', {
    vehicleType: 'bobtail',
    pickupLocation: 'Dallas, TX 75201',
    destination: 'Houston, TX 77002',
    distance: 360,
    isWorking: true,
    isLoaded: false,
    serviceTime: 'now',
  });
  const intent = await call(client, 'POST', '/api/create-payment-intent', {
    amount: job.price,
    recoveryRequestId: job.id,
  });
  // The server records the payment from the test gateway's event.
  await call('', 'POST', `/api/test-gateway/payment-intents/${intent.paymentIntentId}/confirm`, {
    clientSecret: intent.clientSecret,
    card: { number: '4242424242424242', expiry: '12/34', cvc: '123' },
  });
  await call(driver, 'POST', `/api/recovery-requests/${job.id}/driver-agreement`, { agreed: true });
  await upload(driver, `/api/recovery-requests/${job.id}/identity/license`, {});
  await upload(driver, `/api/recovery-requests/${job.id}/identity/selfie`, {});
  await call(driver, 'PATCH', `/api/recovery-requests/${job.id}/status`, { status: 'accepted' });
  for (const angle of ['front', 'rear', 'left', 'right']) {
    await upload(driver, `/api/recovery-requests/${job.id}/photos`, { stage: 'before', angle });
  }
  const checklist = Object.fromEntries(
    [
      'tires',
      'lights',
      'brakes',
      'airLines',
      'mirrors',
      'horn',
      'wipers',
      'fluidLeaks',
      'dashboardWarnings',
      'documents',
    ].map((k) => [k, 'ok']),
  );
  await call(driver, 'POST', `/api/recovery-requests/${job.id}/pretrip`, { checklist, odometer: 1000 });
  return job.id;
}

const open = (cookie: string) => openSocket(PORT, cookie);

/**
 * A watcher group (a child process): opens its share of the connections and reports latencies.
 * Each location's longitude encodes its sequence number; its scheduled send time follows from the
 * start time and the rate, so latency is measured against the wall clock shared by all processes.
 */
async function watcherGroup(count: number, cookies: string[], offset: number) {
  const sockets: WebSocket[] = [];
  for (let i = 0; i < count; i += 50) {
    const batch = Array.from({ length: Math.min(50, count - i) }, (_, k) =>
      open(cookies[(offset + i + k) % cookies.length]!),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  const latencies: number[] = [];
  let startWall = 0;
  const lngRe = /"lng":(-?[0-9.]+)/;
  for (const ws of sockets) {
    ws.on('message', (raw) => {
      const text = String(raw);
      if (!text.includes('job.location')) return;
      const m = lngRe.exec(text);
      if (!m || !startWall) return;
      const seq = Math.round((Number(m[1]) + 100) * 1e6);
      latencies.push(Date.now() - (startWall + (seq * 1000) / RATE));
    });
  }
  process.send?.({ type: 'ready' });
  process.on('message', (msg: { type: string; startWall?: number }) => {
    if (msg.type === 'start') startWall = msg.startWall!;
    if (msg.type === 'report') {
      for (const ws of sockets) ws.close();
      process.send?.({ type: 'latencies', latencies }, () => process.exit(0));
    }
  });
}

async function main() {
  const server = await startServer(PORT);
  try {
    const driver = await login(BASE, 'driver@demo.pathway');
    const clients = JOBS === 1 ? [await login(BASE, 'client@demo.pathway')] : [];
    for (let i = clients.length; i < JOBS; i += 1) clients.push((await signUpClient(BASE, i)).cookie);
    const jobIds: string[] = [];
    for (const client of clients) jobIds.push(await jobInProgress(client, driver));
    console.log(`${JOBS} job(s) in progress`);

    const groups = Number(values.processes);
    // Watcher w follows client w % JOBS; group g takes a contiguous range of w.
    const sizes = Array.from(
      { length: groups },
      (_, g) => Math.floor(WATCHERS / groups) + (g < WATCHERS % groups ? 1 : 0),
    );
    const children = sizes.map((size, g) =>
      fork(
        process.argv[1]!,
        [
          ...['--watcher-group', String(g), '--watchers', String(size)],
          ...['--offset', String(sizes.slice(0, g).reduce((a, b) => a + b, 0))],
          ...['--rate', String(RATE), '--port', String(PORT), '--cookies', JSON.stringify(clients)],
        ],
        { execArgv: process.execArgv },
      ),
    );
    const watchersPerJob = jobIds.map((_, j) => Math.floor(WATCHERS / JOBS) + (j < WATCHERS % JOBS ? 1 : 0));
    await Promise.all(children.map((c) => new Promise((r) => c.once('message', r))));
    const sender = await open(driver);
    console.log(`watchers connected: ${WATCHERS} in ${groups} processes; sending ${RATE}/s for ${SECONDS}s`);

    const total = RATE * SECONDS;
    const startWall = Date.now() + 200;
    for (const c of children) c.send({ type: 'start', startWall });
    for (let seq = 1; seq <= total; seq += 1) {
      const wait = startWall + (seq * 1000) / RATE - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      sender.send(
        JSON.stringify({ type: 'location', jobId: jobIds[seq % JOBS], lat: 31, lng: -100 + seq / 1e6 }),
      );
    }
    const sendSeconds = (Date.now() - startWall) / 1000;
    await new Promise((r) => setTimeout(r, 3000));
    const latencies = (
      await Promise.all(
        children.map(
          (c) =>
            new Promise<number[]>((resolve) => {
              c.on('message', (m: { type: string; latencies?: number[] }) => {
                if (m.type === 'latencies') resolve(m.latencies!);
              });
              c.send({ type: 'report' });
            }),
        ),
      )
    ).flat();

    let expected = 0;
    for (let seq = 1; seq <= total; seq += 1) expected += watchersPerJob[seq % JOBS]!;
    console.log(
      JSON.stringify(
        {
          watchers: WATCHERS,
          jobs: JOBS,
          watcherProcesses: groups,
          updatesSent: total,
          sendRatePerSecond: Number((total / sendSeconds).toFixed(1)),
          expectedDeliveries: expected,
          delivered: latencies.length,
          deliveredPercent: Number(((latencies.length / expected) * 100).toFixed(2)),
          latencyMs: latencySummary(latencies),
        },
        null,
        2,
      ),
    );
    sender.close();
  } finally {
    server.kill('SIGTERM');
  }
}

const run =
  values['watcher-group'] !== undefined
    ? () => watcherGroup(WATCHERS, JSON.parse(values.cookies!) as string[], Number(values.offset))
    : main;
run().catch((err) => {
  console.error(err);
  process.exit(1);
});
