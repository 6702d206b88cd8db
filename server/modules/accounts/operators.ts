import { PASSWORD_MIN_LENGTH } from '@core/contracts/accounts';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { type AccountsContext, endSessions, type SessionUser } from './context';
import { refuseBreachedPassword } from './password-rules';
import { accountsRepo } from './repo';

/** Operators' accounts: listed, added and removed by other operators only (no self-service). */
export async function listOperators(ctx: AccountsContext): Promise<UserRow[]> {
  return accountsRepo.findUsersByIds(ctx.db, await accountsRepo.adminIds(ctx.db));
}

/**
 * Makes an account an operator: an existing one by its e-mail, or a new one with the name and password
 * the operator gives (handed over in person; the new operator signs in with them). 409 when it already is.
 */
export async function addOperator(
  _ctx: AccountsContext,
  tx: DbOrTx,
  input: { email: string; name?: string; password?: string },
): Promise<{ user: UserRow; created: boolean }> {
  const existing = await accountsRepo.findUserByEmail(tx, input.email);
  if (existing) {
    if (existing.isAdmin) throw conflict(`${existing.name} is already an operator.`, 'already_operator');
    return { user: (await accountsRepo.setAdmin(tx, existing.id, true))!, created: false };
  }
  if (!input.name || !input.password)
    throw badRequest(
      'No account has this e-mail: give a name and a first password to create one.',
      'name_needed',
      {
        ...(input.name ? {} : { name: 'Enter their name' }),
        ...(input.password
          ? {}
          : { password: `Give a first password (at least ${PASSWORD_MIN_LENGTH} characters)` }),
      },
    );
  await refuseBreachedPassword(input.password, 'password');
  const user = await accountsRepo.insertUser(tx, {
    name: input.name,
    email: input.email,
    passwordHash: await hash(input.password),
    role: 'client',
    isAdmin: true,
  });
  return { user, created: true };
}

/** Takes operator rights away (never one's own, never the last operator's); their open sessions learn it. */
export async function removeOperator(_ctx: AccountsContext, tx: DbOrTx, actor: SessionUser, id: string) {
  if (id === actor.id) throw conflict('You cannot remove yourself: ask another operator.', 'own_account');
  const user = await accountsRepo.findUserById(tx, id);
  if (!user?.isAdmin) throw notFound('Operator not found');
  // One at a time, so two removals cannot leave nobody.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('operators'))`);
  if ((await accountsRepo.adminIds(tx)).length <= 1)
    throw conflict('Pathway needs at least one operator.', 'last_operator');
  return (await accountsRepo.setAdmin(tx, id, false))!;
}

/** After a change of rights commits: the person's open sessions and sockets learn it at once. */
export async function rightsChanged(ctx: AccountsContext, userId: string): Promise<void> {
  await endSessions(ctx, { userId, reason: 'changed' });
}
