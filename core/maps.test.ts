import { describe, expect, it } from 'vitest';
import { heatPointsFrom, inHeatRegions } from './maps';

describe('heat map regions', () => {
  it('places the big freight cities in the regions people expect', () => {
    const where = (lat: number, lng: number) =>
      (['east', 'west', 'midwest', 'south'] as const).filter((r) => inHeatRegions({ lat, lng }, [r]));
    expect(where(40.7128, -74.006)).toEqual(['east']); // New York
    expect(where(34.0522, -118.2437)).toEqual(['west']); // Los Angeles
    expect(where(41.8781, -87.6298)).toEqual(['midwest']); // Chicago
    expect(where(32.7767, -96.797)).toEqual(['south']); // Dallas
    expect(where(33.749, -84.388)).toEqual(['east', 'south']); // Atlanta
    expect(where(39.7392, -104.9903)).toEqual(['midwest']); // Denver
    expect(where(51.5, -0.12)).toEqual([]); // London
  });
});

describe('heatPointsFrom', () => {
  const cell = (events: number, people: number) => ({ lat: 32.8, lng: -96.8, events, people });

  it('drops cells with fewer than 3 events or from a single person', () => {
    expect(heatPointsFrom([cell(2, 2), cell(9, 1)], ['south'])).toEqual([]);
  });

  it('scales intensity to the busiest cell, never below 0.1', () => {
    const points = heatPointsFrom(
      [cell(40, 5), { ...cell(3, 2), lat: 30.3 }, { ...cell(10, 3), lat: 29.8 }],
      ['south'],
    );
    expect(points.map((p) => p.intensity)).toEqual([1, 0.1, 0.25]);
  });
});
