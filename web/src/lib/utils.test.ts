import { describe, expect, it } from 'vitest';
import { cn, formatCents, pluralize, telHref } from './utils';

describe('utils', () => {
  it('merges class names, later Tailwind classes win', () => {
    expect(cn('px-2 py-1', false && 'hidden', 'px-4')).toBe('py-1 px-4');
  });

  it('formats cents as US dollars with 2 decimals', () => {
    expect(formatCents(19999)).toBe('$199.99');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(2000)).toBe('$20.00');
  });

  it('formats cents exactly as Intl would, thousands separators and negatives included', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const cents of [1, 5, 99, 100, 101, 99_999, 100_000, 123_456_789, -5, -123_456, 7_000_000_00]) {
      expect(formatCents(cents)).toBe(usd.format(cents / 100));
    }
  });

  it('builds a tel: address from a display phone number', () => {
    expect(telHref('(555) 010-0100')).toBe('tel:5550100100');
    expect(telHref('+1 555 010 0100')).toBe('tel:+15550100100');
  });

  it('pluralizes counts', () => {
    expect(pluralize(1, 'driver')).toBe('1 driver');
    expect(pluralize(3, 'driver')).toBe('3 drivers');
    expect(pluralize(0, 'driver')).toBe('0 drivers');
  });
});
