import { STEP_UP_REQUIRED, type StepUpBody, type StepUpMethod } from '@core/contracts/security';
import { verify } from '@node-rs/argon2';
import { AppError, unauthorized } from '../../../lib/errors';
import type { SessionUser } from '../context';
import { type AccountsContext, sessionIdOf } from '../context';
import { accountsRepo } from '../repo';
import { authenticationOptions, CHALLENGE_TTL_MS, newChallengeId } from './passkeys';
import { factorsRepo } from './repo';
import {
  type FactorProof,
  factorMethodsOf,
  mailRecoveryCodeUsed,
  proveFactor,
  wrongProofMessage,
} from './sign-in';

/** Failed step-ups in a row before the session may not try again (a new sign-in may). */
export const STEP_UP_FAILURES_BEFORE_LOCK = 10;

/**
 * How this person may confirm it's them: with a second factor when they have one (a password alone
 * would let a stolen password through), else with their password.
 */
export async function stepUpMethodsOf(ctx: AccountsContext, userId: string): Promise<StepUpMethod[]> {
  const factors = await factorMethodsOf(ctx.db, userId);
  return factors.length > 0 ? factors : ['password'];
}

/** Until when this session's last step-up lets money and power through (null: none, or it lapsed). */
export async function stepUpUntil(ctx: AccountsContext, sessionToken: string): Promise<Date | null> {
  const last = await factorsRepo.stepUpOf(ctx.db, sessionIdOf(sessionToken));
  if (!last) return null;
  const until = new Date(last.at.getTime() + ctx.stepUpMs);
  return until > ctx.now() ? until : null;
}

/**
 * The guard of an action that moves money or power: the method the person confirmed with in the last
 * few minutes (for the audit), or 403 `step_up_required`, which the web app turns into the prompt.
 */
export async function requireSteppedUp(ctx: AccountsContext, sessionToken: string): Promise<StepUpMethod> {
  const last = await factorsRepo.stepUpOf(ctx.db, sessionIdOf(sessionToken));
  if (last && last.at.getTime() + ctx.stepUpMs > ctx.now().getTime()) return last.method as StepUpMethod;
  throw new AppError(
    403,
    'Confirm it’s you to continue: this needs your password, passkey or authenticator code again.',
    STEP_UP_REQUIRED,
  );
}

/** Passkey options for a step-up, tied to this session. */
export async function stepUpPasskeyOptions(ctx: AccountsContext, user: SessionUser, sessionToken: string) {
  const options = await authenticationOptions(ctx, user.id);
  const challengeId = newChallengeId();
  await factorsRepo.insertChallenge(ctx.db, {
    id: challengeId,
    purpose: 'step_up',
    userId: user.id,
    sessionId: sessionIdOf(sessionToken),
    challenge: options.challenge,
    expiresAt: new Date(ctx.now().getTime() + CHALLENGE_TTL_MS),
  });
  return { challengeId, options: options as unknown as Record<string, unknown> };
}

/** Confirms who the person is again; the session may then move money and power for a few minutes. */
export async function stepUp(
  ctx: AccountsContext,
  user: SessionUser,
  sessionToken: string,
  body: StepUpBody,
) {
  const allowed = await stepUpMethodsOf(ctx, user.id);
  if (!allowed.includes(body.method))
    throw new AppError(
      400,
      'Confirm with your passkey or authenticator app: your account has a second factor.',
      'method_not_allowed',
    );
  const sessionId = sessionIdOf(sessionToken);
  if ((await factorsRepo.stepUpFailuresOf(ctx.db, sessionId)) >= STEP_UP_FAILURES_BEFORE_LOCK)
    throw new AppError(
      429,
      'Too many tries to confirm it’s you. Sign out and sign in again to continue.',
      'step_up_locked',
    );
  const now = ctx.now();
  const proven = await ctx.db.transaction(async (tx) => {
    if (body.method === 'password') {
      const row = await accountsRepo.findUserById(tx, user.id);
      return Boolean(row && (await verify(row.passwordHash, body.password)));
    }
    let challenge: string | null = null;
    if (body.method === 'passkey') {
      const pending = await factorsRepo.liveChallenge(tx, body.challengeId, 'step_up', ctx.now());
      if (!pending || pending.sessionId !== sessionId) return false;
      await factorsRepo.spendChallenge(tx, body.challengeId);
      challenge = pending.challenge;
    }
    const proof: FactorProof =
      body.method === 'passkey'
        ? { method: 'passkey', answer: body.answer }
        : { method: body.method, code: body.code };
    if (!(await proveFactor(ctx, tx, user.id, proof, challenge))) return false;
    await factorsRepo.stepUp(tx, sessionId, body.method, now);
    return true;
  });
  if (!proven) {
    // A stolen session guessing the password or codes gets ten misses in a row, then no more.
    await factorsRepo.failStepUp(ctx.db, sessionId);
    if (body.method === 'password') throw unauthorized('That password is not right.');
    throw new AppError(401, wrongProofMessage(body.method), 'wrong_code');
  }
  if (body.method === 'password') await factorsRepo.stepUp(ctx.db, sessionId, 'password', now);
  if (body.method === 'recovery_code') await mailRecoveryCodeUsed(ctx, user);
  return { method: body.method, until: new Date(now.getTime() + ctx.stepUpMs).toISOString() };
}
