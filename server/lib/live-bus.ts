import type { LiveEvent } from '@core/live';
import pg from 'pg';

/** Who may receive an event: parties of a job, operators, and (for open jobs) the drivers it fits. */
export interface Audience {
  userIds: string[];
  openJob?: { vehicleType: string };
  /** Only the users named: operators do not see it unless named (private messages, own notifications). */
  private?: boolean;
}

export interface Envelope {
  event: LiveEvent;
  audience: Audience;
}

export interface LiveBus {
  publish(event: LiveEvent, audience: Audience): Promise<void>;
  subscribe(listener: (envelope: Envelope) => void): () => void;
  stop(): Promise<void>;
}

const CHANNEL = 'pathway_live';

/**
 * Live events through PostgreSQL LISTEN/NOTIFY: every process publishes with NOTIFY and hears every
 * other process's events, so nothing depends on which process a browser is connected to.
 */
export async function startLiveBus(
  databaseUrl: string,
  publisher: { query(sql: string, params: unknown[]): Promise<unknown> },
  onError: (err: Error) => void,
): Promise<LiveBus> {
  const listeners = new Set<(e: Envelope) => void>();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`LISTEN ${CHANNEL}`);
  client.on('notification', (msg) => {
    if (!msg.payload) return;
    const envelope = JSON.parse(msg.payload) as Envelope;
    for (const l of listeners) l(envelope);
  });
  client.on('error', onError);
  let stopped = false;
  return {
    async publish(event, audience) {
      if (stopped) return;
      // Through the pool: the listening connection only listens.
      await publisher.query('SELECT pg_notify($1, $2)', [
        CHANNEL,
        JSON.stringify({ event, audience } satisfies Envelope),
      ]);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async stop() {
      stopped = true;
      listeners.clear();
      await client.end();
    },
  };
}
