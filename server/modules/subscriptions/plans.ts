import { type SubscriptionPlan, subscriptionMessages } from '@core/contracts/subscriptions';
import { conflict, isUniqueViolation, notFound } from '../../lib/errors';
import type { SessionUser } from '../accounts/service';
import { type SubscriptionsContext, toPlan } from './context';
import { type PlanRow, subscriptionsRepo as repo } from './repo';

/** The plans on sale, their administration, and the invoices of what was paid for them. */

/** Active plans; a signed-in user sees the plans of their role first. */
export async function plans(
  ctx: SubscriptionsContext,
  actor: SessionUser | null,
): Promise<SubscriptionPlan[]> {
  const rows = await repo.listPlans(ctx.db);
  const own = actor ? rows.filter((r) => r.audience === actor.role) : [];
  const rest = actor ? rows.filter((r) => r.audience !== actor.role) : rows;
  return [...own, ...rest].map(toPlan);
}

/** Every plan, inactive ones too (operators). */
export const allPlans = async (ctx: SubscriptionsContext) => (await repo.listPlans(ctx.db, true)).map(toPlan);

export async function updatePlan(
  ctx: SubscriptionsContext,
  actor: SessionUser,
  id: number,
  patch: Partial<PlanRow>,
) {
  if (!actor.isAdmin) throw notFound();
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const updated = await repo.updatePlan(tx, id, patch);
      // Choosing the plan to highlight takes the mark from the audience's other plans.
      if (updated && patch.highlighted) await repo.clearHighlight(tx, updated.audience, updated.id);
      return updated;
    });
    if (!row) throw notFound(subscriptionMessages.planNotFound);
    return toPlan(row);
  } catch (err) {
    if (isUniqueViolation(err))
      throw conflict('Another plan already uses that name or Google Play product id.');
    throw err;
  }
}

/** The account's subscription invoices (one per paid period). */
export async function invoices(ctx: SubscriptionsContext, actor: SessionUser) {
  const rows = await repo.chargesFor(ctx.db, actor.id);
  return rows.map((r) => ({
    id: r.id,
    invoiceNumber: `INV-${r.invoiceNumber}`,
    createdAt: r.createdAt.toISOString(),
    periodStart: r.periodStart.toISOString(),
    periodEnd: r.periodEnd.toISOString(),
    amountPaidCents: r.amountCents,
    paymentMethod: r.paymentMethod,
    items: r.items.map((i) => ({
      description: i.description,
      quantity: i.quantity,
      unitPrice: i.unitPriceCents / 100,
      totalPrice: i.totalPriceCents / 100,
    })),
  }));
}

/** The charges of one subscription (refunds and tests). */
export const chargesForSubscription = (ctx: SubscriptionsContext, id: string) =>
  repo.chargesForSubscription(ctx.db, id);
