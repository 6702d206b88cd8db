/**
 * Paying drivers (product/foundations §6): each released half goes to the driver's payout account as a
 * transfer, and from there to their bank in a daily standard payout or an instant one for a fee.
 */

/** Stripe's public test bank numbers, which the test payouts provider honours as Stripe's test mode does. */
export const TEST_ROUTING_NUMBER = '110000000';
export const testBankAccounts = {
  /** Payouts succeed. */
  '000123456789': { outcome: 'pays' },
  /** Payouts fail: the bank cannot find the account. */
  '000111111116': {
    outcome: 'fails',
    code: 'no_account',
    reason: 'Your bank could not find this account. Check the account number, or add another account.',
  },
  /** Payouts fail: the account was closed. */
  '000111111113': {
    outcome: 'fails',
    code: 'account_closed',
    reason: 'Your bank account is closed. Add another account to receive your pay.',
  },
} as const;
export type TestBankAccountNumber = keyof typeof testBankAccounts;

export const isTestBankAccount = (n: string): n is TestBankAccountNumber => n in testBankAccounts;

export const TEST_BANK_HINT =
  'In test mode use Stripe\u2019s test bank: routing 110000000 and account 000123456789 (000111111116 fails at payout, 000111111113 is a closed account).';

/** The states of a payout account, as the driver's card shows them. */
export const payoutAccountStatuses = ['none', 'pending', 'enabled', 'restricted'] as const;
export type PayoutAccountStatus = (typeof payoutAccountStatuses)[number];

/** Where a released half of a job's pay is. */
export const halfStates = [
  'not_released',
  'held',
  'sending',
  'available',
  'in_transit',
  'paid',
  'failed',
] as const;
export type HalfState = (typeof halfStates)[number];

export const halfStateLabels: Record<HalfState, string> = {
  not_released: 'Not released yet',
  held: 'Held until your payout account is ready',
  sending: 'Sending to your payout account',
  available: 'In your payout account: goes out with the next daily payout',
  in_transit: 'On its way to your bank',
  paid: 'Paid to your bank',
  failed: 'Transfer failed: Pathway is looking into it',
};

/** The instant payout fee operators set (basis points of the amount, with a floor), as Stripe prices it. */
export interface InstantFee {
  bps: number;
  minimumCents: number;
}
export const DEFAULT_INSTANT_FEE: InstantFee = { bps: 150, minimumCents: 50 };

export function instantFeeCents(amountCents: number, fee: InstantFee): number {
  return Math.max(fee.minimumCents, Math.round((amountCents * fee.bps) / 10_000));
}

/** When an instant payout reaches the bank, as Stripe states it for instant payouts to a debit card. */
export const INSTANT_ARRIVAL_TEXT = 'Today, usually within 30 minutes';

/**
 * What an instant payout of everything available would be: the amount taken from the balance, the fee
 * and what reaches the bank. Null when the fee would take it all.
 */
export function instantQuote(availableCents: number, fee: InstantFee) {
  if (availableCents <= 0) return null;
  const feeCents = instantFeeCents(availableCents, fee);
  if (feeCents >= availableCents) return null;
  return { grossCents: availableCents, feeCents, netCents: availableCents - feeCents };
}

/** The fee in words for the button: "1.5% (at least $0.50)". */
export function instantFeeText(fee: InstantFee): string {
  const percent = (fee.bps / 100).toFixed(2).replace(/\.?0+$/, '');
  return `${percent}% (at least $${(fee.minimumCents / 100).toFixed(2)})`;
}

/** The next weekday after `day` (YYYY-MM-DD): when a standard payout reaches the bank. */
export function nextBusinessDay(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  do d.setUTCDate(d.getUTCDate() + 1);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6);
  return d.toISOString().slice(0, 10);
}

/** A statement as the route names it: "2026-11.pdf" (a month) or "2026.csv" (the year's summary). */
export const STATEMENT_FILE = /^(\d{4}(?:-(?:0[1-9]|1[0-2]))?)\.(pdf|csv)$/;
