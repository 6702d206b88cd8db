import { fallbackServiceTypes } from '@core/catalog-fallback';
import type { ServiceType } from '@core/contracts/catalog';
import { describe, expect, it } from 'vitest';
import { resolveServiceTypes } from './api';

const one: ServiceType = {
  id: 9,
  name: 'Bobtail Recovery',
  description: 'd',
  basePrice: 19999,
  startingPriceCents: 30000,
  availability: 'available',
  launchExpectedOn: null,
  iconVariant: 'bobtail',
  isNewService: false,
};

describe('resolveServiceTypes', () => {
  it('gives nothing while loading', () => {
    expect(resolveServiceTypes(undefined, 'pending')).toBeUndefined();
  });
  it('uses the server list when it has entries', () => {
    expect(resolveServiceTypes([one], 'success')).toEqual([one]);
  });
  it('falls back on an empty list or a failure', () => {
    expect(resolveServiceTypes([], 'success')).toBe(fallbackServiceTypes);
    expect(resolveServiceTypes(undefined, 'error')).toBe(fallbackServiceTypes);
  });
});
