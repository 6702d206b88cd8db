import { randomBytes } from 'node:crypto';
import type { SessionSummary } from '@core/contracts/accounts';
import { formatMoment } from '@core/moment';
import type { UserRow } from '../../db/schema';
import { notFound } from '../../lib/errors';
import {
  type AccountsContext,
  endSessions,
  type IssuedSession,
  SESSION_TTL_MS,
  sessionIdOf,
} from './context';
import { deviceLabel, ipPrefix, type SignInSource } from './devices';
import { accountMessages } from './messages';
import { accountsRepo } from './repo';

/** How stale "last active" may get: the session lookup moves it forward no more often than this. */
export const LAST_ACTIVE_STEP_MS = 5 * 60 * 1000;

/**
 * Starts a session for the device the request came from. A sign-in from a device the person never
 * used (label and address prefix) e-mails them; sign-up (`newAccount`) only records the first one.
 */
export async function issueSession(
  ctx: AccountsContext,
  user: UserRow,
  source: SignInSource = {},
  opts: { newAccount?: boolean; secondFactor?: string } = {},
): Promise<IssuedSession> {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  const device = deviceLabel(source.userAgent);
  const prefix = ipPrefix(source.ip);
  await accountsRepo.insertSession(ctx.db, {
    id: sessionIdOf(token),
    userId: user.id,
    expiresAt,
    userAgent: source.userAgent,
    device,
    ipPrefix: prefix,
    secondFactor: opts.secondFactor ?? null,
  });
  // Accounts older than the list of devices start it silently with their first sign-in.
  const hadAny = !opts.newAccount && (await accountsRepo.hasKnownDevice(ctx.db, user.id));
  const isNew = await accountsRepo.rememberDevice(ctx.db, user.id, device, prefix ?? '');
  if (hadAny && isNew) await mailNewSignIn(ctx, user, device, prefix, now);
  return { token, expiresAt, user };
}

async function mailNewSignIn(
  ctx: AccountsContext,
  user: UserRow,
  device: string,
  prefix: string | null,
  at: Date,
) {
  await ctx.mail.queue({
    to: user.email,
    ...accountMessages[user.locale].newSignIn({
      name: user.name,
      device,
      prefix,
      at: formatMoment(at, { zone: 'UTC', style: 'dateTime', locale: user.locale }),
      profile: `${ctx.publicUrl}/profile`,
    }),
    kind: 'new_sign_in',
    userId: user.id,
  });
}

/** The person's sessions, the one asking marked, most recently active first. */
export async function listSessions(
  ctx: AccountsContext,
  actorId: string,
  sessionToken: string,
): Promise<SessionSummary[]> {
  const current = sessionIdOf(sessionToken);
  const rows = await accountsRepo.sessionsOfUser(ctx.db, actorId);
  return rows.map((row) => ({
    id: row.publicId,
    device: row.device ?? deviceLabel(row.userAgent ?? undefined),
    ipPrefix: row.ipPrefix,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.lastActiveAt.toISOString(),
    current: row.id === current,
  }));
}

/** Signs out one of the person's sessions, as sign-out would; another person's id is 404. Answers whether it was the current one. */
export async function endSession(
  ctx: AccountsContext,
  actorId: string,
  sessionToken: string,
  publicId: string,
): Promise<{ current: boolean }> {
  const sessionId = await accountsRepo.deleteSessionOfUser(ctx.db, actorId, publicId);
  if (!sessionId) throw notFound('This session has already ended.');
  await endSessions(ctx, { userId: actorId, sessionIds: [sessionId], reason: 'signed_out' });
  return { current: sessionId === sessionIdOf(sessionToken) };
}

/** "Sign out everywhere else": every session of the person but this one ends. Answers how many. */
export async function endOtherSessions(
  ctx: AccountsContext,
  actorId: string,
  sessionToken: string,
): Promise<number> {
  const ended = await accountsRepo.deleteOtherSessionsOfUser(ctx.db, actorId, sessionIdOf(sessionToken));
  if (ended.length > 0) await endSessions(ctx, { userId: actorId, sessionIds: ended, reason: 'signed_out' });
  return ended.length;
}

/** Moves "last active" forward when the lookup found it a step behind (one write per session per step). */
export async function touchSession(ctx: AccountsContext, sessionId: string, lastActiveAt: Date) {
  const now = ctx.now();
  if (now.getTime() - lastActiveAt.getTime() < LAST_ACTIVE_STEP_MS) return;
  await accountsRepo.touchSession(ctx.db, sessionId, now);
}
