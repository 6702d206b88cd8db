/** Driver payouts: the payout account, earnings with each half's state, payouts and statements. */
import { z } from 'zod';
import { penaltyKinds } from '../operations';
import { halfStates, payoutAccountStatuses, STATEMENT_FILE, TEST_BANK_HINT } from '../payouts';
import { isSingleLine, SINGLE_LINE_MESSAGE } from './common';
import { earningsLine } from './dispatch';

/**
 * Bank payouts waiting after a change of bank (`holdUntil`), or frozen by the driver's "this wasn't
 * me" until an operator lifts it (`frozenAt`).
 */
export const payoutBankHold = z.object({
  bankChangedAt: z.string().nullable(),
  holdUntil: z.string().nullable(),
  frozenAt: z.string().nullable(),
});
export type PayoutBankHold = z.infer<typeof payoutBankHold>;

/** GET/POST /api/payout-freeze/:token */
export const payoutFreezeLinkResponse = z.object({
  state: z.enum(['ready', 'frozen', 'used']),
  bankLast4: z.string().nullable(),
});
export type PayoutFreezeLink = z.infer<typeof payoutFreezeLinkResponse>;
export const payoutFreezeParams = z.object({ token: z.string().max(100) });

/** GET /api/driver/payout-account */
export const payoutAccountResponse = z.object({
  status: z.enum(payoutAccountStatuses),
  provider: z.enum(['stripe', 'test']),
  bankLast4: z.string().nullable(),
  /** What is still needed before payouts go out, in words the driver can act on. */
  requirementsDue: z.array(z.string()),
  instantAvailable: z.boolean(),
  /** Why payouts stopped (a failed or closed bank account), when they did. */
  disabledReason: z.string().nullable(),
  bankHold: payoutBankHold.nullable(),
  /** The payout provider holds the driver's full taxpayer id: their statements are 1099-NEC statements. */
  taxIdOnFile: z.boolean(),
});
export type PayoutAccount = z.infer<typeof payoutAccountResponse>;

const digits = (length: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(new RegExp(`^\\d{${length}}$`), message);

/**
 * POST /api/driver/payout-account. With Stripe the body is empty and the answer carries the onboarding
 * link; in test mode the form's fields make the account.
 */
export const testPayoutOnboardingBody = z
  .object({
    legalName: z
      .string({ error: 'Enter your legal name as your bank knows it' })
      .trim()
      .min(3, 'Enter your legal name as your bank knows it')
      .max(120, 'Use at most 120 characters')
      .refine(isSingleLine, SINGLE_LINE_MESSAGE),
    dateOfBirth: z.iso.date({ error: 'Enter your date of birth' }).refine((d) => {
      const age = (Date.now() - Date.parse(`${d}T00:00:00Z`)) / (365.25 * 24 * 3600 * 1000);
      return age >= 18 && age < 100;
    }, 'Drivers paid through Pathway must be at least 18'),
    ssnLast4: digits(4, 'Enter the last 4 digits of your SSN'),
    /**
     * The full SSN or ITIN, optional: without it statements are earnings statements, not 1099-NEC. The
     * test provider notes only that it was given.
     */
    taxpayerId: z
      .string()
      .trim()
      .transform((v) => v.replace(/[\s-]/g, ''))
      .refine(
        (v) => v === '' || /^\d{9}$/.test(v),
        'Enter all 9 digits of your SSN or ITIN, or leave it empty',
      )
      .optional(),
    routingNumber: digits(9, `Enter the 9-digit routing number. ${TEST_BANK_HINT}`),
    accountNumber: z
      .string({ error: 'Enter your account number' })
      .trim()
      .regex(/^\d{4,17}$/, 'Enter your account number (4 to 17 digits)'),
  })
  .superRefine((v, ctx) => {
    if (v.taxpayerId && v.taxpayerId.slice(-4) !== v.ssnLast4)
      ctx.addIssue({
        code: 'custom',
        path: ['taxpayerId'],
        message: 'Its last 4 digits must be the SSN last 4 above',
      });
  });
export type TestPayoutOnboarding = z.infer<typeof testPayoutOnboardingBody>;
/**
 * Stripe onboarding sends `{}`; the test provider's form sends its details, checked field by field (a
 * union would answer a bad field with "Invalid input" only).
 */
export const payoutOnboardingBody = z.preprocess(
  (body) => (body && typeof body === 'object' && Object.keys(body).length === 0 ? undefined : body),
  testPayoutOnboardingBody.optional(),
);

export const payoutOnboardingResponse = z.object({
  account: payoutAccountResponse,
  /** Stripe's hosted onboarding, to open next; null in test mode (the account is made already). */
  onboardingUrl: z.string().nullable(),
});

export const earningsHalf = z.object({
  half: z.union([z.literal(1), z.literal(2)]),
  amountCents: z.number().int(),
  state: z.enum(halfStates),
  /** When it reached that state (released, sent, paid), if it has. */
  at: z.string().nullable(),
  /** The bank's arrival date while in transit or once paid. */
  arrivalOn: z.string().nullable(),
  failureReason: z.string().nullable(),
  /** Kept back from this half against a penalty (amountCents is what was sent). */
  penaltyCents: z.number().int(),
});

/** An approved receipt of the job (a fill-up, a self-booked return) paid back to the driver, and where it is. */
export const earningsReimbursement = z.object({
  id: z.string(),
  kind: z.enum(['fuel', 'return_receipt']),
  amountCents: z.number().int(),
  state: z.enum(halfStates),
  at: z.string().nullable(),
  /** Kept back from it against a penalty (amountCents is what is owed in all). */
  penaltyCents: z.number().int(),
});
export type EarningsReimbursement = z.infer<typeof earningsReimbursement>;

/** A penalty an operator recorded (damage, a citation), kept back from later halves until recovered. */
export const driverPenalty = z.object({
  id: z.string(),
  kind: z.enum(penaltyKinds),
  amountCents: z.number().int(),
  recoveredCents: z.number().int(),
  reason: z.string(),
  jobNumber: z.string().nullable(),
  createdAt: z.string(),
});
export type DriverPenalty = z.infer<typeof driverPenalty>;

export const bankPayout = z.object({
  id: z.string(),
  method: z.enum(['standard', 'instant']),
  amountCents: z.number().int(),
  feeCents: z.number().int(),
  status: z.enum(['pending', 'paid', 'failed']),
  arrivalOn: z.string(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
});
export type BankPayout = z.infer<typeof bankPayout>;

/** GET /api/driver/earnings */
export const driverEarningsResponse = z.object({
  jobs: z.array(
    earningsLine.extend({
      /** Why this rate: "10%: Pro subscription" / "15%: free trial". */
      commissionReason: z.string().nullable(),
      halves: z.array(earningsHalf),
      /** Receipts paid back: not pay (outside the commission and the 1099 total), their own lines. */
      reimbursements: z.array(earningsReimbursement),
    }),
  ),
  totalPayCents: z.number().int(),
  totalReleasedCents: z.number().int(),
  totalPendingCents: z.number().int(),
  /** In the driver's payout account, waiting for the next payout (or an instant one). */
  availableCents: z.number().int(),
  /** Released but waiting for the payout account to be ready. */
  heldCents: z.number().int(),
  inTransitCents: z.number().int(),
  paid: z.object({ weekCents: z.number().int(), monthCents: z.number().int(), yearCents: z.number().int() }),
  payouts: z.array(bankPayout),
  instantFee: z.object({ bps: z.number().int(), minimumCents: z.number().int() }),
  /**
   * The server's instant payout of everything available now: what leaves the balance, its fee, what
   * reaches the bank and when. Null when nothing is available or the fee would take it all.
   */
  instantQuote: z
    .object({
      grossCents: z.number().int(),
      feeCents: z.number().int(),
      netCents: z.number().int(),
      arrival: z.string(),
    })
    .nullable(),
  penalties: z.array(driverPenalty),
  /** What the driver still owes on penalties: kept back from the next halves. */
  penaltyOwedCents: z.number().int(),
});
export type DriverEarnings = z.infer<typeof driverEarningsResponse>;

/**
 * POST /api/driver/payouts/instant: what the driver confirmed (the quote's fee and what reaches the
 * bank). The server computes both again and refuses (409 `instant_quote_changed`) when they differ.
 */
export const instantPayoutBody = z
  .object({
    feeCents: z.number().int().min(0),
    netCents: z.number().int().min(1),
  })
  // Without a body (an older client, a script) the payout runs on the server's own numbers.
  .nullish();
export type InstantPayoutBody = z.infer<typeof instantPayoutBody>;

/** POST /api/driver/payouts/instant */
export const instantPayoutResponse = z.object({ payout: bankPayout });

/** GET /api/driver/statements/:file: `2026-11.pdf` / `.csv` for a month, `2026.pdf` / `.csv` for a year. */
export const statementParams = z.object({
  file: z
    .string()
    .regex(STATEMENT_FILE, 'Name the statement as YYYY-MM.pdf or YYYY-MM.csv (a month), or YYYY.pdf (a year)')
    .transform((file) => {
      const [, period, format] = STATEMENT_FILE.exec(file)!;
      return { period: period!, format: format as 'pdf' | 'csv' };
    }),
});

/** GET /api/admin/payouts: what needs an operator's eye. */
export const adminPayoutsResponse = z.object({
  held: z.array(
    z.object({
      driverId: z.string(),
      driverName: z.string(),
      amountCents: z.number().int(),
      halves: z.number().int(),
      accountStatus: z.enum(payoutAccountStatuses),
    }),
  ),
  failedTransfers: z.array(
    z.object({
      id: z.string(),
      driverName: z.string(),
      jobNumber: z.string(),
      half: z.number().int(),
      amountCents: z.number().int(),
      reason: z.string().nullable(),
    }),
  ),
  failedPayouts: z.array(bankPayout.extend({ driverName: z.string() })),
  /** Mismatches the nightly reconciliation found with the provider's books, still open. */
  flagged: z.array(
    z.object({ jobId: z.string(), jobNumber: z.string(), reason: z.string(), flaggedAt: z.string() }),
  ),
  /** Platform totals from the ledger: owed to drivers and not yet paid. */
  owedCents: z.number().int(),
  inTransitCents: z.number().int(),
});

export const retryTransferResponse = z.object({ retried: z.literal(true) });

export const retryTransferParams = z.object({ id: z.uuid({ error: 'Transfer not found' }) });
