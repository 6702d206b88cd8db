import { type ClientMessage, clientMessage } from '@core/live';
import { LIVE_CLOSE_RESTARTING, LIVE_CLOSE_SESSION_CHANGED, LIVE_CLOSE_SIGNED_OUT } from '@core/live-timing';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { WebSocket } from 'ws';
import type { Envelope, LiveBus, SessionsEnded } from '../lib/live-bus';
import { type SessionUser, sessionIdOf } from '../modules/accounts/service';

/** Unsent bytes beyond which a connection counts as slow. */
const SLOW_CONNECTION_BYTES = 8 * 1024;

export interface LiveViewer {
  user: SessionUser;
  /** For drivers: may this connection see open jobs of this vehicle type? */
  canSeeOpenJob(vehicleType: string): boolean;
}

export interface LivePluginOptions {
  bus: LiveBus;
  /** What a connection may see, worked out once when it opens. */
  viewerFor(user: SessionUser): Promise<LiveViewer>;
  onClientMessage(user: SessionUser, message: ClientMessage): Promise<void>;
  /** Who is connected: called on connect, on close and every PRESENCE_INTERVAL_MS for everyone connected. */
  onPresence?(userIds: string[]): Promise<void>;
  /** Of these session ids, the ones still valid: the heartbeat closes the others' sockets. */
  validSessionIds(sessionIds: string[]): Promise<Set<string>>;
}

interface Connection {
  socket: WebSocket;
  viewer: LiveViewer;
  /** The session it was opened with (hashed id): it closes when that session ends. */
  sessionId: string;
}

/** How often the connected users' presence is refreshed (well inside the 5-minute "away" rule). */
const PRESENCE_INTERVAL_MS = 60_000;

/**
 * /ws: one cookie-authenticated connection per tab. Every event from the bus goes to the connections
 * on this process whose user may see it: operators, the job's parties, and for open jobs the verified
 * drivers whose licence fits.
 */
export const livePlugin = fp<LivePluginOptions>(async (app: FastifyInstance, opts) => {
  await app.register(websocket, {
    options: { maxPayload: 16 * 1024 },
    // Before the listener closes: the browsers are told the server restarts and reconnect at once,
    // through the load balancer, to another process (the default would close without a code).
    preClose(done) {
      for (const client of this.websocketServer.clients)
        client.close(LIVE_CLOSE_RESTARTING, 'Server restarting');
      this.websocketServer.close();
      done();
    },
  });
  const connections = new Set<Connection>();

  const close = (c: Connection, reason: SessionsEnded['reason']) => {
    connections.delete(c);
    if (reason === 'signed_out') c.socket.close(LIVE_CLOSE_SIGNED_OUT, 'Signed out');
    else c.socket.close(LIVE_CLOSE_SESSION_CHANGED, 'Session changed');
  };
  // A session that ends anywhere closes its sockets here at once.
  const stopEnding = opts.bus.onSessionsEnded(({ userId, sessionIds, reason }) => {
    for (const c of connections) {
      if (c.viewer.user.id !== userId) continue;
      if (sessionIds && !sessionIds.includes(c.sessionId)) continue;
      close(c, reason);
    }
  });

  function fanOut({ event, audience }: Envelope) {
    // Encode once for every connection; `ws` would otherwise re-encode the string per send.
    const data = Buffer.from(JSON.stringify(event));
    const isPosition = event.type === 'job.location';
    for (const c of connections) {
      const u = c.viewer.user;
      const allowed =
        (u.isAdmin && !audience.private) ||
        audience.userIds.includes(u.id) ||
        (audience.companyId !== undefined && u.companyId === audience.companyId) ||
        (audience.openJob !== undefined && c.viewer.canSeeOpenJob(audience.openJob.vehicleType));
      if (!allowed || c.socket.readyState !== c.socket.OPEN) continue;
      // A connection that is behind skips stale positions rather than falling further behind.
      if (isPosition && c.socket.bufferedAmount > SLOW_CONNECTION_BYTES) continue;
      c.socket.send(data, { binary: false });
    }
  }

  // Positions are "latest wins": those arriving while a fan-out is pending replace the job's older
  // one, so a burst costs one fan-out per job instead of a queue that grows. Status events all go out.
  const pendingPositions = new Map<string, Envelope>();
  let flushScheduled = false;
  const flushPositions = () => {
    flushScheduled = false;
    const batch = [...pendingPositions.values()];
    pendingPositions.clear();
    for (const envelope of batch) fanOut(envelope);
  };
  const unsubscribe = opts.bus.subscribe((envelope) => {
    if (envelope.event.type !== 'job.location') return fanOut(envelope);
    pendingPositions.set(envelope.event.jobId, envelope);
    if (!flushScheduled) {
      flushScheduled = true;
      setImmediate(flushPositions);
    }
  });

  const touch = (userIds: string[]) => {
    if (!opts.onPresence || userIds.length === 0) return;
    opts.onPresence(userIds).catch((err: Error) => app.log.warn({ err }, 'presence not recorded'));
  };
  // Each beat also re-checks the sessions, so a socket never outlives its session by more than a beat
  // (expiry, or an end whose notice this process missed).
  const recheckSessions = async () => {
    const open = [...connections];
    const valid = await opts.validSessionIds([...new Set(open.map((c) => c.sessionId))]);
    for (const c of open) if (!valid.has(c.sessionId)) close(c, 'signed_out');
  };
  const heartbeat = setInterval(() => {
    touch([...connections].map((c) => c.viewer.user.id));
    recheckSessions().catch((err: Error) => app.log.warn({ err }, 'live sessions not re-checked'));
  }, PRESENCE_INTERVAL_MS);
  heartbeat.unref();

  app.get(
    '/ws',
    {
      websocket: true,
      // Refuse the upgrade itself without a session: visitors get no socket.
      preValidation: async (request, reply) => {
        if (!request.user)
          return reply
            .status(401)
            .send({ message: 'Sign in to receive live updates.', code: 'unauthorized' });
      },
    },
    async (socket, request) => {
      const user = request.user!;
      const entry: Connection = {
        socket,
        viewer: await opts.viewerFor(user),
        sessionId: sessionIdOf(request.sessionToken!),
      };
      connections.add(entry);
      touch([user.id]);
      socket.on('close', () => {
        connections.delete(entry);
        touch([user.id]);
      });
      socket.on('message', (raw) => {
        let parsed: ClientMessage;
        try {
          parsed = clientMessage.parse(JSON.parse(String(raw)));
        } catch {
          socket.send(JSON.stringify({ type: 'error', message: 'Unrecognised message' }));
          return;
        }
        if (parsed.type === 'ping') {
          socket.send(JSON.stringify({ type: 'pong', timestamp: new Date().toISOString() }));
          return;
        }
        opts.onClientMessage(user, parsed).catch((err: Error) => {
          socket.send(JSON.stringify({ type: 'error', message: err.message }));
        });
      });
    },
  );

  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    unsubscribe();
    stopEnding();
    for (const c of connections) c.socket.terminate();
  });
});
