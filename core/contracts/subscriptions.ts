import { z } from 'zod';
import { normaliseInterval, planAudiences, planIntervals, subscriptionStatuses } from '../subscriptions';
import { apiErrorBody, dbId, isSingleLine, SINGLE_LINE_MESSAGE } from './common';

/** Texts from the product docs (product/platform §8) and the server's refusals that people read. */
export const subscriptionMessages = {
  missingPaymentInfo: 'Missing payment information. Please try subscribing again.',
  planNotFound: 'The selected subscription plan could not be found.',
  requiresSubscription: 'This feature requires an active subscription',
  alreadySubscribed:
    'You already have an active subscription. Manage it on the Subscriptions page instead of subscribing again.',
  autoRenewTooLate: 'Auto-renew can only be turned off until 24 hours before the end of the billing period.',
  playNotConfigured:
    'Google Play billing is not configured on this server, so this purchase cannot be verified.',
  tokenOwnedByOther: 'This purchase belongs to another account and cannot be used here.',
  contactSent: 'Thanks! Our sales team will reply by e-mail within one business day.',
} as const;

export const planIntervalSchema = z
  .string()
  .transform((v, ctx) => {
    const interval = normaliseInterval(v);
    if (!interval) {
      ctx.addIssue({ code: 'custom', message: 'Interval must be monthly or annual (yearly).' });
      return z.NEVER;
    }
    return interval;
  })
  .pipe(z.enum(planIntervals));

export const subscriptionPlan = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Integer cents per interval (the product's `price`); `priceCents` is the same number. */
  price: z.number().int(),
  priceCents: z.number().int(),
  interval: z.enum(planIntervals),
  audience: z.enum(planAudiences),
  /** A JSON-encoded array of strings, as the product's plan screens parse it. */
  features: z.string(),
  featureList: z.array(z.string()),
  sortOrder: z.number().int(),
  /** Marked MOST POPULAR on the plan screens; operators choose it. */
  highlighted: z.boolean(),
  googlePlayProductId: z.string().nullable(),
  isActive: z.boolean(),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlan>;
export const plansResponse = z.array(subscriptionPlan);

export const subscriptionRecord = z.object({
  id: z.string(),
  status: z.enum(subscriptionStatuses),
  planId: z.number().int(),
  provider: z.enum(['stripe', 'test', 'google_play']),
  autoRenew: z.boolean(),
  /** True while the 90-day free trial runs. */
  isTrial: z.boolean(),
  currentPeriodStart: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  /** The last moment auto-renew can be turned off (24 hours before the period ends). */
  autoRenewChangeableUntil: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  lastRenewalError: z.string().nullable(),
});
export type SubscriptionRecord = z.infer<typeof subscriptionRecord>;

export const userSubscriptionResponse = z.object({
  hasActiveSubscription: z.boolean(),
  plan: subscriptionPlan.nullable(),
  expiresAt: z.string().nullable(),
  subscription: subscriptionRecord.nullable(),
});
export type UserSubscriptionStatus = z.infer<typeof userSubscriptionResponse>;

/** GET /api/subscriptions/invoices: one invoice per paid period, newest first (amounts of items in dollars). */
export const subscriptionInvoiceList = z.array(
  z.object({
    id: z.string(),
    invoiceNumber: z.string(),
    createdAt: z.string(),
    periodStart: z.string(),
    periodEnd: z.string(),
    amountPaidCents: z.number().int(),
    paymentMethod: z.string(),
    items: z.array(
      z.object({
        description: z.string(),
        quantity: z.number(),
        unitPrice: z.number(),
        totalPrice: z.number(),
      }),
    ),
  }),
);

export const createSubscriptionBody = z.object({
  planId: dbId('Choose a plan.', true),
  /** false: subscribe without the free trial (after a refused trial). */
  trial: z.boolean({ error: 'trial must be true or false.' }).optional(),
});
export const createSubscriptionResponse = z.object({
  subscriptionId: z.string(),
  clientSecret: z.string(),
  provider: z.enum(['stripe', 'test']),
  /** The provider's checkout object: the test gateway's intent id (its card form confirms it). */
  paymentIntentId: z.string().nullable(),
  /** True when the 90-day trial applies: the card is saved, nothing is charged today. */
  trial: z.boolean(),
  /** Why the trial is not offered to this person, when it is not (it was used on another account). */
  trialUnavailable: z.string().nullable(),
  /** What is charged today (0 during a trial) and per period afterwards. */
  dueTodayCents: z.number().int(),
  plan: subscriptionPlan,
});
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponse>;

export const confirmSubscriptionBody = z.object({
  clientSecret: z.string({ error: subscriptionMessages.missingPaymentInfo }).min(1).max(300),
});

export const autoRenewBody = z.object({
  autoRenew: z.boolean({ error: 'autoRenew must be true or false.' }),
});

export const verifyPurchaseBody = z.object({
  productId: z.string({ error: 'productId is required.' }).trim().min(1).max(200),
  purchaseToken: z.string({ error: 'purchaseToken is required.' }).trim().min(1).max(2000),
});
export const verifyPurchaseResponse = z.object({
  isValid: z.boolean(),
  productId: z.string(),
  purchaseToken: z.string(),
  purchaseTime: z.string().nullable(),
  expiryTime: z.string().nullable().optional(),
  error: z.string().nullable(),
});
export type VerifyPurchaseResponse = z.infer<typeof verifyPurchaseResponse>;

/** The purchase as the device reports it, plus the plan it buys. */
export const verifyGooglePlayBody = verifyPurchaseBody
  .extend({
    planId: z.coerce.number({ error: 'planId is required.' }).int().positive(),
    orderId: z.string().max(200).optional(),
  })
  .loose();

export const verifyGooglePlayResponse = z.object({
  success: z.boolean(),
  verification: verifyPurchaseResponse,
  subscription: userSubscriptionResponse.nullable(),
});

// A refused purchase (400/409) answers the verification's shape; the session guard, the body's own validation
// and the transport answer the usual error body. A 4xx schema naming only the first turned every other refusal
// into a 500 (found by server/security's fuzz).
export const verifyPurchaseRefusal = z.union([verifyPurchaseResponse, apiErrorBody]);
export const verifyGooglePlayRefusal = z.union([verifyGooglePlayResponse, apiErrorBody]);

export const planUpdateBody = z
  .object({
    name: z.string().trim().min(2).max(80).refine(isSingleLine, SINGLE_LINE_MESSAGE),
    description: z.string().trim().min(2).max(500),
    priceCents: z.number().int().min(50, 'Price must be at least $0.50.').max(10_000_00),
    interval: planIntervalSchema,
    features: z.array(z.string().trim().min(1).max(200)).max(20),
    sortOrder: z.number().int().min(0).max(1000),
    highlighted: z.boolean(),
    googlePlayProductId: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9_.]{0,139}$/,
        'Use lower-case letters, digits, _ and . (Google Play product id).',
      )
      .nullable(),
    stripePriceId: z.string().startsWith('price_').nullable(),
    isActive: z.boolean(),
  })
  .partial()
  // An edit that changes nothing is a mistake in the form, not an update (and would still write the row).
  .refine((patch) => Object.values(patch).some((v) => v !== undefined), {
    message: 'Change at least one field of the plan.',
  });

export const contactBody = z.object({
  name: z
    .string({ error: 'Please enter your name.' })
    .trim()
    .min(1, 'Please enter your name.')
    .max(120)
    .refine(isSingleLine, SINGLE_LINE_MESSAGE),
  email: z.email({ error: 'Please enter a valid email address.' }).max(200),
  company: z.string().trim().max(160).optional(),
  topic: z.enum(['sales', 'support', 'billing']).default('sales'),
  message: z
    .string({ error: 'Please enter a message.' })
    .trim()
    .min(10, 'Please tell us a little more (at least 10 characters).')
    .max(4000),
});
export type ContactInput = z.input<typeof contactBody>;
export const contactResponse = z.object({ ok: z.literal(true), message: z.string() });

/** Advanced Analytics: months for clients, weeks for drivers. */
export const analyticsResponse = z.object({
  role: z.enum(['client', 'driver']),
  period: z.enum(['month', 'week']),
  points: z.array(
    z.object({
      /** First day of the month or week (UTC, YYYY-MM-DD). */
      start: z.string(),
      label: z.string(),
      jobs: z.number().int(),
      /** Clients: what they spent; drivers: what they earned. */
      amountCents: z.number().int(),
      /** Drivers: miles driven on delivered jobs. */
      miles: z.number().int(),
      /** Clients: share of delivered jobs delivered on time (0..100), null when none were delivered. */
      onTimePercent: z.number().nullable(),
    }),
  ),
});
export type Analytics = z.infer<typeof analyticsResponse>;

/** PATCH /api/admin/subscription-plans/:id */
export const planIdParams = z.object({ id: dbId('No such plan', true) });

/** POST /api/subscriptions/google-play/notifications?token=: Google's Pub/Sub push. */
export const playPushQuery = z.object({ token: z.string().max(200).optional() });
/** Pub/Sub push body: the notification is base64 JSON in message.data. */
export const playPushBody = z.object({
  message: z.object({ data: z.string().max(20_000), messageId: z.string().optional() }).loose(),
  subscription: z.string().optional(),
});
/** The decoded Real-time Developer Notification. */
export const playDeveloperNotification = z
  .object({
    packageName: z.string().optional(),
    subscriptionNotification: z
      .object({
        notificationType: z.number().int(),
        purchaseToken: z.string().min(1),
        subscriptionId: z.string().min(1),
      })
      .optional(),
    testNotification: z.object({}).loose().optional(),
  })
  .loose();
