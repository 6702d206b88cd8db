import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dateParts,
  formatCentsAsUsd,
  formatLongDate,
  formatMonthDay,
  formatMonthDayYear,
  formatNumber,
  formatTimeOfDay,
  sameDay,
  weekdayName,
} from './format';

// Every function here stands in for Intl's en-US output, so Intl is the oracle.
const moments = fc.date({
  min: new Date('1970-01-01T00:00:00Z'),
  max: new Date('2200-12-31T00:00:00Z'),
  noInvalidDate: true,
});
const intl = (d: Date, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', options).format(d);

describe('formatNumber', () => {
  it('reads as toLocaleString("en-US") for whole numbers', () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(formatNumber(n)).toBe(n.toLocaleString('en-US'));
      }),
    );
  });

  it('rounds fractions as Intl does, for 0 to 3 digits', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.integer({ min: 0, max: 3 }),
        (n, digits) => {
          expect(formatNumber(n, digits)).toBe(n.toLocaleString('en-US', { maximumFractionDigits: digits }));
        },
      ),
    );
  });

  it('rounds half up from the shortest decimal, and keeps huge and tiny numbers', () => {
    for (const n of [
      1.005,
      2.5,
      0.5,
      45.55,
      999.9996,
      1e21,
      1.5e-7,
      -0,
      0,
      Infinity,
      -Infinity,
      Number.NaN,
    ]) {
      for (const digits of [0, 1, 2, 3]) {
        expect(formatNumber(n, digits)).toBe(n.toLocaleString('en-US', { maximumFractionDigits: digits }));
      }
    }
    expect(formatNumber(4000)).toBe('4,000');
    expect(formatNumber(45.4, 0)).toBe('45');
  });
});

describe('formatCentsAsUsd', () => {
  const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  it('reads as Intl currency for any whole number of cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        expect(formatCentsAsUsd(cents)).toBe(usd.format(cents / 100));
      }),
    );
    expect(formatCentsAsUsd(129000)).toBe('$1,290.00');
    expect(formatCentsAsUsd(-500)).toBe('-$5.00');
  });
});

describe('dates', () => {
  it('reads times, days and weekdays in UTC as Intl does', () => {
    fc.assert(
      fc.property(moments, (d) => {
        const parts = dateParts(d, 'UTC');
        const zone = { timeZone: 'UTC' } as const;
        expect(formatTimeOfDay(parts)).toBe(intl(d, { ...zone, hour: 'numeric', minute: '2-digit' }));
        expect(formatTimeOfDay(parts, true)).toBe(
          intl(d, { ...zone, hour: 'numeric', minute: '2-digit', second: '2-digit' }),
        );
        expect(formatMonthDay(parts)).toBe(intl(d, { ...zone, month: 'short', day: 'numeric' }));
        expect(formatMonthDayYear(parts)).toBe(intl(d, { ...zone, dateStyle: 'medium' }));
        expect(formatLongDate(parts)).toBe(intl(d, { ...zone, dateStyle: 'long' }));
        expect(weekdayName(parts)).toBe(intl(d, { ...zone, weekday: 'short' }));
      }),
    );
  });

  it('reads the device zone without being told it, and any named zone', () => {
    fc.assert(
      fc.property(
        moments,
        fc.constantFrom(undefined, 'America/Chicago', 'Asia/Kolkata', 'Pacific/Chatham'),
        (d, timeZone) => {
          const parts = dateParts(d, timeZone);
          expect(formatTimeOfDay(parts, true)).toBe(
            intl(d, { timeZone, hour: 'numeric', minute: '2-digit', second: '2-digit' }),
          );
          expect(`${weekdayName(parts)}, ${formatMonthDayYear(parts)}`).toBe(
            intl(d, { timeZone, weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }),
          );
        },
      ),
    );
  });

  it('knows one calendar day from the next', () => {
    const evening = dateParts(new Date('2025-05-10T23:59:59Z'), 'UTC');
    expect(sameDay(evening, dateParts(new Date('2025-05-10T00:00:00Z'), 'UTC'))).toBe(true);
    expect(sameDay(evening, dateParts(new Date('2025-05-11T00:00:00Z'), 'UTC'))).toBe(false);
  });
});
