/**
 * A steady load of mixed requests through the load balancer, as many people at once: drivers reading
 * the open jobs, a client reading their job, positions reported, messages sent to dispatch (the writes
 * whose acknowledgement is checked against the database afterwards).
 */
export interface LoadUsers {
  /** Clients who write to dispatch (each may send 30 messages a minute). */
  senders: string[];
  recipientId: string;
  client: string;
  driver: string;
  jobId: string;
}

export interface LoadStats {
  sent: number;
  failed: number;
  /** Failures by what answered: a status, or the network error's code. */
  failedBy: Record<string, number>;
  /** The contents of the messages the server acknowledged (201). */
  acknowledgedMessages: string[];
  latenciesMs: number[];
}

const WORKERS = 8;
/** Each worker waits this long between requests: about 130 requests a second in all. */
const PACE_MS = 60;

export function startLoad(base: string, users: LoadUsers) {
  const stats: LoadStats = { sent: 0, failed: 0, failedBy: {}, acknowledgedMessages: [], latenciesMs: [] };
  let running = true;
  let inFlight = 0;
  let serial = 0;
  // Contents unique to this run of the load: the check counts them in the database.
  const run = Math.random().toString(36).slice(2, 10);
  const fail = (why: string) => {
    stats.failed += 1;
    stats.failedBy[why] = (stats.failedBy[why] ?? 0) + 1;
  };

  async function one(worker: number, i: number) {
    const kind = i % 20;
    serial += 1;
    const n = serial;
    let req: { url: string; method: string; cookie: string; body?: unknown; message?: string };
    if (kind === 0) {
      const content = `scale-out message ${run}-${worker}-${n}`;
      req = {
        url: '/api/driver-messaging',
        method: 'POST',
        cookie: users.senders[n % users.senders.length]!,
        body: { recipientId: users.recipientId, content },
        message: content,
      };
    } else if (kind === 1) {
      const step = (n % 100) / 1000;
      req = {
        url: `/api/recovery-requests/${users.jobId}/location`,
        method: 'POST',
        cookie: users.driver,
        body: { lat: 32.5 - step, lng: -96.9 + step },
      };
    } else if (kind % 2 === 0) {
      req = { url: '/api/recovery-requests?status=pending', method: 'GET', cookie: users.driver };
    } else {
      req = { url: `/api/recovery-requests/${users.jobId}`, method: 'GET', cookie: users.client };
    }
    stats.sent += 1;
    inFlight += 1;
    const started = performance.now();
    try {
      const res = await fetch(`${base}${req.url}`, {
        method: req.method,
        headers: {
          cookie: req.cookie,
          ...(req.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: req.body === undefined ? undefined : JSON.stringify(req.body),
        signal: AbortSignal.timeout(15_000),
      });
      await res.arrayBuffer();
      if (!res.ok) fail(String(res.status));
      else if (req.message) stats.acknowledgedMessages.push(req.message);
      stats.latenciesMs.push(performance.now() - started);
    } catch (err) {
      fail((err as { cause?: { code?: string } }).cause?.code ?? (err as Error).name);
    } finally {
      inFlight -= 1;
    }
  }

  const workers = Array.from({ length: WORKERS }, async (_, worker) => {
    for (let i = worker; running; i += 1) {
      await one(worker, i);
      await new Promise((r) => setTimeout(r, PACE_MS));
    }
  });

  return {
    /** Requests sent and not yet answered right now. */
    inFlight: () => inFlight,
    async stop(): Promise<LoadStats> {
      running = false;
      await Promise.all(workers);
      return stats;
    },
  };
}
