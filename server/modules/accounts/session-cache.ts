import type { SessionsEnded } from '../../lib/live-bus';
import type { SessionUserRow } from './repo';

/**
 * Who a session belongs to, kept for a moment per process (ADR 003): a page's burst of requests, or a
 * driver's list refetching, looks the session up once instead of once per request. A session that ends
 * or changes (sign-out, a role or operator change, deletion) is forgotten at once in the process that
 * ended it and, through the live bus, in every other; `ttlMs` bounds what a lost bus message could
 * leave (0 turns the cache off).
 */
export function createSessionCache(ttlMs: number, maxEntries = 20_000) {
  const entries = new Map<string, { user: SessionUserRow; until: number }>();
  return {
    get(sessionId: string, now = Date.now()): SessionUserRow | undefined {
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      if (entry.until > now) return entry.user;
      entries.delete(sessionId);
      return undefined;
    },
    set(sessionId: string, user: SessionUserRow, now = Date.now()) {
      if (ttlMs <= 0) return;
      // Bounded: past the limit it starts afresh (a lookup costs one query, never a wrong answer).
      if (entries.size >= maxEntries) entries.clear();
      entries.set(sessionId, { user, until: now + ttlMs });
    },
    /** The sessions a notice names, or all of its user's. */
    forget(notice: Pick<SessionsEnded, 'userId' | 'sessionIds'>) {
      if (notice.sessionIds) for (const id of notice.sessionIds) entries.delete(id);
      else for (const [id, entry] of entries) if (entry.user.id === notice.userId) entries.delete(id);
    },
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;
