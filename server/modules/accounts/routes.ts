import {
  changePasswordBody,
  endedSessionsResponse,
  meResponse,
  messageResponse,
  PASSWORD_RESET_SENT,
  type PasswordResetBody,
  passwordResetBody,
  passwordResetConfirmBody,
  sessionParams,
  sessionsResponse,
  signInBody,
  signUpBody,
  updateMeBody,
} from '@core/contracts/accounts';
import { secondFactorChallenge } from '@core/contracts/security';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../lib/errors';
import { clearSessionCookie, requireUser, setSessionCookie } from '../../plugins/auth';
import { factorsRoutes } from './factors/routes';
import type { AccountsService, SignInSource } from './service';

/** The device and address a sign-in came from (the session list and new-device e-mails show them). */
const signInSource = (request: FastifyRequest): SignInSource => ({
  userAgent: request.headers['user-agent'],
  ip: request.ip,
});

/** Reset e-mails to one address an hour, whoever asks. */
const RESET_MAILS_PER_ADDRESS = 5;

export interface AccountsRoutesOptions {
  accounts: AccountsService;
  /** Attempts per minute per client on sign-up and sign-in. */
  authRateLimit: number;
}

export const accountsRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  app,
  { accounts, authRateLimit },
) => {
  const rateLimit = { max: authRateLimit, timeWindow: '1 minute' };

  app.post(
    '/api/auth/signup',
    { schema: { body: signUpBody, response: { 201: meResponse } }, config: { rateLimit } },
    async (request, reply) => {
      const session = await accounts.signUp(request.body, signInSource(request));
      setSessionCookie(reply, session);
      return reply.status(201).send(await accounts.describe(session.user));
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: { body: signInBody, response: { 200: meResponse, 202: secondFactorChallenge } },
      config: { rateLimit },
    },
    async (request, reply) => {
      const outcome = await accounts.signIn(request.body, signInSource(request));
      // A second factor is set: no session until it is proven (POST /api/auth/login/second-factor).
      if ('secondFactorRequired' in outcome) return reply.status(202).send(outcome);
      setSessionCookie(reply, outcome);
      return accounts.describe(outcome.user);
    },
  );

  // Per address as sign-in is (the route's limit), and per e-mail address, so nobody floods one inbox
  // from many addresses. A second limit on one route is checked by hand: the plugin runs one per request.
  const perEmail = app.createRateLimit({
    max: RESET_MAILS_PER_ADDRESS,
    timeWindow: '1 hour',
    keyGenerator: (request) => `password-reset ${(request.body as PasswordResetBody).email}`,
  });
  const limitPerEmail = async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await perEmail(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    reply.header('retry-after', String(limit.ttlInSeconds));
    throw Object.assign(new Error('Rate limit exceeded'), {
      statusCode: 429,
      retryAfterSeconds: Math.max(1, limit.ttlInSeconds),
    });
  };
  app.post(
    '/api/auth/password-reset',
    {
      schema: { body: passwordResetBody, response: { 200: messageResponse } },
      config: { rateLimit },
      preHandler: limitPerEmail,
    },
    async (request) => {
      await accounts.requestPasswordReset(request.body);
      return { message: PASSWORD_RESET_SENT };
    },
  );

  app.post(
    '/api/auth/password-reset/confirm',
    {
      schema: {
        body: passwordResetConfirmBody,
        response: { 200: meResponse, 202: secondFactorChallenge },
      },
      config: { rateLimit, linkToken: true },
    },
    async (request, reply) => {
      const outcome = await accounts.confirmPasswordReset(request.body, signInSource(request));
      if ('secondFactorRequired' in outcome) return reply.status(202).send(outcome);
      setSessionCookie(reply, outcome);
      return accounts.describe(outcome.user);
    },
  );

  app.post(
    '/api/auth/password',
    { schema: { body: changePasswordBody, response: { 200: messageResponse } }, config: { rateLimit } },
    async (request) => {
      const user = requireUser(request);
      await accounts.changePassword(user.id, request.sessionToken!, request.body);
      return { message: 'Your password was changed. Other devices were signed out.' };
    },
  );

  app.post('/api/auth/logout', async (request, reply) => {
    if (request.sessionToken) await accounts.signOut(request.sessionToken);
    clearSessionCookie(reply);
    return reply.status(204).send();
  });

  app.get('/api/me', { schema: { response: { 200: meResponse } } }, async (request) => {
    const user = requireUser(request);
    const row = await accounts.getUser(user.id);
    if (!row) throw unauthorized();
    return accounts.describe(row, user.secondFactor ?? null);
  });

  app.post(
    '/api/me/deletion-request',
    { schema: { response: { 202: meResponse } } },
    async (request, reply) => {
      const row = await accounts.requestDeletion(requireUser(request));
      clearSessionCookie(reply);
      return reply.status(202).send(await accounts.describe(row));
    },
  );

  app.delete('/api/me/deletion-request', { schema: { response: { 200: meResponse } } }, async (request) =>
    accounts.describe(await accounts.keepAccount(requireUser(request))),
  );

  await app.register(sessionsRoutes, { accounts });
  await app.register(factorsRoutes, { accounts, authRateLimit });

  app.patch('/api/me', { schema: { body: updateMeBody, response: { 200: meResponse } } }, async (request) => {
    const user = requireUser(request);
    return accounts.describe(await accounts.setRole(user, request.body.role));
  });
};

/** "Where you're signed in": the person's sessions, and signing out one or every other. */
const sessionsRoutes: FastifyPluginAsyncZod<{ accounts: AccountsService }> = async (app, { accounts }) => {
  app.get('/api/me/sessions', { schema: { response: { 200: sessionsResponse } } }, async (request) => {
    const user = requireUser(request);
    return { sessions: await accounts.listSessions(user.id, request.sessionToken!) };
  });

  app.delete('/api/me/sessions/:id', { schema: { params: sessionParams } }, async (request, reply) => {
    const user = requireUser(request);
    const { current } = await accounts.endSession(user.id, request.sessionToken!, request.params.id);
    if (current) clearSessionCookie(reply);
    return reply.status(204).send();
  });

  app.delete(
    '/api/me/sessions',
    { schema: { response: { 200: endedSessionsResponse } } },
    async (request) => {
      const user = requireUser(request);
      return { ended: await accounts.endOtherSessions(user.id, request.sessionToken!) };
    },
  );
};
