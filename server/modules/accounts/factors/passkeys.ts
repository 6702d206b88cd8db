import { randomBytes } from 'node:crypto';
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { DbOrTx } from '../../../db/client';
import type { AccountsContext } from '../context';
import { factorsRepo } from './repo';

/** A WebAuthn prompt waits this long for the person's touch, PIN or face. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

export type WebAuthnAnswer = Record<string, unknown> & { id: string };

const newChallengeId = () => randomBytes(24).toString('base64url');
const transportsOf = (row: { transports: string[] }) => row.transports as AuthenticatorTransportFuture[];

/** Options for the browser to create a passkey for this person (their existing ones excluded). */
export async function registrationOptions(
  ctx: AccountsContext,
  user: { id: string; email: string; name: string },
  sessionId: string,
) {
  const existing = await factorsRepo.passkeysOf(ctx.db, user.id);
  const options = await generateRegistrationOptions({
    rpName: ctx.webAuthn.rpName,
    rpID: ctx.webAuthn.rpId,
    userName: user.email,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: transportsOf(p) })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  const challengeId = newChallengeId();
  await factorsRepo.insertChallenge(ctx.db, {
    id: challengeId,
    purpose: 'passkey_register',
    userId: user.id,
    sessionId,
    challenge: options.challenge,
    expiresAt: new Date(ctx.now().getTime() + CHALLENGE_TTL_MS),
  });
  return { challengeId, options: options as unknown as Record<string, unknown> };
}

/** Checks the browser's new passkey against its challenge; the credential to keep, or null. */
export async function verifyRegistration(
  ctx: AccountsContext,
  answer: WebAuthnAnswer,
  expectedChallenge: string,
) {
  try {
    const { verified, registrationInfo } = await verifyRegistrationResponse({
      response: answer as unknown as RegistrationResponseJSON,
      expectedChallenge,
      expectedOrigin: ctx.webAuthn.origin,
      expectedRPID: ctx.webAuthn.rpId,
      requireUserVerification: false,
    });
    if (!verified || !registrationInfo) return null;
    return registrationInfo;
  } catch {
    // A malformed or mismatched answer is a failed proof, not a server error.
    return null;
  }
}

/**
 * Options for the browser's passkey prompt: the person's own passkeys when we know who signs in,
 * any passkey of this site otherwise (sign-in with a passkey alone).
 */
export async function authenticationOptions(ctx: AccountsContext, userId: string | null) {
  const allow = userId ? await factorsRepo.passkeysOf(ctx.db, userId) : [];
  return generateAuthenticationOptions({
    rpID: ctx.webAuthn.rpId,
    allowCredentials: allow.map((p) => ({ id: p.id, transports: transportsOf(p) })),
    userVerification: userId ? 'preferred' : 'required',
  });
}

/**
 * Checks a passkey's answer to a challenge and moves its counter on. Answers whose passkey it was, or
 * null when it is unknown, someone else's (`userId`), cloned (counter), or does not verify.
 */
export async function provePasskey(
  ctx: AccountsContext,
  tx: DbOrTx,
  answer: WebAuthnAnswer,
  expected: { challenge: string; userId: string | null; requireUserVerification: boolean },
): Promise<string | null> {
  const passkey = await factorsRepo.passkeyById(tx, answer.id);
  if (!passkey || (expected.userId && passkey.userId !== expected.userId)) return null;
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response: answer as unknown as AuthenticationResponseJSON,
      expectedChallenge: expected.challenge,
      expectedOrigin: ctx.webAuthn.origin,
      expectedRPID: ctx.webAuthn.rpId,
      credential: {
        id: passkey.id,
        publicKey: passkey.publicKey,
        counter: passkey.counter,
        transports: transportsOf(passkey),
      },
      requireUserVerification: expected.requireUserVerification,
    });
    if (!verified) return null;
    await factorsRepo.recordPasskeyUse(tx, passkey.id, authenticationInfo.newCounter);
    return passkey.userId;
  } catch {
    return null;
  }
}

export { newChallengeId };
