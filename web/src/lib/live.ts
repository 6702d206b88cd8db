import type { ClientMessage, LiveEvent } from '@core/live';
import {
  LIVE_CLOSE_RESTARTING,
  LIVE_CLOSE_SESSION_CHANGED,
  LIVE_CLOSE_SIGNED_OUT,
  LIVE_MAX_RECONNECTS,
  LIVE_RECONNECT_DELAY_MS,
} from '@core/live-timing';

/**
 * The event types the server sends (`LiveEvent` in core/live.ts; the record makes the compiler list
 * each one). Frames are the server's own typed events, so the client checks only that a frame is one
 * of them (pongs and errors are not), not each field: no zod loads with the live connection (ADR 009).
 */
const EVENT_TYPES: Record<LiveEvent['type'], true> = {
  'job.created': true,
  'job.updated': true,
  'job.location': true,
  'job.arrival': true,
  'timeclock.changed': true,
  notification: true,
  'message.created': true,
  'message.read': true,
  'exceptions.changed': true,
};

export function isLiveEvent(data: unknown): data is LiveEvent {
  if (typeof data !== 'object' || data === null) return false;
  const type = (data as { type?: unknown }).type;
  return typeof type === 'string' && Object.hasOwn(EVENT_TYPES, type);
}

type Listener = (event: LiveEvent) => void;

/**
 * The browser's one live connection to {host}/ws (secure scheme on https). On open it sends a ping
 * with an ISO timestamp and resets the retry counter; when it closes it retries up to 5 times,
 * 3000 ms apart, then gives up and only logs (product/platform §4, §9).
 */
export function createLiveConnection(url = defaultUrl()) {
  const listeners = new Set<Listener>();
  const statusListeners = new Set<(open: boolean) => void>();
  const changedListeners = new Set<() => void>();
  let socket: WebSocket | null = null;
  let attempts = 0;
  let stopped = true;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const setOpen = (open: boolean) => {
    for (const l of statusListeners) l(open);
  };

  function connect() {
    socket = new WebSocket(url);
    socket.onopen = () => {
      attempts = 0;
      setOpen(true);
      socket?.send(
        JSON.stringify({ type: 'ping', timestamp: new Date().toISOString() } satisfies ClientMessage),
      );
    };
    socket.onmessage = (msg) => {
      let data: unknown;
      try {
        data = JSON.parse(String(msg.data));
      } catch {
        return;
      }
      if (!isLiveEvent(data)) return;
      for (const l of listeners) l(data);
    };
    socket.onclose = (closed) => {
      setOpen(false);
      socket = null;
      // The session ended (signed out here or in another tab): nothing to reconnect as.
      if (closed.code === LIVE_CLOSE_SIGNED_OUT) stopped = true;
      // The person's rights changed (a role, a suspension, operator rights): what they see is re-read.
      if (closed.code === LIVE_CLOSE_SESSION_CHANGED) for (const l of changedListeners) l();
      if (stopped) return;
      if (attempts >= LIVE_MAX_RECONNECTS) {
        console.warn(`Live connection closed; gave up after ${LIVE_MAX_RECONNECTS} attempts.`);
        return;
      }
      // A process shutting down in order: the load balancer has another one ready now.
      if (closed.code === LIVE_CLOSE_RESTARTING) {
        timer = setTimeout(connect, Math.random() * 250);
        return;
      }
      attempts += 1;
      timer = setTimeout(connect, LIVE_RECONNECT_DELAY_MS);
    };
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      attempts = 0;
      connect();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
      socket = null;
    },
    /** Sends when open; answers whether it was sent. */
    send(message: ClientMessage): boolean {
      if (socket?.readyState !== WebSocket.OPEN) return false;
      socket.send(JSON.stringify(message));
      return true;
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Called when the server closed the socket because the person's rights changed. */
    onSessionChanged(listener: () => void): () => void {
      changedListeners.add(listener);
      return () => changedListeners.delete(listener);
    },
    onStatus(listener: (open: boolean) => void): () => void {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    get isOpen() {
      return socket?.readyState === WebSocket.OPEN;
    },
  };
}

export type LiveConnection = ReturnType<typeof createLiveConnection>;

function defaultUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/ws`;
}
