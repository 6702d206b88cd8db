import { describe, expect, it } from 'vitest';
import { cn, pluralize, telHref } from './utils';

describe('utils', () => {
  it('merges class names, later Tailwind classes win', () => {
    expect(cn('px-2 py-1', false && 'hidden', 'px-4')).toBe('py-1 px-4');
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
