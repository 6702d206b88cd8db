import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMMISSION_PERCENT_SUBSCRIBED,
  COMMISSION_PERCENT_TRIAL,
  centsToDollars,
  commissionPercentFor,
  dollarsToCents,
  FIRST_PAYOUT_PERCENT,
  formatUsd,
  percentOfCents,
  splitCommission,
  splitDriverPayouts,
  splitPayment,
} from './money';

const cents = fc.integer({ min: 0, max: 1_000_000_000_00 });
const commissionRates = fc.constantFrom(COMMISSION_PERCENT_TRIAL, COMMISSION_PERCENT_SUBSCRIBED);

describe('constants', () => {
  it('has the product’s commission rates and the 50/50 driver split', () => {
    expect(COMMISSION_PERCENT_TRIAL).toBe(15);
    expect(COMMISSION_PERCENT_SUBSCRIBED).toBe(10);
    expect(FIRST_PAYOUT_PERCENT).toBe(50);
  });

  it('charges 10% with a paid subscription and 15% in the trial', () => {
    expect(commissionPercentFor(true)).toBe(10);
    expect(commissionPercentFor(false)).toBe(15);
  });
});

describe('dollarsToCents', () => {
  it('converts whole and fractional dollars', () => {
    expect(dollarsToCents(1290)).toBe(129000);
    expect(dollarsToCents(199.99)).toBe(19999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(0)).toBe(0);
  });

  it('rounds half a cent away from zero despite binary noise', () => {
    expect(dollarsToCents(1.005)).toBe(101);
    expect(dollarsToCents(-1.005)).toBe(-101);
    expect(dollarsToCents(0.004)).toBe(0);
    expect(Object.is(dollarsToCents(-0.001), 0)).toBe(true);
  });

  it('rejects non-finite dollars', () => {
    expect(() => dollarsToCents(Number.NaN)).toThrow(RangeError);
    expect(() => dollarsToCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('round-trips with centsToDollars', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (c) => dollarsToCents(centsToDollars(c)) === c),
    );
  });
});

describe('centsToDollars', () => {
  it('divides by 100', () => {
    expect(centsToDollars(19999)).toBe(199.99);
    expect(centsToDollars(129000)).toBe(1290);
  });

  it('rejects fractional cents', () => {
    expect(() => centsToDollars(1.5)).toThrow(RangeError);
  });
});

describe('formatUsd', () => {
  it('formats USD with 2 decimals, en-US', () => {
    expect(formatUsd(129000)).toBe('$1,290.00');
    expect(formatUsd(19999)).toBe('$199.99');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(5)).toBe('$0.05');
    expect(formatUsd(123456789)).toBe('$1,234,567.89');
    expect(formatUsd(-500)).toBe('-$5.00');
  });

  it('rejects fractional cents', () => {
    expect(() => formatUsd(10.5)).toThrow(RangeError);
  });
});

describe('percentOfCents', () => {
  it('rounds to the nearest cent, half up', () => {
    expect(percentOfCents(129000, 15)).toBe(19350);
    expect(percentOfCents(5, 10)).toBe(1); // 0.5 → 1
    expect(percentOfCents(4, 10)).toBe(0); // 0.4 → 0
    expect(percentOfCents(3, 15)).toBe(0); // 0.45 → 0
    expect(percentOfCents(10, 15)).toBe(2); // 1.5 → 2
    expect(percentOfCents(1000, 12.5)).toBe(125);
  });

  it('rejects bad input', () => {
    expect(() => percentOfCents(-1, 10)).toThrow(RangeError);
    expect(() => percentOfCents(1.5, 10)).toThrow(RangeError);
    expect(() => percentOfCents(100, -1)).toThrow(RangeError);
    expect(() => percentOfCents(100, 101)).toThrow(RangeError);
    expect(() => percentOfCents(100, Number.NaN)).toThrow(RangeError);
  });
});

describe('splitCommission', () => {
  it('splits the 1,290 dollar example at both rates', () => {
    expect(splitCommission(129000, 15)).toEqual({
      totalCents: 129000,
      commissionCents: 19350,
      driverShareCents: 109650,
    });
    expect(splitCommission(129000, 10)).toEqual({
      totalCents: 129000,
      commissionCents: 12900,
      driverShareCents: 116100,
    });
  });

  it('rounds the commission and leaves the remainder to the driver', () => {
    expect(splitCommission(19999, 15)).toEqual({
      totalCents: 19999,
      commissionCents: 3000,
      driverShareCents: 16999,
    });
    expect(splitCommission(0, 15)).toEqual({ totalCents: 0, commissionCents: 0, driverShareCents: 0 });
  });

  it('rejects negative or fractional totals', () => {
    expect(() => splitCommission(-100, 15)).toThrow(RangeError);
    expect(() => splitCommission(100.5, 15)).toThrow(RangeError);
  });
});

describe('splitDriverPayouts', () => {
  it('splits evenly', () => {
    expect(splitDriverPayouts(109650)).toEqual({ payout1Cents: 54825, payout2Cents: 54825 });
  });

  it('gives the odd cent to payout 2', () => {
    expect(splitDriverPayouts(16999)).toEqual({ payout1Cents: 8499, payout2Cents: 8500 });
    expect(splitDriverPayouts(1)).toEqual({ payout1Cents: 0, payout2Cents: 1 });
    expect(splitDriverPayouts(0)).toEqual({ payout1Cents: 0, payout2Cents: 0 });
  });

  it('rejects negative or fractional shares', () => {
    expect(() => splitDriverPayouts(-1)).toThrow(RangeError);
    expect(() => splitDriverPayouts(0.5)).toThrow(RangeError);
  });
});

describe('splitPayment', () => {
  it('gives the whole ledger split of a job', () => {
    expect(splitPayment(154800, 15)).toEqual({
      totalCents: 154800,
      commissionCents: 23220,
      driverShareCents: 131580,
      payout1Cents: 65790,
      payout2Cents: 65790,
    });
  });

  it('parts always sum to the whole, are whole cents and non-negative (property)', () => {
    fc.assert(
      fc.property(cents, fc.oneof(commissionRates, fc.integer({ min: 0, max: 100 })), (total, rate) => {
        const split = splitPayment(total, rate);
        const parts = [split.commissionCents, split.driverShareCents, split.payout1Cents, split.payout2Cents];
        return (
          split.totalCents === total &&
          split.commissionCents + split.driverShareCents === total &&
          split.payout1Cents + split.payout2Cents === split.driverShareCents &&
          parts.every((part) => Number.isSafeInteger(part) && part >= 0)
        );
      }),
    );
  });

  it('commission is within half a cent of the exact rate (property)', () => {
    fc.assert(
      fc.property(cents, commissionRates, (total, rate) => {
        const { commissionCents } = splitCommission(total, rate);
        return Math.abs(commissionCents - (total * rate) / 100) <= 0.5;
      }),
    );
  });

  it('payout 2 is payout 1 or one cent more (property)', () => {
    fc.assert(
      fc.property(cents, (share) => {
        const { payout1Cents, payout2Cents } = splitDriverPayouts(share);
        return payout2Cents - payout1Cents === share % 2;
      }),
    );
  });
});
