import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@core/contracts/security';
import { hash, verify } from '@node-rs/argon2';
import { authenticator } from 'otplib';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { factorsRepo } from './repo';

/** One step either side of now: a phone's clock a little off still works (RFC 6238 §5.2). */
const TOTP_WINDOW = 1;
const TOTP_STEP_SECONDS = 30;

/** The authenticator-app checker at a given time (tests and the server's clock decide it). */
const totpAt = (now: Date) =>
  authenticator.clone({ window: TOTP_WINDOW, step: TOTP_STEP_SECONDS, epoch: now.getTime() });

export const newTotpSecret = () => authenticator.generateSecret(20);

export const totpUrl = (account: string, secret: string) => authenticator.keyuri(account, 'Pathway', secret);

/** The time step a code belongs to, or null when it matches none within the window. */
export function totpStepOf(secret: string, code: string, now: Date): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpAt(now).checkDelta(token, secret);
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / TOTP_STEP_SECONDS) + delta;
}

/** Wrong codes in a row (any sign-in or step-up, from any address) before the app's codes are locked. */
export const TOTP_FAILURES_BEFORE_LOCK = 10;
export const TOTP_LOCK_MS = 15 * 60_000;

/**
 * Checks an authenticator-app code and uses it up: each code works once (a code seen on a shoulder or
 * in a phishing proxy cannot be replayed), and none older than the last one used. Ten wrong codes in a
 * row lock the app's codes for 15 minutes for the account, whatever address they come from (429).
 */
export async function spendTotpCode(tx: DbOrTx, userId: string, code: string, now: Date): Promise<boolean> {
  const factor = await factorsRepo.totpOf(tx, userId, { forUpdate: true });
  if (!factor?.confirmedAt) return false;
  if (factor.lockedUntil && factor.lockedUntil > now)
    throw new AppError(
      429,
      'Too many wrong codes: codes from your authenticator app are refused for 15 minutes. Use a passkey or a recovery code meanwhile.',
      'second_factor_locked',
    );
  const step = totpStepOf(factor.secret, code, now);
  if (step !== null && (await factorsRepo.takeTotpStep(tx, userId, step))) {
    if (factor.failures > 0) await factorsRepo.setTotpFailures(tx, userId, 0, null);
    return true;
  }
  const failures = factor.failures + 1;
  const lock = failures >= TOTP_FAILURES_BEFORE_LOCK;
  await factorsRepo.setTotpFailures(
    tx,
    userId,
    lock ? 0 : failures,
    lock ? new Date(now.getTime() + TOTP_LOCK_MS) : null,
  );
  return false;
}

// Without 0/o, 1/l/i: read off paper and typed on a phone.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');
// About 50 bits each: stored as a password is (argon2, salted), not a bare digest (ASVS 6.5.2).
const hashRecoveryCode = (code: string) => hash(normaliseRecoveryCode(code));

/** A fresh set of one-time recovery codes ("abcde-fghjk"), replacing any earlier set; shown once. */
export async function newRecoveryCodes(tx: DbOrTx, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
  await factorsRepo.replaceRecoveryCodes(tx, userId, await Promise.all(codes.map(hashRecoveryCode)));
  return codes;
}

/** Uses a recovery code up; false when it is not one of the person's unused codes. */
export async function spendRecoveryCode(tx: DbOrTx, userId: string, code: string): Promise<boolean> {
  const typed = normaliseRecoveryCode(code);
  if (typed.length !== 10) return false;
  for (const { codeHash } of await factorsRepo.unusedRecoveryCodes(tx, userId)) {
    if (await verify(codeHash, typed)) return factorsRepo.spendRecoveryCode(tx, userId, codeHash);
  }
  return false;
}
