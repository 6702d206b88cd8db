import type { SecondFactorChallenge } from '@core/contracts/security';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { setSessionCookie } from '../../plugins/auth';
import type { AccountsService, IssuedSession, SignInSource } from './service';

/** The device and address a sign-in came from (the session list and new-device e-mails show them). */
export const signInSource = (request: FastifyRequest): SignInSource => ({
  userAgent: request.headers['user-agent'],
  ip: request.ip,
});

/** A second factor is set: no session until it is proven (POST /api/auth/login/second-factor), 202. */
export const signedInOrSecondStepWith =
  (accounts: AccountsService) =>
  async (reply: FastifyReply, outcome: IssuedSession | SecondFactorChallenge) => {
    if ('secondFactorRequired' in outcome) return reply.status(202).send(outcome);
    setSessionCookie(reply, outcome);
    return accounts.describe(outcome.user);
  };
