import { meResponse } from '@core/contracts/accounts';
import {
  factorAddedResponse,
  passkeyOptionsBody,
  passkeyOptionsResponse,
  passkeyParams,
  passkeySignInBody,
  recoveryCodesResponse,
  registerPasskeyBody,
  secondFactorBody,
  securityResponse,
  stepUpBody,
  stepUpMethodsResponse,
  stepUpResponse,
  totpConfirmBody,
  totpSetupResponse,
} from '@core/contracts/security';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStepUp, requireUser, setSessionCookie } from '../../../plugins/auth';
import { signInSource } from '../route-helpers';
import type { AccountsService } from '../service';

/** The signed-in person and their session's token (every route here acts on the asking session). */
const asking = (request: FastifyRequest) => ({ user: requireUser(request), token: request.sessionToken! });

/**
 * Second factors (passkeys, an authenticator app, recovery codes), the sign-in's second step and
 * step-up. Everything that proves a secret is limited like sign-in.
 */
export const factorsRoutes: FastifyPluginAsyncZod<{
  accounts: AccountsService;
  authRateLimit: number;
}> = async (app, { accounts, authRateLimit }) => {
  const rateLimit = { max: authRateLimit, timeWindow: '1 minute' };

  app.post(
    '/api/auth/login/second-factor',
    { schema: { body: secondFactorBody, response: { 200: meResponse } }, config: { rateLimit } },
    async (request, reply) => {
      const session = await accounts.completeSecondFactor(request.body, signInSource(request));
      setSessionCookie(reply, session);
      return accounts.describe(session.user, request.body.method);
    },
  );
  app.post(
    '/api/auth/login/passkey-options',
    {
      schema: { body: passkeyOptionsBody, response: { 200: passkeyOptionsResponse } },
      config: { rateLimit },
    },
    (request) => accounts.secondFactorPasskeyOptions(request.body.ticket),
  );
  app.post(
    '/api/auth/passkey/options',
    { schema: { response: { 200: passkeyOptionsResponse } }, config: { rateLimit } },
    () => accounts.passkeySignInOptions(),
  );
  app.post(
    '/api/auth/passkey',
    { schema: { body: passkeySignInBody, response: { 200: meResponse } }, config: { rateLimit } },
    async (request, reply) => {
      const session = await accounts.signInWithPasskey(request.body, signInSource(request));
      setSessionCookie(reply, session);
      return accounts.describe(session.user, 'passkey');
    },
  );

  app.get('/api/auth/step-up', { schema: { response: { 200: stepUpMethodsResponse } } }, async (request) => ({
    methods: await accounts.stepUpMethodsOf(requireUser(request).id),
  }));
  app.post(
    '/api/auth/step-up/passkey-options',
    { schema: { response: { 200: passkeyOptionsResponse } }, config: { rateLimit } },
    (request) => {
      const { user, token } = asking(request);
      return accounts.stepUpPasskeyOptions(user, token);
    },
  );
  app.post(
    '/api/auth/step-up',
    { schema: { body: stepUpBody, response: { 200: stepUpResponse } }, config: { rateLimit } },
    (request) => {
      const { user, token } = asking(request);
      return accounts.stepUp(user, token, request.body);
    },
  );

  app.get('/api/me/security', { schema: { response: { 200: securityResponse } } }, (request) => {
    const { user, token } = asking(request);
    return accounts.securityOf(user, token);
  });
  // Adding a factor changes how the account is signed into: confirmed first, as removing one is.
  app.post('/api/me/totp', { schema: { response: { 200: totpSetupResponse } } }, async (request) =>
    accounts.setupTotp(await requireStepUp(request)),
  );
  app.post(
    '/api/me/totp/confirm',
    { schema: { body: totpConfirmBody, response: { 200: factorAddedResponse } }, config: { rateLimit } },
    (request) => {
      const { user, token } = asking(request);
      return accounts.confirmTotp(user, token, request.body.code);
    },
  );
  app.delete('/api/me/totp', async (request, reply) => {
    await accounts.removeFactor(await requireStepUp(request), {});
    return reply.status(204).send();
  });
  app.post(
    '/api/me/passkeys/options',
    { schema: { response: { 200: passkeyOptionsResponse } } },
    async (request) => accounts.passkeyOptions(await requireStepUp(request), request.sessionToken!),
  );
  app.post(
    '/api/me/passkeys',
    { schema: { body: registerPasskeyBody, response: { 200: factorAddedResponse } } },
    (request) => {
      const { user, token } = asking(request);
      return accounts.registerPasskey(user, token, request.body);
    },
  );
  app.delete('/api/me/passkeys/:id', { schema: { params: passkeyParams } }, async (request, reply) => {
    await accounts.removeFactor(await requireStepUp(request), { passkeyId: request.params.id });
    return reply.status(204).send();
  });
  app.post(
    '/api/me/recovery-codes',
    { schema: { response: { 200: recoveryCodesResponse } } },
    async (request) => accounts.regenerateRecoveryCodes(await requireStepUp(request)),
  );
};
