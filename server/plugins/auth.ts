import type { UserRole } from '@core/contracts/accounts';
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
});

declare module 'fastify' {
  interface FastifyInstance {
    secureCookies: boolean;
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

/** Guard: an operator (admin), or 401/403. */
export function requireAdmin(request: FastifyRequest): SessionUser {
  const user = requireUser(request);
  if (!user.isAdmin) throw forbidden('Only operators can do this.');
  return user;
}
