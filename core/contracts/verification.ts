/** Verified contact: the e-mail confirmation link, the phone code and a change of e-mail address. */
import { z } from 'zod';
import { emailSchema, resetTokenSchema } from './accounts';

/** The code a refused action answers with while the account's e-mail address is not confirmed. */
export const EMAIL_UNVERIFIED = 'email_unverified';

/** POST /api/auth/verify-email/confirm: the link's token (the same shape as a reset link's). */
export const verifyEmailConfirmBody = z.object({ token: resetTokenSchema });
export type VerifyEmailConfirmBody = z.input<typeof verifyEmailConfirmBody>;

/** The confirmed address, or where a new link went. */
export const emailVerificationResponse = z.object({ email: z.string(), message: z.string() });
export type EmailVerificationResponse = z.infer<typeof emailVerificationResponse>;

/** PATCH /api/me/email: a new address (the route asks for a step-up: a stolen session cannot move it). */
export const changeEmailBody = z.object({ email: emailSchema });
export type ChangeEmailBody = z.input<typeof changeEmailBody>;

/** POST /api/me/phone-verification/confirm: the 6-digit code texted to the phone on file. */
export const phoneCodeBody = z.object({
  code: z
    .string({ error: 'Enter the 6-digit code' })
    .trim()
    .regex(/^[0-9]{6}$/, 'Enter the 6 digits of the code we texted'),
});
export type PhoneCodeBody = z.input<typeof phoneCodeBody>;

/** Where a new code went, or the number just confirmed. */
export const phoneVerificationResponse = z.object({ phone: z.string(), message: z.string() });
