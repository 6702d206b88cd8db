import type Stripe from 'stripe';
import type { PayoutEvent, PayoutOutcome, PayoutsProvider, ProviderAccountState } from './port';

/** Stripe's requirement codes in words a driver can act on (the rest are shown as Stripe names them). */
const REQUIREMENT_WORDS: Record<string, string> = {
  external_account: 'A bank account for your pay',
  'individual.dob.day': 'Your date of birth',
  'individual.ssn_last_4': 'The last 4 of your SSN',
  'individual.id_number': 'Your full SSN or ITIN (for your 1099-NEC)',
  'individual.first_name': 'Your legal name',
  'individual.last_name': 'Your legal name',
  'individual.address.line1': 'Your home address',
  'individual.phone': 'Your phone number',
  'individual.email': 'Your e-mail address',
  'tos_acceptance.date': "Stripe's terms of service",
  'business_profile.url': 'A website or profile for your business',
};

function accountState(a: Stripe.Account): ProviderAccountState {
  const due = [...(a.requirements?.currently_due ?? []), ...(a.requirements?.past_due ?? [])];
  const words = [...new Set(due.map((code) => REQUIREMENT_WORDS[code] ?? code))];
  const bank = a.external_accounts?.data.find((x) => x.object === 'bank_account') as
    | Stripe.BankAccount
    | undefined;
  const card = a.external_accounts?.data.find((x) => x.object === 'card') as Stripe.Card | undefined;
  const disabled = a.requirements?.disabled_reason ?? null;
  return {
    status: a.payouts_enabled ? 'enabled' : a.details_submitted && disabled ? 'restricted' : 'pending',
    bankLast4: bank?.last4 ?? card?.last4 ?? null,
    requirementsDue: words,
    // Instant payouts need a debit card (or an eligible bank) that supports them.
    instantAvailable: Boolean(
      card?.available_payout_methods?.includes('instant') ||
        bank?.available_payout_methods?.includes('instant'),
    ),
    disabledReason: disabled,
    taxIdOnFile: a.individual?.id_number_provided === true || a.company?.tax_id_provided === true,
  };
}

/** Connect events of connected accounts as the payouts service's events. */
export function toPayoutEvent(event: Stripe.Event): PayoutEvent {
  switch (event.type) {
    case 'account.updated':
      return {
        id: event.id,
        type: 'account.updated',
        accountId: event.data.object.id,
        state: accountState(event.data.object),
      };
    case 'payout.paid':
      return {
        id: event.id,
        type: 'payout.paid',
        accountId: event.account ?? '',
        payoutId: event.data.object.id,
      };
    case 'payout.failed':
      return {
        id: event.id,
        type: 'payout.failed',
        accountId: event.account ?? '',
        payoutId: event.data.object.id,
        failureReason:
          event.data.object.failure_message ??
          event.data.object.failure_code ??
          'The bank refused the payout.',
      };
    default:
      return { id: event.id, type: 'ignored', providerType: event.type };
  }
}

/** Stripe's payout status as the port's outcome: in transit is still pending; cancelled never arrives. */
function outcomeOf(p: Stripe.Payout): PayoutOutcome {
  if (p.status === 'paid') return { status: 'paid', failureReason: null };
  if (p.status === 'failed' || p.status === 'canceled')
    return {
      status: 'failed',
      failureReason:
        p.failure_message ??
        (p.status === 'canceled' ? 'The payout was cancelled.' : 'The bank refused the payout.'),
    };
  return { status: 'pending', failureReason: null };
}

/**
 * Stripe Connect: an Express account per driver whose payouts the platform makes itself (manual
 * schedule), so each payout is ours to create and to follow; transfers carry the job as their group.
 */
export function createStripeConnectProvider(stripe: Stripe): PayoutsProvider {
  const link = async (accountId: string, urls: { returnUrl: string; refreshUrl: string }) =>
    (
      await stripe.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        return_url: urls.returnUrl,
        refresh_url: urls.refreshUrl,
      })
    ).url;
  return {
    provider: 'stripe',

    async createAccount({ driverId, email, returnUrl, refreshUrl }) {
      const account = await stripe.accounts.create(
        {
          type: 'express',
          country: 'US',
          email: email || undefined,
          business_type: 'individual',
          capabilities: { transfers: { requested: true } },
          settings: { payouts: { schedule: { interval: 'manual' } } },
          metadata: { driverId },
        },
        { idempotencyKey: `account:${driverId}` },
      );
      return {
        accountId: account.id,
        onboardingUrl: await link(account.id, { returnUrl, refreshUrl }),
        state: accountState(account),
      };
    },

    async onboardingLink(accountId, urls) {
      return link(accountId, urls);
    },

    async retrieveAccount(accountId) {
      return accountState(await stripe.accounts.retrieve(accountId));
    },

    async transfer({ accountId, amountCents, group, idempotencyKey }) {
      const t = await stripe.transfers.create(
        { amount: amountCents, currency: 'usd', destination: accountId, transfer_group: group },
        { idempotencyKey },
      );
      return { transferId: t.id };
    },

    async payout({ accountId, amountCents, method, idempotencyKey }) {
      const p = await stripe.payouts.create(
        { amount: amountCents, currency: 'usd', method },
        { stripeAccount: accountId, idempotencyKey },
      );
      return {
        payoutId: p.id,
        arrivalOn: new Date(p.arrival_date * 1000).toISOString().slice(0, 10),
        ...outcomeOf(p),
      };
    },

    async payoutState({ accountId, payoutId }) {
      return outcomeOf(await stripe.payouts.retrieve(payoutId, {}, { stripeAccount: accountId }));
    },

    async collectFee({ accountId, amountCents, idempotencyKey }) {
      // An account debit: the connected account pays the platform the instant payout's fee.
      await stripe.charges.create(
        { amount: amountCents, currency: 'usd', source: accountId },
        { idempotencyKey },
      );
    },

    async listTransfers(since) {
      const out = [];
      for await (const t of stripe.transfers.list({
        created: { gte: Math.floor(since.getTime() / 1000) },
        limit: 100,
      }))
        out.push({
          id: t.id,
          accountId: typeof t.destination === 'string' ? t.destination : (t.destination?.id ?? ''),
          amountCents: t.amount,
          group: t.transfer_group,
        });
      return out;
    },
  };
}
