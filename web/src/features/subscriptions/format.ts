import type { SubscriptionPlan } from '@core/contracts/subscriptions';
import { formatUsd } from '@core/money';
import { type PlanInterval, TRIAL_DAYS } from '@core/subscriptions';
import { t } from '@lingui/core/macro';

/** "$20.00/month". */
export const pricePerInterval = (plan: Pick<SubscriptionPlan, 'price' | 'interval'>) => {
  const price = formatUsd(plan.price);
  return plan.interval === 'annual' ? t`${price}/year` : t`${price}/month`;
};

/** What /subscription-success says: a trial has started and when it ends; a paid start until when. */
export function activationText(trial: boolean, endsOn: string, price: string): string {
  if (trial)
    return t`Your ${TRIAL_DAYS}-day free trial has started and ends on ${endsOn}. Nothing is charged until then; after that ${price} is charged unless you turn off auto-renew. A confirmation e-mail is on its way.`;
  return t`Your subscription is active until ${endsOn}. A receipt is on its way by e-mail.`;
}

/** Plans of one interval, by sortOrder. */
export function plansFor(plans: SubscriptionPlan[], interval: PlanInterval): SubscriptionPlan[] {
  return plans.filter((p) => p.interval === interval).sort((a, b) => a.sortOrder - b.sortOrder);
}

/** Where Subscribe Now leads once the server created the subscription. */
export function subscribePath(input: { clientSecret: string; subscriptionId: string }): string {
  const q = new URLSearchParams({ clientSecret: input.clientSecret, subscriptionId: input.subscriptionId });
  return `/subscribe?${q}`;
}

/** The test gateway's intent id is the client secret's part before `_secret_` (as with Stripe). */
export function intentIdFromSecret(clientSecret: string): string | null {
  const i = clientSecret.indexOf('_secret_');
  return i > 0 ? clientSecret.slice(0, i) : null;
}

const checkoutStoreKey = (id: string) => `pathway.subscriptionCheckout.${id}`;

/** What the checkout page shows of the plan; `trialNote` says why no trial is offered, when it is not. */
export interface CheckoutSummary {
  planId: number;
  /** Charged today: 0 for a trial (the card is only saved). */
  dueTodayCents: number;
  planName: string;
  price: string;
  trial: boolean;
  trialNote: string | null;
}

/** The server's checkout as the checkout page's summary. */
export const checkoutSummary = (
  checkout: {
    plan: { id: number; name: string };
    trial: boolean;
    trialUnavailable: string | null;
    dueTodayCents: number;
  },
  price: string,
): CheckoutSummary => ({
  planId: checkout.plan.id,
  dueTodayCents: checkout.dueTodayCents,
  planName: checkout.plan.name,
  price,
  trial: checkout.trial,
  trialNote: checkout.trialUnavailable,
});

/** The plan summary for the checkout page, kept for this tab only. */
export function rememberCheckout(id: string, summary: CheckoutSummary) {
  try {
    sessionStorage.setItem(checkoutStoreKey(id), JSON.stringify(summary));
  } catch {
    // Private mode without storage: the checkout simply shows no summary.
  }
}

export function recallCheckout(id: string): CheckoutSummary | null {
  try {
    const raw = sessionStorage.getItem(checkoutStoreKey(id));
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}
