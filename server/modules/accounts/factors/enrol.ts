import type { Security } from '@core/contracts/security';
import { DEFAULT_LOCALE } from '@core/i18n';
import QRCode from 'qrcode';
import type { DbOrTx } from '../../../db/client';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import type { SessionUser } from '../context';
import { type AccountsContext, endSessions, sessionIdOf } from '../context';
import { accountMessages, type SecurityChange } from '../messages';
import { accountsRepo } from '../repo';
import { newRecoveryCodes, newTotpSecret, totpStepOf, totpUrl } from './codes';
import { registrationOptions, verifyRegistration, type WebAuthnAnswer } from './passkeys';
import { factorsRepo } from './repo';
import { factorMethodsOf } from './sign-in';
import { stepUpUntil } from './step-up';

/** What the profile's Security section shows. */
export async function securityOf(
  ctx: AccountsContext,
  user: SessionUser,
  sessionToken: string,
): Promise<Security> {
  const [totp, keys, recoveryCodesLeft, until] = await Promise.all([
    factorsRepo.totpOf(ctx.db, user.id),
    factorsRepo.passkeysOf(ctx.db, user.id),
    factorsRepo.recoveryCodesLeft(ctx.db, user.id),
    stepUpUntil(ctx, sessionToken),
  ]);
  return {
    totp: totp?.confirmedAt ? { since: totp.confirmedAt.toISOString() } : null,
    passkeys: keys.map((k) => ({
      id: k.id,
      name: k.name,
      createdAt: k.createdAt.toISOString(),
      lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
    })),
    recoveryCodesLeft,
    secondFactorRequired: user.isAdmin || Boolean(user.operatorWithoutSecondFactor),
    stepUpUntil: until?.toISOString() ?? null,
  };
}

/**
 * A factor was just added and proven in this session: the session counts as proven with it (an operator
 * can open the console at once), and a first factor comes with recovery codes, shown once.
 */
async function factorAdded(
  _ctx: AccountsContext,
  tx: DbOrTx,
  userId: string,
  sessionId: string,
  method: string,
) {
  await factorsRepo.markSessionSecondFactor(tx, sessionId, method);
  return (await factorsRepo.recoveryCodesLeft(tx, userId)) === 0 ? newRecoveryCodes(tx, userId) : null;
}

async function afterFactorAdded(
  ctx: AccountsContext,
  user: SessionUser,
  sessionId: string,
  factor: 'passkey' | 'totp',
) {
  await endSessions(ctx, { userId: user.id, sessionIds: [sessionId], reason: 'changed' });
  await mailSecurityChange(ctx, user, { kind: 'added', factor });
}

/** A new authenticator-app secret, not active until a code from the app confirms it. */
export async function setupTotp(ctx: AccountsContext, user: SessionUser) {
  const secret = newTotpSecret();
  const row = await factorsRepo.startTotp(ctx.db, user.id, secret);
  if (!row)
    throw conflict(
      'An authenticator app is already set up. Remove it first to set up another.',
      'totp_exists',
    );
  const otpauthUrl = totpUrl(user.email, secret);
  return { secret, otpauthUrl, qrSvg: await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1 }) };
}

/** The first code from the app turns the factor on. */
export async function confirmTotp(
  ctx: AccountsContext,
  user: SessionUser,
  sessionToken: string,
  code: string,
) {
  const sessionId = sessionIdOf(sessionToken);
  const recoveryCodes = await ctx.db.transaction(async (tx) => {
    await factorsRepo.lockFactorsOf(tx, user.id);
    const factor = await factorsRepo.totpOf(tx, user.id, { forUpdate: true });
    if (!factor) throw notFound('Start setting up the authenticator app first.');
    if (factor.confirmedAt) throw conflict('This authenticator app is already set up.', 'totp_exists');
    const step = totpStepOf(factor.secret, code, ctx.now());
    if (step === null)
      throw badRequest('That code did not match. Enter the 6-digit code your app shows now.', 'wrong_code', {
        code: 'That code did not match',
      });
    await factorsRepo.confirmTotp(tx, user.id, step);
    return factorAdded(ctx, tx, user.id, sessionId, 'totp');
  });
  await afterFactorAdded(ctx, user, sessionId, 'totp');
  return { recoveryCodes };
}

export async function passkeyOptions(ctx: AccountsContext, user: SessionUser, sessionToken: string) {
  return registrationOptions(ctx, user, sessionIdOf(sessionToken));
}

/** Keeps the passkey the browser made for the challenge this session was given. */
export async function registerPasskey(
  ctx: AccountsContext,
  user: SessionUser,
  sessionToken: string,
  body: { challengeId: string; answer: WebAuthnAnswer; name?: string },
) {
  const sessionId = sessionIdOf(sessionToken);
  const recoveryCodes = await ctx.db.transaction(async (tx) => {
    await factorsRepo.lockFactorsOf(tx, user.id);
    const pending = await factorsRepo.liveChallenge(tx, body.challengeId, 'passkey_register', ctx.now());
    if (!pending?.challenge || pending.userId !== user.id || pending.sessionId !== sessionId)
      throw badRequest('This passkey prompt has expired. Add the passkey again.', 'challenge_expired');
    await factorsRepo.spendChallenge(tx, body.challengeId);
    const info = await verifyRegistration(ctx, body.answer, pending.challenge);
    if (!info) throw badRequest('The passkey could not be checked. Try again.', 'passkey_invalid');
    if (await factorsRepo.passkeyById(tx, info.credential.id))
      throw conflict('This passkey is already registered.', 'passkey_exists');
    const count = (await factorsRepo.passkeysOf(tx, user.id)).length;
    await factorsRepo.insertPasskey(tx, {
      id: info.credential.id,
      userId: user.id,
      publicKey: info.credential.publicKey,
      counter: info.credential.counter,
      transports: info.credential.transports ?? [],
      backedUp: info.credentialBackedUp,
      name: body.name || `Passkey ${count + 1}`,
    });
    return factorAdded(ctx, tx, user.id, sessionId, 'passkey');
  });
  await afterFactorAdded(ctx, user, sessionId, 'passkey');
  return { recoveryCodes };
}

/**
 * Removing a factor (the route asks for a step-up first). An operator keeps at least one: the console
 * needs it.
 */
export async function removeFactor(ctx: AccountsContext, user: SessionUser, which: { passkeyId?: string }) {
  await ctx.db.transaction(async (tx) => {
    await factorsRepo.lockFactorsOf(tx, user.id);
    const removed = which.passkeyId
      ? await factorsRepo.deletePasskey(tx, user.id, which.passkeyId)
      : await factorsRepo.deleteTotp(tx, user.id);
    if (!removed) throw notFound(which.passkeyId ? 'Passkey not found' : 'No authenticator app is set up.');
    const left = await factorMethodsOf(tx, user.id);
    if ((user.isAdmin || user.operatorWithoutSecondFactor) && !left.some((m) => m !== 'recovery_code'))
      throw conflict('Operators need a second factor: add another before removing this one.', 'last_factor');
    if (left.length === 0) await factorsRepo.replaceRecoveryCodes(tx, user.id, []);
  });
  await mailSecurityChange(ctx, user, { kind: 'removed', factor: which.passkeyId ? 'passkey' : 'totp' });
}

/** A new set of recovery codes (the route asks for a step-up first); the old set stops working. */
export async function regenerateRecoveryCodes(ctx: AccountsContext, user: SessionUser) {
  const recoveryCodes = await ctx.db.transaction(async (tx) => {
    await factorsRepo.lockFactorsOf(tx, user.id);
    if ((await factorMethodsOf(tx, user.id)).length === 0)
      throw conflict('Set up an authenticator app or a passkey first.', 'no_second_factor');
    return newRecoveryCodes(tx, user.id);
  });
  await mailSecurityChange(ctx, user, { kind: 'recovery_codes' });
  return { recoveryCodes };
}

/**
 * An operator's reset of a person who lost every factor and code (audited by the caller, in `tx`): their
 * factors and codes go, their sessions end, and they are told.
 */
export async function resetSecondFactors(_ctx: AccountsContext, tx: DbOrTx, userId: string) {
  const user = await accountsRepo.findUserById(tx, userId);
  if (!user || user.anonymisedAt) throw notFound('Person not found');
  await factorsRepo.deleteTotp(tx, userId);
  await factorsRepo.deletePasskeysOf(tx, userId);
  await factorsRepo.replaceRecoveryCodes(tx, userId, []);
  await accountsRepo.deleteSessionsOfUser(tx, userId);
  return user;
}

/** After an operator's reset commits: the person's sockets close and they hear of it. */
export async function secondFactorsReset(ctx: AccountsContext, user: SessionUser) {
  await endSessions(ctx, { userId: user.id, reason: 'signed_out' });
  await mailSecurityChange(ctx, user, { kind: 'reset_by_operator' });
}

export async function mailSecurityChange(
  ctx: AccountsContext,
  user: { id: string; email: string; name: string },
  what: SecurityChange,
) {
  const locale = (await accountsRepo.findUserById(ctx.db, user.id))?.locale ?? DEFAULT_LOCALE;
  await ctx.mail.queue({
    to: user.email,
    ...accountMessages[locale].securityChange({ name: user.name, what, profile: `${ctx.publicUrl}/profile` }),
    kind: 'security_change',
    userId: user.id,
  });
}
