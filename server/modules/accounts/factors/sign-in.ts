import { createHash, randomBytes } from 'node:crypto';
import type { SecondFactorBody, SecondFactorChallenge, SecondFactorMethod } from '@core/contracts/security';
import { DEFAULT_LOCALE } from '@core/i18n';
import type { DbOrTx } from '../../../db/client';
import { AppError, unauthorized } from '../../../lib/errors';
import type { AccountsContext, IssuedSession } from '../context';
import type { SignInSource } from '../devices';
import { accountMessages } from '../messages';
import { accountsRepo } from '../repo';
import { issueSession } from '../sessions';
import { spendRecoveryCode, spendTotpCode } from './codes';
import {
  authenticationOptions,
  CHALLENGE_TTL_MS,
  newChallengeId,
  provePasskey,
  type WebAuthnAnswer,
} from './passkeys';
import { factorsRepo } from './repo';

/** Wrong codes one sign-in may try before the person starts again with their password. */
export const SECOND_FACTOR_ATTEMPTS = 5;

const ticketId = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** The second factors a person has set up, strongest first. */
export async function factorMethodsOf(db: DbOrTx, userId: string): Promise<SecondFactorMethod[]> {
  // One after another: `db` may be a transaction, whose connection takes one query at a time.
  const totp = await factorsRepo.totpOf(db, userId);
  const keys = await factorsRepo.passkeysOf(db, userId);
  const codesLeft = await factorsRepo.recoveryCodesLeft(db, userId);
  const methods: SecondFactorMethod[] = [];
  if (keys.length > 0) methods.push('passkey');
  if (totp?.confirmedAt) methods.push('totp');
  if (methods.length > 0 && codesLeft > 0) methods.push('recovery_code');
  return methods;
}

/** A password proven for an account with a second factor: a single-use ticket for the second step. */
export async function startSecondFactor(
  ctx: AccountsContext,
  userId: string,
  methods: SecondFactorMethod[],
): Promise<SecondFactorChallenge> {
  const ticket = randomBytes(32).toString('base64url');
  await factorsRepo.insertChallenge(ctx.db, {
    id: ticketId(ticket),
    purpose: 'second_factor',
    userId,
    expiresAt: new Date(ctx.now().getTime() + CHALLENGE_TTL_MS),
  });
  return { secondFactorRequired: true, ticket, methods };
}

const ticketExpired = () =>
  new AppError(401, 'This sign-in has expired. Enter your e-mail and password again.', 'sign_in_expired');

/** The passkey prompt's options for a sign-in's second step (its challenge kept on the ticket). */
export async function secondFactorPasskeyOptions(ctx: AccountsContext, ticket: string) {
  const id = ticketId(ticket);
  return ctx.db.transaction(async (tx) => {
    const pending = await factorsRepo.liveChallenge(tx, id, 'second_factor', ctx.now());
    if (!pending?.userId || pending.attempts >= SECOND_FACTOR_ATTEMPTS) throw ticketExpired();
    const options = await authenticationOptions({ ...ctx, db: tx }, pending.userId);
    await factorsRepo.setChallenge(tx, id, options.challenge);
    return { challengeId: ticket, options: options as unknown as Record<string, unknown> };
  });
}

export type FactorProof =
  | { method: 'totp' | 'recovery_code'; code: string }
  | { method: 'passkey'; answer: WebAuthnAnswer };

/** Checks (and uses up) a second factor of this person; the passkey's answer against `challenge`. */
export async function proveFactor(
  ctx: AccountsContext,
  tx: DbOrTx,
  userId: string,
  proof: FactorProof,
  challenge: string | null,
): Promise<boolean> {
  if (proof.method !== 'passkey')
    return proof.method === 'totp'
      ? spendTotpCode(tx, userId, proof.code, ctx.now())
      : spendRecoveryCode(tx, userId, proof.code);
  if (!challenge) return false;
  const owner = await provePasskey(ctx, tx, proof.answer, {
    challenge,
    userId,
    requireUserVerification: false,
  });
  return owner === userId;
}

/**
 * The second step of a sign-in: the ticket from the password step and a code or a passkey's answer.
 * Wrong answers count on the ticket (five, then the password again); a right one starts the session.
 */
export async function completeSecondFactor(
  ctx: AccountsContext,
  body: SecondFactorBody,
  source: SignInSource = {},
): Promise<IssuedSession> {
  const id = ticketId(body.ticket);
  const proof: FactorProof =
    body.method === 'passkey'
      ? { method: 'passkey', answer: body.answer }
      : { method: body.method, code: body.code };
  // A wrong answer commits its count, so the refusal is thrown once the transaction is over.
  const outcome = await ctx.db.transaction(async (tx) => {
    const pending = await factorsRepo.liveChallenge(tx, id, 'second_factor', ctx.now());
    if (!pending?.userId || pending.attempts >= SECOND_FACTOR_ATTEMPTS) return { kind: 'expired' as const };
    if (!(await proveFactor(ctx, tx, pending.userId, proof, pending.challenge))) {
      const attempts = await factorsRepo.failChallenge(tx, id);
      return { kind: 'wrong' as const, left: SECOND_FACTOR_ATTEMPTS - attempts };
    }
    await factorsRepo.spendChallenge(tx, id);
    return { kind: 'ok' as const, user: await accountsRepo.findUserById(tx, pending.userId) };
  });
  if (outcome.kind === 'expired') throw ticketExpired();
  if (outcome.kind === 'wrong') {
    if (outcome.left <= 0) throw ticketExpired();
    throw new AppError(401, wrongProofMessage(proof.method, outcome.left), 'wrong_code');
  }
  if (!outcome.user) throw unauthorized();
  const session = await issueSession(ctx, outcome.user, source, { secondFactor: proof.method });
  if (proof.method === 'recovery_code') await mailRecoveryCodeUsed(ctx, outcome.user);
  return session;
}

export function wrongProofMessage(method: SecondFactorMethod, left?: number): string {
  const tries = left === undefined ? '' : ` ${left} ${left === 1 ? 'try' : 'tries'} left.`;
  if (method === 'passkey') return `That passkey could not be checked. Try again or use another way.${tries}`;
  if (method === 'recovery_code')
    return `That recovery code is not one of yours, or was used already.${tries}`;
  return `That code did not match. Enter the newest code from your authenticator app.${tries}`;
}

/** A recovery code stands in for a lost factor: the person hears of each use and how many are left. */
export async function mailRecoveryCodeUsed(
  ctx: AccountsContext,
  user: { id: string; email: string; name: string },
) {
  const left = await factorsRepo.recoveryCodesLeft(ctx.db, user.id);
  const locale = (await accountsRepo.findUserById(ctx.db, user.id))?.locale ?? DEFAULT_LOCALE;
  await ctx.mail.queue({
    to: user.email,
    ...accountMessages[locale].recoveryCodeUsed({
      name: user.name,
      left,
      profile: `${ctx.publicUrl}/profile`,
    }),
    kind: 'recovery_code_used',
    userId: user.id,
  });
}

/** Options for signing in with a passkey alone (any of this site's passkeys may answer). */
export async function passkeySignInOptions(ctx: AccountsContext) {
  const options = await authenticationOptions(ctx, null);
  const challengeId = newChallengeId();
  await factorsRepo.insertChallenge(ctx.db, {
    id: challengeId,
    purpose: 'passkey_sign_in',
    challenge: options.challenge,
    expiresAt: new Date(ctx.now().getTime() + CHALLENGE_TTL_MS),
  });
  return { challengeId, options: options as unknown as Record<string, unknown> };
}

/**
 * Sign-in with a passkey alone: possession of the key and the person's PIN or face (user verification,
 * required here) are two factors, so the session counts as proven with a second factor.
 */
export async function signInWithPasskey(
  ctx: AccountsContext,
  body: { challengeId: string; answer: WebAuthnAnswer },
  source: SignInSource = {},
): Promise<IssuedSession> {
  const user = await ctx.db.transaction(async (tx) => {
    const pending = await factorsRepo.liveChallenge(tx, body.challengeId, 'passkey_sign_in', ctx.now());
    if (!pending?.challenge) return undefined;
    await factorsRepo.spendChallenge(tx, body.challengeId);
    const userId = await provePasskey(ctx, tx, body.answer, {
      challenge: pending.challenge,
      userId: null,
      requireUserVerification: true,
    });
    return userId ? accountsRepo.findUserById(tx, userId) : undefined;
  });
  if (!user || user.anonymisedAt)
    throw unauthorized('That passkey could not sign you in. Use your e-mail and password.');
  return issueSession(ctx, user, source, { secondFactor: 'passkey' });
}
