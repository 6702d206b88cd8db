import { describe, expect, it } from 'vitest';
import {
  compareDamage,
  type DamageMark,
  diagramOutlines,
  hasNewDamage,
  photoDistanceSummary,
  photoTimePlausible,
  photoWarningMiles,
  requiredConditionPhotos,
} from './inspections';
import { vehicleTypes } from './pricing';

const mark = (m: Partial<DamageMark>): DamageMark => ({
  view: 'left',
  x: 50,
  y: 50,
  type: 'dent',
  severity: 'minor',
  ...m,
});

describe('damage comparison', () => {
  it('finds a mark at delivery with no mark near it at pickup, on the same view', () => {
    const pickup = [mark({ x: 40, y: 40 }), mark({ view: 'front', x: 100, y: 50, type: 'crack' })];
    const delivery = [
      mark({ x: 44, y: 45 }), // the same dent, placed a little apart
      mark({ view: 'front', x: 100, y: 52, type: 'crack' }),
      mark({ view: 'right', x: 40, y: 40 }), // same spot, other side: new
      mark({ x: 120, y: 40 }), // same side, far away: new
    ];
    const c = compareDamage(pickup, delivery);
    expect(c.added).toEqual([delivery[2], delivery[3]]);
    expect(c.worsened).toEqual([]);
    expect(hasNewDamage(c)).toBe(true);
  });

  it('counts a known spot that got worse (more severe, or a scratch become a dent) as worsened', () => {
    const pickup = [mark({ type: 'scratch' }), mark({ view: 'rear', severity: 'minor' })];
    const delivery = [mark({ type: 'dent' }), mark({ view: 'rear', severity: 'severe' })];
    expect(compareDamage(pickup, delivery)).toEqual({ added: [], worsened: delivery });
  });

  it('finds nothing new when delivery repeats pickup, or when nothing is marked at all', () => {
    const pickup = [mark({}), mark({ view: 'top', x: 10, y: 10, type: 'scratch' })];
    expect(hasNewDamage(compareDamage(pickup, pickup))).toBe(false);
    expect(hasNewDamage(compareDamage([], []))).toBe(false);
    // A scratch where there was a dent is not worse.
    expect(compareDamage([mark({})], [mark({ type: 'scratch' })]).worsened).toEqual([]);
  });
});

describe('diagrams and photos', () => {
  it('has every view for every vehicle type, and the coupling photo only for trailers', () => {
    for (const type of vehicleTypes) {
      for (const paths of Object.values(diagramOutlines[type])) expect(paths.length).toBeGreaterThan(0);
      expect(requiredConditionPhotos(type).includes('coupling')).toBe(
        type === 'trailer' || type === 'bobtail-trailer',
      );
    }
  });
});

describe('photoTimePlausible', () => {
  const accepted = new Date('2026-11-27T10:00:00Z');
  const now = new Date('2026-11-27T12:00:00Z');
  it('takes times from a day before the acceptance to a few minutes past now', () => {
    expect(photoTimePlausible(new Date('2026-11-26T10:00:00Z'), accepted, now)).toBe(true);
    expect(photoTimePlausible(new Date('2026-11-27T12:04:00Z'), accepted, now)).toBe(true);
  });
  it('refuses the year 9999 and a time before the job could be seen', () => {
    expect(photoTimePlausible(new Date('9999-12-31T00:00:00Z'), accepted, now)).toBe(false);
    expect(photoTimePlausible(new Date('2026-11-26T09:59:00Z'), accepted, now)).toBe(false);
    expect(photoTimePlausible(new Date('2026-11-27T12:06:00Z'), accepted, now)).toBe(false);
  });
});

describe('photoDistanceSummary', () => {
  it('says what the photos were measured from, and allows a ZIP code centre its miles', () => {
    const all = (far: number, unplaced = 0) => ({ total: 7, far, unplaced });
    expect(photoDistanceSummary(all(0), 'exact', 'pickup')).toBe(
      '7 photos with their time; all at the pickup address.',
    );
    expect(photoDistanceSummary(all(2), 'exact', 'pickup')).toBe(
      '7 photos with their time; 2 taken more than 1 mile from the pickup address.',
    );
    expect(photoDistanceSummary(all(1), 'zip', 'delivery')).toBe(
      "7 photos with their time; 1 taken more than 5 miles from the centre of the delivery address's ZIP code (the only position known for it).",
    );
    expect(photoDistanceSummary(all(0, 2), 'zip', 'pickup')).toBe(
      "7 photos with their time; 2 with no position from the phone; the 5 placed within 5 miles of the centre of the pickup address's ZIP code (the only position known for it).",
    );
    expect(photoDistanceSummary(all(0, 7), 'exact', 'pickup')).toBe(
      '7 photos with their time; none with a position from the phone.',
    );
    expect(photoDistanceSummary(all(0), 'state', 'pickup')).toContain('placed only by its state');
    expect(photoWarningMiles.zip).toBeGreaterThan(photoWarningMiles.exact!);
  });
});
