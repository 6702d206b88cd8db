import {
  deletionImpactResponse,
  deletionRequestBody,
  endedSessionsResponse,
  localeBody,
  meResponse,
  sessionParams,
  sessionsResponse,
  signInBody,
  signUpBody,
  updateMeBody,
} from '@core/contracts/accounts';
import { secondFactorChallenge } from '@core/contracts/security';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../lib/errors';
import { clearSessionCookie, requireStepUp, requireUser, setSessionCookie } from '../../plugins/auth';
import { factorsRoutes } from './factors/routes';
import { passwordRoutes } from './password-routes';
import { signedInOrSecondStepWith, signInSource } from './route-helpers';
import type { AccountsService } from './service';

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
  const signedInOrSecondStep = signedInOrSecondStepWith(accounts);

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
      return signedInOrSecondStep(reply, await accounts.signIn(request.body, signInSource(request)));
    },
  );

  await app.register(passwordRoutes, { accounts, rateLimit, signedInOrSecondStep });

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

  app.get(
    '/api/me/deletion-impact',
    { schema: { response: { 200: deletionImpactResponse } } },
    async (request) => accounts.deletionImpact(requireUser(request)),
  );

  app.post(
    '/api/me/deletion-request',
    { schema: { body: deletionRequestBody, response: { 202: meResponse } } },
    async (request, reply) => {
      const row = await accounts.requestDeletion(requireUser(request), request.body ?? {});
      clearSessionCookie(reply);
      return reply.status(202).send(await accounts.describe(row));
    },
  );

  app.delete('/api/me/deletion-request', { schema: { response: { 200: meResponse } } }, async (request) =>
    accounts.describe(await accounts.keepAccount(requireUser(request)), request.user?.secondFactor ?? null),
  );

  await app.register(sessionsRoutes, { accounts });
  await app.register(factorsRoutes, { accounts, authRateLimit });

  app.patch('/api/me', { schema: { body: updateMeBody, response: { 200: meResponse } } }, async (request) => {
    const user = requireUser(request);
    return accounts.describe(await accounts.setRole(user, request.body.role), user.secondFactor ?? null);
  });

  app.put(
    '/api/me/locale',
    { schema: { body: localeBody, response: { 200: meResponse } } },
    async (request) => {
      const user = requireUser(request);
      return accounts.describe(
        await accounts.setLocale(user, request.body.locale),
        user.secondFactor ?? null,
      );
    },
  );
};

/** "Where you're signed in": the person's sessions, and signing out one or every other. */
const sessionsRoutes: FastifyPluginAsyncZod<{ accounts: AccountsService }> = async (app, { accounts }) => {
  app.get('/api/me/sessions', { schema: { response: { 200: sessionsResponse } } }, async (request) => {
    const user = requireUser(request);
    return { sessions: await accounts.listSessions(user.id, request.sessionToken!) };
  });

  // Ending sessions asks the person to confirm it's them: a stolen session must not sign its owner out.
  app.delete('/api/me/sessions/:id', { schema: { params: sessionParams } }, async (request, reply) => {
    const user = await requireStepUp(request);
    const { current } = await accounts.endSession(user.id, request.sessionToken!, request.params.id);
    if (current) clearSessionCookie(reply);
    return reply.status(204).send();
  });

  app.delete(
    '/api/me/sessions',
    { schema: { response: { 200: endedSessionsResponse } } },
    async (request) => {
      const user = await requireStepUp(request);
      return { ended: await accounts.endOtherSessions(user.id, request.sessionToken!) };
    },
  );
};
