import type { DeletionImpact } from '@core/contracts/accounts';
import type { AccountsContext, SessionUser } from './context';

/** Days between a deletion request and the erasure; signing in before then offers to keep the account. */
export const DELETION_GRACE_DAYS = 30;

/** Set by the composition root: each domain (jobs, subscriptions) says what a deletion leaves of its own. */
export function setDeletionImpact(
  ctx: AccountsContext,
  ...sources: ((userId: string) => Promise<string[] | string | null>)[]
) {
  ctx.hooks.deletionImpact = async (userId) =>
    (await Promise.all(sources.map((source) => source(userId)))).flat().filter((line) => line !== null);
}

/** GET /api/me/deletion-impact: what happens to each move under way and to the subscription. */
export async function deletionImpact(ctx: AccountsContext, actor: SessionUser): Promise<DeletionImpact> {
  return { graceDays: DELETION_GRACE_DAYS, items: await ctx.hooks.deletionImpact(actor.id) };
}
