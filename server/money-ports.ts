import { createPlayBilling } from './adapters/google-play';
import type { PaymentGateway } from './adapters/payments/port';
import { createStripeClient, createStripeGateway } from './adapters/payments/stripe';
import { createTestGateway, type TestGateway } from './adapters/payments/test-gateway';
import { createStripeConnectProvider } from './adapters/payouts/stripe-connect';
import { createTestPayoutsProvider } from './adapters/payouts/test-provider';
import { createStripeSubscriptionBilling } from './adapters/subscription-billing/stripe';
import { createTestSubscriptionBilling } from './adapters/subscription-billing/test';
import type { Config } from './config';
import type { Db } from './db/client';

/**
 * The ports money goes through: Stripe (payments, subscriptions, Connect payouts) when a secret key is
 * configured, otherwise the persisted offline gateways (docs/ARCHITECTURE.md); Google Play billing either way.
 */
export function createMoneyPorts(
  db: Db,
  config: Config,
  opts: {
    stripeHost?: { host: string; port: number; protocol: 'http' | 'https' };
    clock?: () => Date;
  },
) {
  const stripe = config.STRIPE_SECRET_KEY
    ? createStripeClient({ secretKey: config.STRIPE_SECRET_KEY, ...opts.stripeHost })
    : null;
  const testGateway: TestGateway | null = stripe ? null : createTestGateway(db);
  const gateway: PaymentGateway = stripe ? createStripeGateway(stripe) : testGateway!;
  const testPayouts = stripe ? null : createTestPayoutsProvider(db, opts.clock);
  return {
    stripe,
    testGateway,
    gateway,
    subscriptionBilling: stripe
      ? createStripeSubscriptionBilling(stripe)
      : createTestSubscriptionBilling(db, gateway),
    play: createPlayBilling({
      packageName: config.GOOGLE_PLAY_PACKAGE_NAME,
      serviceAccountJson: config.GOOGLE_PLAY_SERVICE_ACCOUNT_JSON,
      apiBaseUrl: config.GOOGLE_PLAY_API_BASE_URL,
    }),
    testPayouts,
    payoutsProvider: stripe ? createStripeConnectProvider(stripe) : testPayouts!,
  };
}
