import type { addOperatorBody } from '@core/contracts/operations';
import type { z } from 'zod';
import { conflict } from '../../lib/errors';
import type { SessionUser } from '../accounts/service';
import type { OperationsContext } from './context';

/** Operator accounts: made and removed by another operator, never by the person themselves. */

const target = (u: { id: string; name: string }) => ({ type: 'operator' as const, id: u.id, label: u.name });

/** GET /api/admin/operators */
export async function operators(ctx: OperationsContext, operator: SessionUser) {
  const rows = await ctx.accounts.listOperators();
  return {
    operators: rows
      .map((u) => ({ id: u.id, name: u.name, email: u.email, you: u.id === operator.id }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** POST /api/admin/operators: an existing account by its e-mail, or a new one. */
export async function addOperator(
  ctx: OperationsContext,
  operator: SessionUser,
  body: z.output<typeof addOperatorBody>,
) {
  const { user, created } = await ctx.db.transaction(async (tx) => {
    const added = await ctx.accounts.addOperator(tx, body);
    await ctx.audit.record(tx, {
      actor: operator,
      action: 'operator.add',
      target: target(added.user),
      before: { operator: false, account: added.created ? 'none' : 'existing' },
      after: { operator: true },
    });
    return added;
  });
  if (!created) await ctx.accounts.rightsChanged(user.id);
  // A new account confirms its address as any sign-up does (the link goes to the new operator).
  else await ctx.accounts.sendFirstEmailLink(user);
  return {
    ok: true as const,
    message: created
      ? `${user.name} is an operator: they sign in with ${user.email} and the password you gave, then set up a second factor before the console opens.`
      : `${user.name} is an operator now.`,
  };
}

/** DELETE /api/admin/operators/:id */
export async function removeOperator(ctx: OperationsContext, operator: SessionUser, id: string) {
  const user = await ctx.db.transaction(async (tx) => {
    const removed = await ctx.accounts.removeOperator(tx, operator, id);
    await ctx.audit.record(tx, {
      actor: operator,
      action: 'operator.remove',
      target: target(removed),
      before: { operator: true },
      after: { operator: false },
    });
    return removed;
  });
  await ctx.accounts.rightsChanged(user.id);
  return { ok: true as const, message: `${user.name} is no longer an operator.` };
}

/**
 * POST /api/admin/accounts/:id/second-factor-reset: a person who lost every factor and recovery code,
 * checked by the operator outside Pathway (the reason says how). Never one's own.
 */
export async function resetSecondFactor(
  ctx: OperationsContext,
  operator: SessionUser,
  id: string,
  reason: string,
) {
  if (id === operator.id)
    throw conflict('Ask another operator to reset your own second factor.', 'own_account');
  const person = await ctx.db.transaction(async (tx) => {
    const user = await ctx.accounts.resetSecondFactors(tx, id);
    await ctx.audit.record(tx, {
      actor: operator,
      action: 'account.second_factor_reset',
      target: { type: 'account', id: user.id, label: user.name },
      before: { secondFactor: true },
      after: { secondFactor: false },
      reason,
    });
    return user;
  });
  await ctx.accounts.secondFactorsReset(person);
  return {
    ok: true as const,
    message: `${person.name}'s second factors were removed and they were signed out everywhere. They sign in with their password and set up a new one.`,
  };
}
