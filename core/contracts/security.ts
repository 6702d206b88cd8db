import { z } from 'zod';

/**
 * Second factors and step-up (ASVS 5.0 chapters 6 and 7): an authenticator app (TOTP), passkeys
 * (WebAuthn) and one-time recovery codes; money and power ask the person to confirm again.
 */
export const secondFactorMethods = ['totp', 'passkey', 'recovery_code'] as const;
export type SecondFactorMethod = (typeof secondFactorMethods)[number];
export const stepUpMethods = ['password', ...secondFactorMethods] as const;
export type StepUpMethod = (typeof stepUpMethods)[number];

export { SECOND_FACTOR_REQUIRED, STEP_UP_REQUIRED } from '../step-up';
/** How many one-time recovery codes a person gets (each works once; a new set replaces the old). */
export const RECOVERY_CODE_COUNT = 10;

const code = z
  .string({ error: 'Enter the code' })
  .trim()
  .min(6, 'Enter the code')
  .max(32, 'This is not a code');

/** A WebAuthn answer from the browser (@simplewebauthn/browser): its inside is checked by the verifier. */
export const webAuthnAnswer = z
  .object({
    id: z.string().min(1).max(1024),
    rawId: z.string().min(1).max(1024),
    type: z.literal('public-key'),
    response: z.record(z.string(), z.unknown()),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
    authenticatorAttachment: z.string().max(32).optional(),
  })
  .loose();

/** POST /api/auth/login when the account has a second factor: 202 and this, no session yet. */
export const secondFactorChallenge = z.object({
  secondFactorRequired: z.literal(true),
  /** Single use, five minutes: sent back with the code or the passkey's answer. */
  ticket: z.string(),
  methods: z.array(z.enum(secondFactorMethods)),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallenge>;

const ticket = z.string().min(20).max(200);

/** POST /api/auth/login/second-factor */
export const secondFactorBody = z.discriminatedUnion('method', [
  z.object({ ticket, method: z.enum(['totp', 'recovery_code']), code }),
  z.object({ ticket, method: z.literal('passkey'), answer: webAuthnAnswer }),
]);
export type SecondFactorBody = z.infer<typeof secondFactorBody>;

/** POST /api/auth/login/passkey-options: the options for the browser's passkey prompt. */
export const passkeyOptionsBody = z.object({ ticket });
export const passkeyOptionsResponse = z.object({
  challengeId: z.string(),
  /** PublicKeyCredentialRequestOptionsJSON or …CreationOptionsJSON, for @simplewebauthn/browser. */
  options: z.record(z.string(), z.unknown()),
});

/** POST /api/auth/passkey: sign in with a passkey alone (it proves possession and the person's PIN or face). */
export const passkeySignInBody = z.object({
  challengeId: z.string().min(20).max(200),
  answer: webAuthnAnswer,
});

/** POST /api/me/passkeys */
export const registerPasskeyBody = z.object({
  challengeId: z.string().min(20).max(200),
  answer: webAuthnAnswer,
  name: z.string().trim().max(60, 'Keep the name under 60 characters').optional(),
});

export const passkeyParams = z.object({ id: z.string().min(1).max(1024) });

/** POST /api/me/totp: a new secret to put in the authenticator app (not active until confirmed). */
export const totpSetupResponse = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR code (an SVG document). */
  qrSvg: z.string(),
});

/** POST /api/me/totp/confirm */
export const totpConfirmBody = z.object({ code });

/** Recovery codes, shown once when made. */
export const recoveryCodesResponse = z.object({ recoveryCodes: z.array(z.string()) });

/** After enrolling a first factor: recovery codes when they were made now. */
export const factorAddedResponse = z.object({ recoveryCodes: z.array(z.string()).nullable() });

/** GET /api/me/security */
export const securityResponse = z.object({
  totp: z.object({ since: z.iso.datetime({ offset: true }) }).nullable(),
  passkeys: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      createdAt: z.iso.datetime({ offset: true }),
      lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
    }),
  ),
  recoveryCodesLeft: z.number().int(),
  /** Operators must have a second factor before the console opens. */
  secondFactorRequired: z.boolean(),
  /** Until when this session's last confirmation lets money and power through; null when none. */
  stepUpUntil: z.iso.datetime({ offset: true }).nullable(),
});
export type Security = z.infer<typeof securityResponse>;

/** POST /api/auth/step-up */
export const stepUpBody = z.discriminatedUnion('method', [
  z.object({ method: z.literal('password'), password: z.string().min(1, 'Enter your password').max(200) }),
  z.object({ method: z.enum(['totp', 'recovery_code']), code }),
  z.object({
    method: z.literal('passkey'),
    challengeId: z.string().min(20).max(200),
    answer: webAuthnAnswer,
  }),
]);
export type StepUpBody = z.infer<typeof stepUpBody>;

export const stepUpResponse = z.object({
  method: z.enum(stepUpMethods),
  until: z.iso.datetime({ offset: true }),
});

/** What a step-up refusal names: the methods this person can confirm with. */
export const stepUpMethodsResponse = z.object({ methods: z.array(z.enum(stepUpMethods)) });
