/**
 * Idle live connections: USERS signed-in clients open CONNECTIONS /ws connections between them (a
 * phone, a tab, another tab…) and stay idle. Prints the server process's resident memory before and
 * with them all open, and per connection.
 * Goal: 10,000 connections under 1 GiB. Starts its own server on a fresh DATA_DIR.
 *
 *   npm run bench:ws-idle -- [--connections 10000] [--users 100]
 */
import { parseArgs } from 'node:util';
import type WebSocket from 'ws';
import { memoryOf, openSocket, signUpClient, startServer } from './server';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '10000' },
    users: { type: 'string', default: '100' },
    port: { type: 'string', default: '5992' },
  },
});
const CONNECTIONS = Number(values.connections);
const USERS = Number(values.users);
const PORT = Number(values.port);
const BASE = `http://127.0.0.1:${PORT}`;

async function main() {
  const server = await startServer(PORT);
  const pid = server.pid!;
  try {
    const users: { cookie: string; id: string }[] = [];
    for (let i = 0; i < USERS; i += 8) {
      const batch = Array.from({ length: Math.min(8, USERS - i) }, (_, k) => signUpClient(BASE, i + k));
      users.push(...(await Promise.all(batch)));
    }
    // Let the start-up and sign-up garbage go before measuring.
    await new Promise((r) => setTimeout(r, 3000));
    const before = memoryOf(pid).rss;

    const sockets: WebSocket[] = [];
    const started = Date.now();
    for (let i = 0; i < CONNECTIONS; i += 200) {
      const batch = Array.from({ length: Math.min(200, CONNECTIONS - i) }, (_, k) =>
        openSocket(PORT, users[(i + k) % USERS]!.cookie),
      );
      sockets.push(...(await Promise.all(batch)));
    }
    const openSeconds = (Date.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, 5000));
    const withThem = memoryOf(pid).rss;

    console.log(
      JSON.stringify(
        {
          connections: sockets.length,
          users: USERS,
          openedInSeconds: Number(openSeconds.toFixed(1)),
          serverRssMb: { before: Number(before.toFixed(1)), withConnections: Number(withThem.toFixed(1)) },
          serverPeakRssMb: Number(memoryOf(pid).hwm.toFixed(1)),
          kbPerConnection: Number((((withThem - before) * 1024) / sockets.length).toFixed(1)),
          underOneGiB: withThem < 1024,
        },
        null,
        2,
      ),
    );
    for (const ws of sockets) ws.terminate();
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
