/**
 * The payouts port: what the payouts service needs from a provider that pays drivers (Stripe Connect, or
 * the built-in test provider). Amounts in cents; every money-moving call carries an idempotency key, so
 * a call repeated after a crash or a timeout moves the money once.
 */
import type { TestPayoutOnboarding } from '@core/contracts/payouts';

export interface ProviderAccountState {
  /** `pending`: details still due; `enabled`: transfers and payouts allowed; `restricted`: stopped. */
  status: 'pending' | 'enabled' | 'restricted';
  bankLast4: string | null;
  requirementsDue: string[];
  instantAvailable: boolean;
  disabledReason: string | null;
  /**
   * The provider holds the driver's full taxpayer id (SSN or ITIN), not only its last 4: what a
   * 1099-NEC needs. Stripe Connect collects it; the test provider's form asks for it.
   */
  taxIdOnFile: boolean;
}

/** What the provider reports happened, in Stripe's event types (Connect events of connected accounts). */
export type PayoutEvent =
  | { id: string; type: 'account.updated'; accountId: string; state: ProviderAccountState }
  | { id: string; type: 'payout.paid'; accountId: string; payoutId: string }
  | { id: string; type: 'payout.failed'; accountId: string; payoutId: string; failureReason: string }
  | { id: string; type: 'ignored'; providerType: string };

/** Where a bank payout stands at the provider: `pending` until the bank has it (or refused it). */
export interface PayoutOutcome {
  status: 'pending' | 'paid' | 'failed';
  failureReason: string | null;
}

export interface ProviderTransfer {
  id: string;
  accountId: string;
  amountCents: number;
  /** The job the transfer pays (Stripe's `transfer_group`). */
  group: string | null;
}

export interface PayoutsProvider {
  readonly provider: 'stripe' | 'test';
  /**
   * Makes the driver's connected account. Stripe: an Express account and its onboarding link; test
   * mode: the account from the form's details (refused with a 400 when they are not test details).
   */
  createAccount(input: {
    driverId: string;
    email: string;
    details: TestPayoutOnboarding | null;
    returnUrl: string;
    refreshUrl: string;
  }): Promise<{ accountId: string; onboardingUrl: string | null; state: ProviderAccountState }>;
  /** A fresh onboarding link for an account whose onboarding is not finished (null: none needed). */
  onboardingLink(accountId: string, urls: { returnUrl: string; refreshUrl: string }): Promise<string | null>;
  /** Test mode: new bank details for an existing account (a driver whose bank failed). */
  updateAccount?(accountId: string, details: TestPayoutOnboarding): Promise<ProviderAccountState>;
  retrieveAccount(accountId: string): Promise<ProviderAccountState>;
  transfer(input: {
    accountId: string;
    amountCents: number;
    group: string;
    idempotencyKey: string;
  }): Promise<{ transferId: string }>;
  /**
   * A payout from the connected account to its bank; `arrivalOn` is the provider's estimate, and the
   * outcome what the provider knows already (an instant payout may be paid in the answer itself). The
   * same key again answers the same payout, as it stands now.
   */
  payout(input: {
    accountId: string;
    amountCents: number;
    method: 'standard' | 'instant';
    idempotencyKey: string;
  }): Promise<{ payoutId: string; arrivalOn: string } & PayoutOutcome>;
  /** Where a payout stands now: for a payout whose event was lost (or never recorded, a crash). */
  payoutState(input: { accountId: string; payoutId: string }): Promise<PayoutOutcome>;
  /** Takes the instant payout fee back from the connected account once the payout is paid. */
  collectFee(input: { accountId: string; amountCents: number; idempotencyKey: string }): Promise<void>;
  /** Transfers made since `since`, for the daily reconciliation. */
  listTransfers(since: Date): Promise<ProviderTransfer[]>;
}
