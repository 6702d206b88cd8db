import { meResponse } from '@core/contracts/accounts';
import {
  changeEmailBody,
  emailVerificationResponse,
  phoneCodeBody,
  phoneVerificationResponse,
  verifyEmailConfirmBody,
} from '@core/contracts/verification';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStepUp, requireUser } from '../../plugins/auth';
import type { AccountsService } from './service';

export interface VerificationRoutesOptions {
  accounts: AccountsService;
  /** Attempts per minute per client, as on sign-in (a change of e-mail checks the password). */
  authRateLimit: number;
}

/** Per signed-in person (the service also counts links and texts per hour in the database). */
const perUser = (max: number) => ({
  max,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => `verification ${request.user?.id ?? request.ip}`,
});

/** Verified contact: the e-mail link, a new link, the phone code and a change of e-mail address. */
export const verificationRoutes: FastifyPluginAsyncZod<VerificationRoutesOptions> = async (
  app,
  { accounts, authRateLimit },
) => {
  const rateLimit = { max: authRateLimit, timeWindow: '1 minute' };

  // Opened from the e-mail, perhaps on another device: the token alone confirms (no session needed).
  app.post(
    '/api/auth/verify-email/confirm',
    {
      schema: { body: verifyEmailConfirmBody, response: { 200: emailVerificationResponse } },
      config: { rateLimit, linkToken: true },
    },
    async (request) => {
      const { email } = await accounts.confirmEmail(request.body.token);
      return { email, message: `Thank you: ${email} is confirmed.` };
    },
  );

  app.post(
    '/api/me/email-verification',
    { schema: { response: { 200: emailVerificationResponse } }, config: { rateLimit: perUser(10) } },
    async (request) => {
      const { email } = await accounts.resendEmailLink(requireUser(request).id);
      return { email, message: `We sent a new link to ${email}. It works for 24 hours.` };
    },
  );

  app.patch(
    '/api/me/email',
    { schema: { body: changeEmailBody, response: { 200: meResponse } }, config: { rateLimit } },
    async (request) => {
      const user = await requireStepUp(request);
      return accounts.describe(await accounts.changeEmail(user.id, request.body), user.secondFactor ?? null);
    },
  );

  app.post(
    '/api/me/phone-verification',
    { schema: { response: { 200: phoneVerificationResponse } }, config: { rateLimit: perUser(10) } },
    async (request) => {
      const { phone } = await accounts.sendPhoneCode(requireUser(request).id);
      return { phone, message: `We texted a new code to ${phone}. It works for 10 minutes.` };
    },
  );

  app.post(
    '/api/me/phone-verification/confirm',
    {
      schema: { body: phoneCodeBody, response: { 200: phoneVerificationResponse } },
      config: { rateLimit: perUser(20) },
    },
    async (request) => {
      const user = requireUser(request);
      await accounts.confirmPhoneCode(user.id, request.body.code);
      const row = await accounts.getUser(user.id);
      return { phone: row?.phone ?? '', message: 'Your phone number is confirmed.' };
    },
  );
};
