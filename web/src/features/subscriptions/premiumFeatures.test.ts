import { describe, expect, it } from 'vitest';
import { featureTarget, premiumFeatures, premiumFeaturesFor } from './premiumFeatures';

describe('premium features', () => {
  it('names only what the subscription adds: nothing every account already has', () => {
    const titles = premiumFeatures.map((f) => f.title).join(' ');
    expect(titles).not.toMatch(/Tracking|Route|Document/);
    expect(premiumFeaturesFor('client').map((f) => f.id)).toEqual([
      'priority-dispatch',
      'fleet-management',
      'advanced-analytics',
    ]);
    expect(premiumFeaturesFor('driver').map((f) => f.id)).toEqual(['lower-commission', 'advanced-analytics']);
  });
  it('opens the real page of each', () => {
    expect(featureTarget('priority-dispatch', 'client')).toBe('/request');
    expect(featureTarget('lower-commission', 'driver')).toBe('/driver?tab=earnings');
    expect(featureTarget('fleet-management', 'client')).toBe('/fleet');
    expect(featureTarget('advanced-analytics', 'driver')).toBe('/analytics');
  });
});
