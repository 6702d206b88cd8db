import type { LiveEvent } from '@core/live';
import pg from 'pg';

/** Who may receive an event: parties of a job, operators, and (for open jobs) the drivers it fits. */
export interface Audience {
  userIds: string[];
  openJob?: { vehicleType: string };
  /** Every member of this company (its moves are theirs to watch). */
  companyId?: string;
  /** Only the users named: operators do not see it unless named (private messages, own notifications). */
  private?: boolean;
}

export interface Envelope {
  event: LiveEvent;
  audience: Audience;
}

/** Sessions that ended (sign-out, deletion, role change, suspension): their sockets close everywhere. */
export interface SessionsEnded {
  userId: string;
  /** Only these sessions (hashed ids); all of the user's when absent. */
  sessionIds?: string[];
  /** Why, for the socket's close frame: the sessions stay valid (a role change) or not. */
  reason: 'signed_out' | 'changed';
}

export interface LiveBus {
  publish(event: LiveEvent, audience: Audience): Promise<void>;
  subscribe(listener: (envelope: Envelope) => void): () => void;
  endSessions(notice: SessionsEnded): Promise<void>;
  onSessionsEnded(listener: (notice: SessionsEnded) => void): () => void;
  stop(): Promise<void>;
}

type Message = Envelope | { ended: SessionsEnded };

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
  const endListeners = new Set<(n: SessionsEnded) => void>();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`LISTEN ${CHANNEL}`);
  client.on('notification', (msg) => {
    if (!msg.payload) return;
    const message = JSON.parse(msg.payload) as Message;
    if ('ended' in message) for (const l of endListeners) l(message.ended);
    else for (const l of listeners) l(message);
  });
  client.on('error', onError);
  let stopped = false;
  // Through the pool: the listening connection only listens.
  const notify = async (message: Message) => {
    if (!stopped) await publisher.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(message)]);
  };
  return {
    publish: (event, audience) => notify({ event, audience }),
    endSessions: (ended) => notify({ ended }),
    onSessionsEnded(listener) {
      endListeners.add(listener);
      return () => endListeners.delete(listener);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async stop() {
      stopped = true;
      listeners.clear();
      endListeners.clear();
      await client.end();
    },
  };
}
