import type { ChangeEmailBody } from '@core/contracts/verification';
import type { UserRow } from '../../db/schema';
import { badRequest, conflict, isUniqueViolation, unauthorized } from '../../lib/errors';
import { type AccountsContext, endSessions } from './context';
import { issueEmailLink, mailEmailLink } from './email-verification';
import { accountMessages } from './messages';
import { accountsRepo } from './repo';
import { verificationRepo } from './verification-repo';

/**
 * A new e-mail address (the route asks for a step-up: a session left open must not be enough to take
 * the account's address, and with it password resets); the new address is unconfirmed until its link
 * is opened, earlier links stop working, and the old address is told. A taken address is 409.
 */
export async function changeEmail(
  ctx: AccountsContext,
  actorId: string,
  input: ChangeEmailBody & { email: string },
): Promise<UserRow> {
  const before = await accountsRepo.findUserById(ctx.db, actorId);
  if (!before) throw unauthorized();
  if (input.email === before.email)
    throw badRequest('This is already your e-mail address.', 'same_email', {
      email: 'This is your address now',
    });
  let changed: { user: UserRow; mailIds: string[] };
  try {
    changed = await ctx.db.transaction(async (tx) => {
      const row = await accountsRepo.updateUser(tx, actorId, { email: input.email, emailVerifiedAt: null });
      if (!row) throw unauthorized();
      await verificationRepo.endEmailVerificationsOf(tx, actorId, ctx.now());
      // The link and both e-mails commit with the change, or none of them.
      const link = await mailEmailLink(ctx, row, await issueEmailLink(ctx, row, tx), tx);
      const notice = await mailOldAddress(ctx, before, input.email, tx);
      return { user: row, mailIds: [link.id, notice.id] };
    });
  } catch (err) {
    if (isUniqueViolation(err, 'users_email_unique'))
      throw conflict('Another account uses this e-mail address.', 'email_taken');
    throw err;
  }
  // Sessions remember the address (and sockets were opened with it): they read it afresh.
  await endSessions(ctx, { userId: actorId, reason: 'changed' });
  for (const id of changed.mailIds) await ctx.mail.handOver(id);
  return changed.user;
}

async function mailOldAddress(
  ctx: AccountsContext,
  before: UserRow,
  newEmail: string,
  tx: Parameters<typeof mailEmailLink>[3],
) {
  return ctx.mail.queue(
    {
      to: before.email,
      ...accountMessages[before.locale].emailChanged({
        name: before.name,
        newEmail,
        forgot: `${ctx.publicUrl}/forgot-password`,
      }),
      kind: 'email_changed',
      userId: before.id,
    },
    tx,
  );
}
