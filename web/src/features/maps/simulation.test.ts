import { heatRegions } from '@core/maps';
import { describe, expect, it } from 'vitest';
import { SIMULATED_POINTS, simulateHeatPoints } from './simulation';

/** A fixed sequence, so the test sees the same 200 points each run. */
function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 16807) % 2147483647;
    return s / 2147483647;
  };
}

describe('simulateHeatPoints', () => {
  it('draws about 70% hot corridor points and 30% scatter, within the intensity ranges', () => {
    const points = simulateHeatPoints(heatRegions, seeded(7));
    expect(points.length).toBeGreaterThan(SIMULATED_POINTS * 0.85);
    const hot = points.filter((p) => p.intensity >= 0.5);
    expect(hot.length / points.length).toBeGreaterThan(0.6);
    expect(hot.length / points.length).toBeLessThan(0.85);
    for (const p of points) {
      expect(p.intensity).toBeGreaterThanOrEqual(0.1);
      expect(p.intensity).toBeLessThanOrEqual(1);
    }
  });

  it('keeps only the points of the active regions', () => {
    const west = simulateHeatPoints(['west'], seeded(3));
    expect(west.length).toBeGreaterThan(0);
    for (const p of west) expect(p.lng).toBeLessThanOrEqual(-111);
    expect(simulateHeatPoints([], seeded(3))).toEqual([]);
  });
});
