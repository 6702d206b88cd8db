/**
 * Messaging benchmark: USERS signed-in clients hold /ws connections and write to dispatch (the demo
 * operator, also connected) at RATE messages a second in total for SECONDS. Prints how many of the
 * messages reached the operator's live connection (`message.created`) and the senders' own tabs, and
 * p50/p95/p99 latency from each message's scheduled send time to the operator's receipt. Each message
 * goes through the whole path: HTTP POST, relationship check, insert, notification (stored, live; no
 * e-mail, since the operator is connected), the PostgreSQL bus and the fan-out. Starts its own server.
 *
 *   npm run bench:messaging -- [--users 1000] [--rate 200] [--seconds 30]
 */
import { parseArgs } from 'node:util';
import { call, latencySummary, login, openSocket, signUpClient, startServer } from './server';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '30' },
    port: { type: 'string', default: '5991' },
  },
});
const USERS = Number(values.users);
const RATE = Number(values.rate);
const SECONDS = Number(values.seconds);
const PORT = Number(values.port);
const BASE = `http://127.0.0.1:${PORT}`;

async function inBatches<T>(count: number, size: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i += size) {
    out.push(
      ...(await Promise.all(Array.from({ length: Math.min(size, count - i) }, (_, k) => make(i + k)))),
    );
  }
  return out;
}

async function main() {
  const server = await startServer(PORT);
  try {
    const operatorCookie = await login(BASE, 'admin@demo.pathway');
    const operator = (await call(BASE, operatorCookie, 'GET', '/api/me')) as { id: string };
    const users = await inBatches(USERS, 8, (i) => signUpClient(BASE, i));
    console.log(`${USERS} clients signed up`);
    const sockets = await inBatches(USERS, 50, (i) => openSocket(PORT, users[i]!.cookie));
    const operatorSocket = await openSocket(PORT, operatorCookie);
    console.log(`${USERS + 1} connections open; sending ${RATE} messages/s for ${SECONDS}s`);

    // Each sender has at most one message in flight (1,000 senders at 200/s: one every 5 s each).
    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    let echoes = 0;
    operatorSocket.on('message', (raw) => {
      const event = JSON.parse(String(raw)) as { type: string; senderId?: string };
      if (event.type !== 'message.created' || !event.senderId) return;
      const at = sentAt.get(event.senderId);
      if (at !== undefined) latencies.push(Date.now() - at);
    });
    for (const ws of sockets) {
      ws.on('message', (raw) => {
        if (String(raw).includes('"message.created"')) echoes += 1;
      });
    }

    const total = RATE * SECONDS;
    const start = Date.now() + 200;
    let failed = 0;
    const inFlight: Promise<void>[] = [];
    for (let seq = 0; seq < total; seq += 1) {
      const due = start + (seq * 1000) / RATE;
      const wait = due - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const sender = users[seq % USERS]!;
      sentAt.set(sender.id, due);
      inFlight.push(
        call(BASE, sender.cookie, 'POST', '/api/driver-messaging', {
          recipientId: operator.id,
          content: `Bench message ${seq}`,
        }).then(
          () => undefined,
          () => {
            failed += 1;
          },
        ),
      );
    }
    await Promise.all(inFlight);
    const sendSeconds = (Date.now() - start) / 1000;
    await new Promise((r) => setTimeout(r, 3000));
    console.log(
      JSON.stringify(
        {
          connectedUsers: USERS + 1,
          messagesSent: total,
          sendRatePerSecond: Number((total / sendSeconds).toFixed(1)),
          refused: failed,
          deliveredToRecipient: latencies.length,
          deliveredToSenders: echoes,
          latencyMs: latencySummary(latencies),
        },
        null,
        2,
      ),
    );
    for (const ws of [...sockets, operatorSocket]) ws.close();
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
