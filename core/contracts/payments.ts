import { z } from 'zod';
import { recoveryRequest } from './jobs';

/** Who takes the card: Stripe, or the built-in test gateway (product/foundations §7). */
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

export const invoiceStatuses = ['paid', 'refunded', 'partially_refunded'] as const;

/** Who sells the move: the platform's legal name, address and tax id (from configuration). */
export const seller = z.object({ legalName: z.string(), address: z.string(), taxId: z.string() });
export type Seller = z.infer<typeof seller>;

/**
 * The company billed, as it was at issue: its legal name, billing address and tax id, and the PO number
 * and cost centre of the order the move came from (null for a person's own move).
 */
export const billedCompany = z.object({
  legalName: z.string(),
  billingAddress: z.string(),
  taxId: z.string().nullable(),
  poNumber: z.string().nullable(),
  costCentre: z.string().nullable(),
});
export type BilledCompany = z.infer<typeof billedCompany>;

export const creditNote = z.object({
  number: z.string(),
  amountCents: z.number().int(),
  reason: z.string(),
  issuedAt: z.string(),
  /** The credit note's own PDF (the invoice's never changes). */
  pdfUrl: z.string(),
});
export type CreditNote = z.infer<typeof creditNote>;

export const invoice = z.object({
  id: z.string(),
  invoiceNumber: z.string(),
  jobId: z.string(),
  jobNumber: z.string(),
  createdAt: z.string(),
  paymentMethod: z.string(),
  /** From the ledger: what was paid and what refunds gave back. */
  status: z.enum(invoiceStatuses),
  /** From the ledger: what cancellation and claim refunds gave back. */
  refundedCents: z.number().int(),
  /** The status as a person reads it: "Partially refunded: $120.00 of $371.00". */
  statusLabel: z.string(),
  seller,
  billedCompany: billedCompany.nullable(),
  items: z.array(invoiceItem),
  /** dollars */
  amountPaid: z.number(),
  amountPaidCents: z.number().int(),
  notes: z.string().nullable(),
  receiptUrl: z.string(),
  /** A credit note against the invoice (a refund, all or part), once the refund is made. */
  creditNote: creditNote.nullable(),
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

/** The cardholder's answer to the test gateway's 3-D Secure step. */
export const testAuthenticateBody = z.object({
  clientSecret: z.string().min(1).max(255),
  outcome: z.enum(['approve', 'fail'], { error: "outcome must be 'approve' or 'fail'" }),
});

/** `requires_action`: a 3-D Secure card waits for the authentication step before it can succeed. */
export const testConfirmResponse = z.object({
  status: z.enum(['succeeded', 'requires_payment_method', 'requires_action']),
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

export const paymentIntentStatus = z.enum([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'succeeded',
  'canceled',
]);

/**
 * GET /api/payment-intents/:id: what a payment intent paid for, for its client only. `invoice` is the
 * invoice of the payment made with this intent, null while none is recorded.
 */
/** GET /api/payment-intents/:id (the provider's intent id). */
export const paymentIntentParams = z.object({ id: z.string().max(255) });
export const paymentIntentLookup = z.object({
  paymentIntentId: z.string(),
  status: paymentIntentStatus,
  /** The provider's message for the last failed attempt. */
  lastError: z.string().nullable(),
  /** dollars */
  amount: z.number(),
  amountCents: z.number().int(),
  recoveryRequest,
  invoice: invoice.nullable(),
});
export type PaymentIntentLookup = z.infer<typeof paymentIntentLookup>;
