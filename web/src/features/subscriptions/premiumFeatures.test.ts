import { describe, expect, it } from 'vitest';
import { featureTarget, premiumFeatures } from './premiumFeatures';

describe('premium features', () => {
  it('lists the six features of the product docs in their tabs', () => {
    expect(premiumFeatures.map((f) => [f.id, f.tab])).toEqual([
      ['realtime-tracking', 'tracking'],
      ['route-optimization', 'tracking'],
      ['fleet-management', 'management'],
      ['secure-documents', 'management'],
      ['advanced-analytics', 'analytics'],
      ['priority-dispatch', 'analytics'],
    ]);
  });
  it('opens a real page for each, with the current job for the route view', () => {
    const jobs = [
      { id: 'done', status: 'completed' as const, createdAt: '2025-05-02T00:00:00Z' },
      { id: 'live', status: 'in_progress' as const, createdAt: '2025-05-01T00:00:00Z' },
    ];
    expect(featureTarget('route-optimization', 'client', jobs)).toBe('/tracking?id=live');
    expect(featureTarget('route-optimization', 'driver', jobs)).toBe('/driver/jobs/live');
    expect(featureTarget('route-optimization', 'client', [])).toBe('/tracking');
    expect(featureTarget('advanced-analytics', 'client', [])).toBe('/analytics');
    expect(featureTarget('priority-dispatch', 'driver', [])).toBe('/jobs');
    expect(featureTarget('secure-documents', 'client', [])).toBe('/documents');
  });
});
