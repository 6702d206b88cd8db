import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { driverPolicy, returnTransportFor } from './policy';

describe('driver policy', () => {
  it('splits return transport at 2000 and 5000 miles', () => {
    expect(returnTransportFor(1190)).toBe('client-pays');
    expect(returnTransportFor(2000)).toBe('client-pays');
    expect(returnTransportFor(2001)).toBe('driver-pays');
    expect(returnTransportFor(5000)).toBe('driver-pays');
    expect(returnTransportFor(5001)).toBe('call-required');
  });

  it('states the rules of the product docs', () => {
    const text = driverPolicy.flatMap((s) => s.points.map((point) => i18n._(point))).join(' ');
    for (const rule of [
      'cannot be cancelled',
      'at least 30 days',
      'permanent removal',
      'independent contractor',
      '$500',
      '10 years or older',
      'selfie',
    ]) {
      expect(text).toContain(rule);
    }
  });
});
