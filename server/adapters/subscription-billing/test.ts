import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { testBillingCharges } from '../../db/schema';
import type { PaymentGateway } from '../payments/port';
import type { SubscriptionBilling } from './port';

/**
 * Stripe's test card 4000 0000 0000 0341: it is saved fine, and every later (off-session) charge on it
 * is declined. The test gateway reproduces that for renewals.
 */
export const DECLINES_AFTER_ATTACH_LAST4 = '0341';

/**
 * Subscriptions on the built-in test gateway. Checkout is an intent of the test gateway (the card form
 * confirms it as for jobs; a trial's intent is for $0 and only saves the card). Renewals are
 * off-session charges kept in `test_billing_charges`, decided by the saved test card.
 */
export function createTestSubscriptionBilling(db: Db, gateway: PaymentGateway): SubscriptionBilling {
  return {
    provider: 'test',

    async startCheckout({ subscriptionId, userId, dueTodayCents, plan }) {
      const intent = await gateway.createIntent({
        amountCents: dueTodayCents,
        currency: 'usd',
        metadata: { subscriptionId, userId, planId: String(plan.id), purpose: 'subscription' },
        idempotencyKey: `subscription-${subscriptionId}-checkout`,
        description: `Pathway ${plan.name}`,
      });
      return { ref: intent.id, clientSecret: intent.clientSecret, paymentIntentId: intent.id };
    },

    async checkoutOutcome(ref) {
      const intent = await gateway.retrieveIntent(ref);
      if (!intent) {
        return {
          status: 'failed',
          paymentMethod: null,
          cardFingerprint: null,
          amountChargedCents: 0,
          chargeRef: null,
          subscriptionId: null,
          error: 'We could not find this payment with the card provider.',
        };
      }
      return {
        status:
          intent.status === 'succeeded' ? 'succeeded' : intent.status === 'canceled' ? 'failed' : 'pending',
        paymentMethod: intent.paymentMethod,
        cardFingerprint: intent.cardFingerprint,
        amountChargedCents: intent.status === 'succeeded' ? intent.amountCents : 0,
        chargeRef: intent.amountCents > 0 ? intent.id : null,
        subscriptionId: intent.metadata.subscriptionId ?? null,
        error: intent.lastError,
      };
    },

    async chargeRenewal({ checkoutRef, amountCents, idempotencyKey }) {
      const [existing] = await db
        .select()
        .from(testBillingCharges)
        .where(eq(testBillingCharges.idempotencyKey, idempotencyKey));
      if (existing) {
        return {
          status: existing.status === 'succeeded' ? 'succeeded' : 'failed',
          ref: existing.id,
          error: existing.lastError,
        };
      }
      const saved = await gateway.retrieveIntent(checkoutRef);
      const method = saved?.status === 'succeeded' ? saved.paymentMethod : null;
      const error = !method
        ? 'No card is saved for this subscription.'
        : method.endsWith(DECLINES_AFTER_ATTACH_LAST4)
          ? 'Your card was declined.'
          : null;
      const id = `ch_test_${randomBytes(12).toString('hex')}`;
      await db
        .insert(testBillingCharges)
        .values({
          id,
          idempotencyKey,
          amountCents,
          paymentMethod: method,
          status: error ? 'failed' : 'succeeded',
          lastError: error,
        })
        .onConflictDoNothing({ target: testBillingCharges.idempotencyKey });
      const [row] = await db
        .select()
        .from(testBillingCharges)
        .where(eq(testBillingCharges.idempotencyKey, idempotencyKey));
      return {
        status: row!.status === 'succeeded' ? 'succeeded' : 'failed',
        ref: row!.id,
        error: row!.lastError,
      };
    },

    // The test gateway renews only when the task asks it to; there is nothing to tell it.
    async setAutoRenew() {},
  };
}
