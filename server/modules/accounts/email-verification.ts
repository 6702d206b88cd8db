import type { DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError, conflict, forbidden, unauthorized } from '../../lib/errors';
import { deadLink, hashLinkToken, newLinkToken } from '../../lib/link-tokens';
import type { AccountsContext } from './context';
import { accountMessages } from './messages';
import { accountsRepo } from './repo';
import { verificationRepo } from './verification-repo';

/** How long an e-mail confirmation link works. */
export const EMAIL_LINK_TTL_MS = 24 * 60 * 60 * 1000;
/** Links a person may ask for in an hour (sign-up's first one counts). */
export const EMAIL_LINKS_PER_HOUR = 5;

const DEAD_EMAIL_LINK =
  'This confirmation link has expired or was already used. Send a new one from your profile.';

/** What a refused action says: the person learns what to do and where the link went. */
export const emailUnverifiedMessage = (email: string) =>
  `Confirm your e-mail address first: we sent a link to ${email}. Open it, or send a new one from your profile.`;

/**
 * A new confirmation link for the account's current address: only the token's hash is stored. The
 * token comes back for the e-mail (or for the demo seed, which confirms its accounts through the
 * same path a person takes).
 */
export async function issueEmailLink(
  ctx: AccountsContext,
  user: { id: string; email: string },
  db: DbOrTx = ctx.db,
): Promise<string> {
  const { token, tokenHash } = newLinkToken();
  const expiresAt = new Date(ctx.now().getTime() + EMAIL_LINK_TTL_MS);
  await verificationRepo.insertEmailVerification(db, {
    tokenHash,
    userId: user.id,
    email: user.email,
    expiresAt,
  });
  return token;
}

/** E-mails the link to the address it confirms. */
export async function mailEmailLink(
  ctx: AccountsContext,
  user: Pick<UserRow, 'id' | 'name' | 'email' | 'locale'>,
  token: string,
  db?: DbOrTx,
) {
  return ctx.mail.queue(
    {
      to: user.email,
      ...accountMessages[user.locale].emailLink({
        name: user.name,
        link: `${ctx.publicUrl}/verify-email?token=${token}`,
      }),
      kind: 'email_verification',
      userId: user.id,
    },
    db,
  );
}

/** Sign-up's first link (not counted against anything: the account is new). */
export async function sendFirstEmailLink(
  ctx: AccountsContext,
  user: Pick<UserRow, 'id' | 'name' | 'email' | 'locale'>,
) {
  await mailEmailLink(ctx, user, await issueEmailLink(ctx, user));
}

/**
 * "Send the link again": a new link to the current address; the earlier ones keep working until their
 * day ends (mail can arrive out of order). At most EMAIL_LINKS_PER_HOUR an hour.
 */
export async function resendEmailLink(ctx: AccountsContext, actorId: string): Promise<{ email: string }> {
  const user = await accountsRepo.findUserById(ctx.db, actorId);
  if (!user) throw unauthorized();
  if (user.emailVerifiedAt) throw conflict('Your e-mail address is already confirmed.', 'already_verified');
  const since = new Date(ctx.now().getTime() - 60 * 60 * 1000);
  if ((await verificationRepo.countEmailVerificationsSince(ctx.db, user.id, since)) >= EMAIL_LINKS_PER_HOUR)
    throw new AppError(
      429,
      `We sent ${EMAIL_LINKS_PER_HOUR} links in the last hour. Check your inbox (and spam folder), or try again later.`,
      'verification_limit',
    );
  await mailEmailLink(ctx, user, await issueEmailLink(ctx, user));
  return { email: user.email };
}

/** Opens a confirmation link: once, within its day, for the address it was sent to. */
export async function confirmEmail(ctx: AccountsContext, token: string): Promise<{ email: string }> {
  const user = await ctx.db.transaction((tx) =>
    verificationRepo.consumeEmailVerification(tx, hashLinkToken(token), ctx.now()),
  );
  if (!user) throw deadLink(410, DEAD_EMAIL_LINK);
  return { email: user.email };
}

/** Whether the account's current e-mail address is confirmed (read in the caller's transaction). */
export async function emailVerified(ctx: AccountsContext, userId: string, db: DbOrTx = ctx.db) {
  return Boolean((await verificationRepo.emailVerifiedAt(db, userId))?.at);
}

/**
 * The gate of paying, accepting, sharing by e-mail and payouts: 403 `email_unverified` with where the
 * link went. Read in the action's transaction where it has one, so a change of address committed
 * meanwhile is seen.
 */
export async function requireVerifiedEmail(
  ctx: AccountsContext,
  userId: string,
  db: DbOrTx = ctx.db,
): Promise<void> {
  const row = await verificationRepo.emailVerifiedAt(db, userId);
  if (!row) throw unauthorized();
  if (!row.at) throw forbidden(emailUnverifiedMessage(row.email), 'email_unverified');
}
