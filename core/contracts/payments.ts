import { z } from 'zod';

/** Who takes the card: Stripe, or the built-in test gateway (brief §7). */
export const paymentProviders = ['stripe', 'test'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

export const INVALID_AMOUNT_MESSAGE = 'Invalid payment amount';

export const createPaymentIntentBody = z.object({
  amount: z.coerce
    .number({ error: INVALID_AMOUNT_MESSAGE })
    .refine((n) => Number.isFinite(n) && n > 0, INVALID_AMOUNT_MESSAGE),
  recoveryRequestId: z
    .string({ error: 'recoveryRequestId is required' })
    .min(1, 'recoveryRequestId is required')
    .max(64),
});

export const createPaymentIntentResponse = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  provider: z.enum(paymentProviders),
  /** Dollars and cents of the job's server price. */
  amount: z.number(),
  amountCents: z.number().int(),
});
export type CreatePaymentIntentResponse = z.infer<typeof createPaymentIntentResponse>;

export const paymentSuccessBody = z.object({
  paymentIntentId: z.string({ error: 'paymentIntentId is required' }).min(1).max(255),
  recoveryRequestId: z.string({ error: 'recoveryRequestId is required' }).min(1).max(64),
});

export const invoiceItem = z.object({
  description: z.string(),
  quantity: z.number(),
  /** dollars */
  unitPrice: z.number(),
  totalPrice: z.number(),
});

export const invoiceStatuses = ['paid', 'refunded'] as const;

export const invoice = z.object({
  id: z.string(),
  invoiceNumber: z.string(),
  jobId: z.string(),
  jobNumber: z.string(),
  createdAt: z.string(),
  paymentMethod: z.string(),
  status: z.enum(invoiceStatuses),
  items: z.array(invoiceItem),
  /** dollars */
  amountPaid: z.number(),
  amountPaidCents: z.number().int(),
  notes: z.string().nullable(),
  receiptUrl: z.string(),
});
export type Invoice = z.infer<typeof invoice>;
/** GET /api/invoices and GET /api/recovery-requests/:id/invoices, newest first. */
export const invoiceList = z.array(invoice);

export const paymentSuccessResponse = z.object({ ok: z.literal(true), invoice });

/** POST /api/test-gateway/payment-intents/:id/confirm: the test gateway's stand-in for Stripe.js. */
export const testGatewayParams = z.object({ id: z.string().max(100) });
export const testCardBody = z.object({
  clientSecret: z.string().min(1).max(255),
  card: z.object({
    number: z.string().max(30),
    expiry: z.string().max(10),
    cvc: z.string().max(6),
  }),
});

export const testConfirmResponse = z.object({
  status: z.enum(['succeeded', 'requires_payment_method']),
  error: z
    .object({
      message: z.string(),
      code: z.string(),
      declineCode: z.string().optional(),
      field: z.string().optional(),
    })
    .nullable(),
});
export type TestConfirmResponse = z.infer<typeof testConfirmResponse>;

/** POST /api/recovery-requests/:id/cancel */
export const cancelResponse = z.object({
  status: z.literal('cancelled'),
  refunded: z.boolean(),
  message: z.string(),
});
