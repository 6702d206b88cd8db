/** The scale-out test's people: sign-in, sign-up, a job on the road, and a live client as the browser's. */
import { LIVE_CLOSE_RESTARTING } from '@core/live-timing';
import WebSocket from 'ws';
import { call as api, login } from '../bench/server';

export { api, login };

const GOOD_CARD = { number: '4242424242424242', expiry: '12/34', cvc: '123' };
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A paid Dallas → Houston job the demo driver accepted: their positions go to the client live. */
export async function movingJob(base: string, client: string, driver: string): Promise<string> {
  const job = await api(base, client, 'POST', '/api/recovery-requests', {
    vehicleType: 'bobtail',
    pickupLocation: 'Dallas, TX 75201',
    destination: 'Houston, TX 77002',
    isWorking: true,
    serviceTime: 'now',
  });
  const intent = await api(base, client, 'POST', '/api/create-payment-intent', {
    amount: job.price,
    recoveryRequestId: job.id,
  });
  await api(base, client, 'POST', `/api/test-gateway/payment-intents/${intent.paymentIntentId}/confirm`, {
    clientSecret: intent.clientSecret,
    card: GOOD_CARD,
  });
  await api(base, driver, 'POST', `/api/recovery-requests/${job.id}/driver-agreement`, { agreed: true });
  for (const kind of ['license', 'selfie']) {
    const form = new FormData();
    form.append('file', new Blob([ONE_PIXEL_PNG], { type: 'image/png' }), `${kind}.png`);
    const res = await fetch(`${base}/api/recovery-requests/${job.id}/identity/${kind}`, {
      method: 'POST',
      headers: { cookie: driver },
      body: form,
    });
    if (!res.ok) throw new Error(`identity ${kind}: ${res.status} ${await res.text()}`);
  }
  await api(base, driver, 'PATCH', `/api/recovery-requests/${job.id}/status`, { status: 'accepted' });
  return job.id as string;
}

export interface LiveClient {
  reconnects: { closedAt: number; code: number; reconnectMs: number }[];
  close(): void;
}

/**
 * A /ws connection through the load balancer that reconnects as the browser's does (web/src/lib/live.ts):
 * at once when told the server is restarting, after `delayMs` when the connection dropped.
 */
export async function liveClient(lbPort: number, cookie: string, delayMs: number): Promise<LiveClient> {
  const reconnects: LiveClient['reconnects'] = [];
  let stopped = false;
  let socket: WebSocket | null = null;
  /** The close being recovered from: its time and code (a failed retry keeps the first). */
  let down: { at: number; code: number } | null = null;
  let first: (() => void) | null = null;
  const connect = () => {
    socket = new WebSocket(`ws://127.0.0.1:${lbPort}/ws`, { headers: { cookie } });
    socket.on('open', () => {
      if (down) reconnects.push({ closedAt: down.at, code: down.code, reconnectMs: Date.now() - down.at });
      down = null;
      first?.();
      first = null;
    });
    socket.on('error', () => {});
    socket.on('close', (code) => {
      if (stopped) return;
      down ??= { at: Date.now(), code };
      setTimeout(connect, down.code === LIVE_CLOSE_RESTARTING ? Math.random() * 250 : delayMs);
    });
  };
  await new Promise<void>((resolve) => {
    first = resolve;
    connect();
  });
  return {
    reconnects,
    close() {
      stopped = true;
      socket?.close();
    },
  };
}
