import type {
  ChangePasswordBody,
  PasswordResetBody,
  PasswordResetConfirmBody,
} from '@core/contracts/accounts';
import type { SecondFactorChallenge } from '@core/contracts/security';
import { hash, verify } from '@node-rs/argon2';
import type { UserRow } from '../../db/schema';
import { badRequest, unauthorized } from '../../lib/errors';
import { deadLink, hashLinkToken, newLinkToken } from '../../lib/link-tokens';
import { type AccountsContext, endSessions, type IssuedSession, sessionIdOf } from './context';
import type { SignInSource } from './devices';
import { factorMethodsOf, startSecondFactor } from './factors/sign-in';
import { accountMessages } from './messages';
import { refuseBreachedPassword } from './password-rules';
import { accountsRepo } from './repo';
import { issueSession } from './sessions';

/** How long a reset link works. */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

const WRONG_CURRENT_PASSWORD = 'Your current password is not right.';

const DEAD_RESET_LINK =
  'This link to choose a new password has expired or was already used. Ask for a new one.';

/**
 * "Forgot password?": e-mails a single-use link when an account uses the address, and nothing
 * otherwise; the caller answers the same either way. An earlier link keeps working until its hour
 * ends or a new password is set (e-mails can arrive out of order: whichever the person opens works).
 */
export async function requestPasswordReset(ctx: AccountsContext, input: PasswordResetBody): Promise<void> {
  const user = await accountsRepo.findUserByEmail(ctx.db, input.email);
  if (!user) return;
  const { token, tokenHash } = newLinkToken();
  const expiresAt = new Date(ctx.now().getTime() + RESET_LINK_TTL_MS);
  await accountsRepo.insertPasswordReset(ctx.db, { tokenHash, userId: user.id, expiresAt });
  const link = `${ctx.publicUrl}/reset-password?token=${token}`;
  await ctx.mail.queue({
    to: user.email,
    ...accountMessages[user.locale].passwordReset({ name: user.name, link }),
    kind: 'password_reset',
    userId: user.id,
  });
}

/** Tells the person their password changed, so a change they did not make does not go unnoticed. */
async function mailPasswordChanged(ctx: AccountsContext, user: UserRow, everywhere: boolean) {
  await ctx.mail.queue({
    to: user.email,
    ...accountMessages[user.locale].passwordChanged({
      name: user.name,
      everywhere,
      forgot: `${ctx.publicUrl}/forgot-password`,
    }),
    kind: 'password_changed',
    userId: user.id,
  });
}

/**
 * Sets a new password through a reset link: the link is used up, every session of the person ends
 * (sockets close on every process), and a new session starts on this device.
 */
export async function confirmPasswordReset(
  ctx: AccountsContext,
  input: PasswordResetConfirmBody,
  source: SignInSource = {},
): Promise<IssuedSession | SecondFactorChallenge> {
  const tokenHash = hashLinkToken(input.token);
  // A dead link is refused before the deliberate cost of hashing a password.
  if (!(await accountsRepo.findLivePasswordReset(ctx.db, tokenHash, ctx.now())))
    throw deadLink(410, DEAD_RESET_LINK);
  await refuseBreachedPassword(input.password, 'password');
  const passwordHash = await hash(input.password);
  const now = ctx.now();
  const user = await ctx.db.transaction(async (tx) => {
    const userId = await accountsRepo.consumePasswordReset(tx, tokenHash, now);
    if (!userId) return undefined;
    await accountsRepo.endPasswordResetsOf(tx, userId, now);
    await accountsRepo.deleteSessionsOfUser(tx, userId);
    return accountsRepo.updateUser(tx, userId, { passwordHash });
  });
  // Another request used the link meanwhile.
  if (!user) throw deadLink(410, DEAD_RESET_LINK);
  await endSessions(ctx, { userId: user.id, reason: 'signed_out' });
  await mailPasswordChanged(ctx, user, true);
  // A reset link proves the inbox, not the second factor: an account with one still asks for it.
  const methods = await factorMethodsOf(ctx.db, user.id);
  if (methods.length > 0) return startSecondFactor(ctx, user.id, methods);
  return issueSession(ctx, user, source);
}

/**
 * A signed-in person changes their password: the current one must be right; every other session ends,
 * this one stays.
 */
export async function changePassword(
  ctx: AccountsContext,
  actorId: string,
  sessionToken: string,
  input: ChangePasswordBody,
): Promise<void> {
  const current = await accountsRepo.findUserById(ctx.db, actorId);
  if (!current) throw unauthorized();
  if (!(await verify(current.passwordHash, input.currentPassword)))
    throw badRequest(WRONG_CURRENT_PASSWORD, 'wrong_password', { currentPassword: WRONG_CURRENT_PASSWORD });
  await refuseBreachedPassword(input.newPassword, 'newPassword');
  const passwordHash = await hash(input.newPassword);
  const keep = sessionIdOf(sessionToken);
  const now = ctx.now();
  const { user, ended } = await ctx.db.transaction(async (tx) => {
    const ended = await accountsRepo.deleteOtherSessionsOfUser(tx, actorId, keep);
    await accountsRepo.endPasswordResetsOf(tx, actorId, now);
    return { user: await accountsRepo.updateUser(tx, actorId, { passwordHash }), ended };
  });
  if (!user) throw unauthorized();
  if (ended.length > 0) await endSessions(ctx, { userId: actorId, sessionIds: ended, reason: 'signed_out' });
  await mailPasswordChanged(ctx, user, false);
}
