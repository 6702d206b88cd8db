import { formatCentsAsUsd } from './format';

/**
 * Money as integer cents (USD). Every amount that is stored, charged or paid out is a whole number of
 * cents; dollars only appear at the edges (the product's quote fields, display).
 */

/** Commission kept by the platform while the driver is in the 90-day free trial. */
export const COMMISSION_PERCENT_TRIAL = 15;
/** Commission kept by the platform once the driver has a paid subscription. */
export const COMMISSION_PERCENT_SUBSCRIBED = 10;
/** Share of the driver's pay released after the pre-trip checklist; the rest after verified delivery. */
export const FIRST_PAYOUT_PERCENT = 50;
/** What a driver's policy states for damage to the client's vehicle or a citation during the job. */
export const DAMAGE_PENALTY_DOLLARS = 500;

function assertCents(cents: number, name = 'cents'): void {
  if (!Number.isSafeInteger(cents))
    throw new RangeError(`${name} must be a whole number of cents, got ${cents}`);
}

function assertNonNegativeCents(cents: number, name = 'cents'): void {
  assertCents(cents, name);
  if (cents < 0) throw new RangeError(`${name} must not be negative, got ${cents}`);
}

function assertPercent(percent: number): void {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`percent must be between 0 and 100, got ${percent}`);
  }
}

/**
 * Dollars to whole cents, rounding half away from zero. The detour through toPrecision removes binary
 * noise first, so 1.005 dollars gives 101 cents rather than 100.
 */
export function dollarsToCents(dollars: number): number {
  if (!Number.isFinite(dollars)) throw new RangeError(`dollars must be a finite number, got ${dollars}`);
  const cents = Number.parseFloat((dollars * 100).toPrecision(15));
  const rounded = Math.sign(cents) * Math.round(Math.abs(cents));
  // Math.sign(0) * 0 may be -0; normalise so equality and JSON stay plain.
  return rounded === 0 ? 0 : rounded;
}

/** Whole cents to dollars (may carry 2 decimals, e.g. 19999 → 199.99). */
export function centsToDollars(cents: number): number {
  assertCents(cents);
  return cents / 100;
}

/** 129000 → "$1,290.00" (USD, 2 decimals, en-US); negatives read "-$5.00". */
export function formatUsd(cents: number): string {
  assertCents(cents);
  return formatCentsAsUsd(cents);
}

/**
 * `percent` of `cents`, rounded to the nearest cent (half up). Integer percents use integer arithmetic so
 * no binary fraction can tip a half-cent the wrong way.
 */
export function percentOfCents(cents: number, percent: number): number {
  assertNonNegativeCents(cents);
  assertPercent(percent);
  if (Number.isInteger(percent)) return Math.floor((cents * percent + 50) / 100);
  return Math.round((cents * percent) / 100);
}

/** The commission rate for a job, fixed when the driver accepts it. */
export function commissionPercentFor(driverHasPaidSubscription: boolean): number {
  return driverHasPaidSubscription ? COMMISSION_PERCENT_SUBSCRIBED : COMMISSION_PERCENT_TRIAL;
}

export interface CommissionSplit {
  totalCents: number;
  commissionCents: number;
  driverShareCents: number;
}

/**
 * Splits a client payment into the platform commission and the driver's share. The commission is rounded
 * to the cent and the driver's share is the remainder, so the two always add up to the total exactly.
 */
export function splitCommission(totalCents: number, commissionPercent: number): CommissionSplit {
  assertNonNegativeCents(totalCents, 'totalCents');
  const commissionCents = percentOfCents(totalCents, commissionPercent);
  return { totalCents, commissionCents, driverShareCents: totalCents - commissionCents };
}

export interface DriverPayouts {
  /** Released after the pre-trip checklist and equipment verification. */
  payout1Cents: number;
  /** Released after verified delivery; takes the odd cent. */
  payout2Cents: number;
}

/** Splits the driver's share 50% / 50%; the odd cent goes to the second payout. */
export function splitDriverPayouts(driverShareCents: number): DriverPayouts {
  assertNonNegativeCents(driverShareCents, 'driverShareCents');
  const payout1Cents = Math.floor((driverShareCents * FIRST_PAYOUT_PERCENT) / 100);
  return { payout1Cents, payout2Cents: driverShareCents - payout1Cents };
}

export interface PaymentSplit extends CommissionSplit, DriverPayouts {}

/**
 * The whole ledger split of one job payment: commission + driver share == total, and
 * payout1 + payout2 == driver share, all in non-negative whole cents.
 */
export function splitPayment(totalCents: number, commissionPercent: number): PaymentSplit {
  const commission = splitCommission(totalCents, commissionPercent);
  return { ...commission, ...splitDriverPayouts(commission.driverShareCents) };
}

/** What the ledger says a client paid for a job and got back (cancellation and claim refunds). */
export interface ClientMoney {
  paidCents: number;
  refundedCents: number;
}

export type ClientMoneyState = 'unpaid' | 'paid' | 'partially_refunded' | 'refunded';

export function clientMoneyState(m: ClientMoney): ClientMoneyState {
  if (m.paidCents <= 0) return 'unpaid';
  if (m.refundedCents <= 0) return 'paid';
  return m.refundedCents >= m.paidCents ? 'refunded' : 'partially_refunded';
}

/**
 * The payment status a person reads, from the ledger's sums: "Paid", "Refunded: $371.00",
 * "Partially refunded: $120.00 of $371.00".
 */
export function clientMoneyLabel(m: ClientMoney): string {
  switch (clientMoneyState(m)) {
    case 'unpaid':
      return 'Unpaid';
    case 'paid':
      return 'Paid';
    case 'refunded':
      return `Refunded: ${formatUsd(m.refundedCents)}`;
    case 'partially_refunded':
      return `Partially refunded: ${formatUsd(m.refundedCents)} of ${formatUsd(m.paidCents)}`;
  }
}
