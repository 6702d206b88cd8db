import { z } from 'zod';

/** A company's statements, accounting export, certificate of insurance and net-30 terms. */

const monthString = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Choose a month as YYYY-MM, for example 2026-03');
const dayString = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Enter a date as YYYY-MM-DD');

/** GET /api/company/statements(.pdf|.csv)?month=YYYY-MM */
export const statementQuery = z.object({ month: monthString });

/** GET /api/company/exports/invoices.csv?from=YYYY-MM-DD&to=YYYY-MM-DD (both days included) */
export const exportQuery = z
  .object({ from: dayString, to: dayString })
  .refine((q) => q.from <= q.to, { message: 'The start date must not be after the end date', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, {
    message: 'Export at most a year at a time',
    path: ['to'],
  });

export const statementLine = z.object({
  at: z.string(),
  /** The day in the operators' time zone (YYYY-MM-DD). */
  date: z.string(),
  kind: z.enum(['invoice', 'credit_note', 'payment', 'refund']),
  kindLabel: z.string(),
  reference: z.string(),
  description: z.string(),
  /** What it does to the balance: invoices and refunds paid raise it, credit notes and payments lower it. */
  amountCents: z.number().int(),
});

export const companyStatement = z.object({
  month: z.string(),
  /** "March 2026" */
  monthLabel: z.string(),
  timeZone: z.string(),
  company: z.object({
    legalName: z.string(),
    billingAddress: z.string(),
    taxId: z.string().nullable(),
    billingEmail: z.string(),
  }),
  lines: z.array(statementLine),
  openingBalanceCents: z.number().int(),
  invoicesCents: z.number().int(),
  creditNotesCents: z.number().int(),
  paymentsCents: z.number().int(),
  closingBalanceCents: z.number().int(),
});
export type CompanyStatement = z.infer<typeof companyStatement>;

export const termsInvoice = z.object({
  id: z.string(),
  number: z.string(),
  month: z.string(),
  amountCents: z.number().int(),
  issuedAt: z.string(),
  dueAt: z.string(),
  paidAt: z.string().nullable(),
  overdue: z.boolean(),
  /** Where the company pays it with Stripe (the hosted invoice page); null offline. */
  hostedUrl: z.string().nullable(),
  moves: z.number().int(),
});
export type TermsInvoice = z.infer<typeof termsInvoice>;

/** GET /api/company/terms: the company's terms, this month's moves on terms and its invoices. */
export const companyTerms = z.object({
  paymentTerms: z.enum(['card', 'net30']),
  approvedAt: z.string().nullable(),
  /** Moves on terms this month not yet invoiced (they go on the month's invoice). */
  openMonth: z.object({ month: z.string(), moves: z.number().int(), amountCents: z.number().int() }),
  invoices: z.array(termsInvoice),
  /** Set when an overdue invoice stops new requests: what to pay. */
  blockedMessage: z.string().nullable(),
});
export type CompanyTerms = z.infer<typeof companyTerms>;

export const termsInvoiceParams = z.object({ id: z.uuid() });

/** GET /api/admin/companies */
export const adminCompany = z.object({
  id: z.string(),
  legalName: z.string(),
  billingEmail: z.string(),
  members: z.number().int(),
  paymentTerms: z.enum(['card', 'net30']),
  approvedAt: z.string().nullable(),
  /** What it owes on terms: charged and not yet paid. */
  balanceCents: z.number().int(),
  overdueCents: z.number().int(),
});
export type AdminCompany = z.infer<typeof adminCompany>;
export const adminCompanyList = z.array(adminCompany);
export const companyIdParams = z.object({ id: z.uuid() });
export const setTermsBody = z.object({ paymentTerms: z.enum(['card', 'net30']) });

/** POST /api/admin/terms-invoicing/run: the month-end run by hand (the month before the current one). */
export const invoicingRunBody = z.object({ month: monthString.optional() });
export const invoicingRunResult = z.object({ month: z.string(), issued: z.number().int() });
