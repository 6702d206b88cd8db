import {
  changePasswordBody,
  meResponse,
  messageResponse,
  PASSWORD_RESET_SENT,
  type PasswordResetBody,
  passwordResetBody,
  passwordResetConfirmBody,
} from '@core/contracts/accounts';
import { secondFactorChallenge } from '@core/contracts/security';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth';
import { type signedInOrSecondStepWith, signInSource } from './route-helpers';
import type { AccountsService } from './service';

/** Reset e-mails to one address an hour, whoever asks. */
const RESET_MAILS_PER_ADDRESS = 5;

/** "Forgot password?" (a link by e-mail) and a signed-in person's change of password. */
export const passwordRoutes: FastifyPluginAsyncZod<{
  accounts: AccountsService;
  rateLimit: { max: number; timeWindow: string };
  signedInOrSecondStep: ReturnType<typeof signedInOrSecondStepWith>;
}> = async (app, { accounts, rateLimit, signedInOrSecondStep }) => {
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
      return signedInOrSecondStep(
        reply,
        await accounts.confirmPasswordReset(request.body, signInSource(request)),
      );
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
};
