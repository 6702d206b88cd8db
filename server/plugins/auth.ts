import type { UserRole } from '@core/contracts/accounts';
import { SECOND_FACTOR_REQUIRED, type StepUpMethod } from '@core/contracts/security';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/errors';
import type { AccountsService, IssuedSession, SessionUser } from '../modules/accounts/service';

export const SESSION_COOKIE = 'pathway_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, resolved from the session cookie; null for visitors. */
    user: SessionUser | null;
    sessionToken: string | null;
  }
}

export interface AuthPluginOptions {
  accounts: AccountsService;
  secureCookies: boolean;
  /** Refunds and claim decisions above this many cents ask for a step-up. */
  stepUpAmountCents: number;
}

/** Reads the session cookie once per request and exposes `request.user`. */
export const authPlugin = fp<AuthPluginOptions>(async (app: FastifyInstance, opts) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (request) => {
    const raw = request.cookies[SESSION_COOKIE];
    if (!raw) return;
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return;
    const user = await opts.accounts.userForSession(unsigned.value);
    if (!user) return;
    request.user = user;
    request.sessionToken = unsigned.value;
  });
  // An answer read with a session is that person's: never kept by a shared cache or the browser's
  // back-forward store after sign-out, unless its route chose its own caching (files, plans).
  app.addHook('onSend', async (request, reply) => {
    if (request.user && request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'private, no-store');
  });
  app.decorate('secureCookies', opts.secureCookies);
  app.decorate('requireSteppedUp', (token: string) => opts.accounts.requireSteppedUp(token));
  app.decorate('stepUpAmountCents', opts.stepUpAmountCents);
});

declare module 'fastify' {
  interface FastifyInstance {
    secureCookies: boolean;
    requireSteppedUp: (sessionToken: string) => Promise<StepUpMethod>;
    stepUpAmountCents: number;
  }
}

export function setSessionCookie(reply: FastifyReply, session: IssuedSession) {
  reply.setCookie(SESSION_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.server.secureCookies,
    signed: true,
    expires: session.expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.server.secureCookies,
  });
}

/** Guard: the acting user, or 401. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** Guard: the acting user in the given role, or 401/403. */
export function requireRole(request: FastifyRequest, role: UserRole): SessionUser {
  const user = requireUser(request);
  if (user.role !== role) {
    throw forbidden(
      role === 'driver'
        ? 'This is for drivers. Switch your role to Driver in your profile.'
        : 'This is for customers.',
    );
  }
  return user;
}

/**
 * Guard: an operator (admin) whose session was proven with a second factor, or 401/403. An operator
 * signed in with a password alone gets `second_factor_required`: the console sends them to set one up.
 */
export function requireAdmin(request: FastifyRequest): SessionUser {
  const user = requireUser(request);
  if (!user.isAdmin && !user.operatorWithoutSecondFactor) throw forbidden('Only operators can do this.');
  if (!user.isAdmin)
    throw forbidden(
      'Operators sign in with a second factor. Set up an authenticator app or a passkey in your profile, then open the console again.',
      SECOND_FACTOR_REQUIRED,
    );
  return user;
}

/**
 * Guard for what moves money or power: the acting user, marked with how they confirmed it's them in
 * the last few minutes (the audit records it), or 403 `step_up_required` (the web app prompts, then retries).
 */
export async function requireStepUp(
  request: FastifyRequest,
  user = requireUser(request),
): Promise<SessionUser> {
  const stepUp = await request.server.requireSteppedUp(request.sessionToken!);
  return { ...user, stepUp };
}

/** Guard for a refund or a decision worth `amountCents`: a step-up above the configured amount. */
export async function requireStepUpAbove(
  request: FastifyRequest,
  user: SessionUser,
  amountCents: number,
): Promise<SessionUser> {
  return amountCents > request.server.stepUpAmountCents ? requireStepUp(request, user) : user;
}
