import { describe, expect, it } from 'vitest';
import {
  ARRIVAL_RADIUS_METERS,
  hasArrived,
  hasLeft,
  impliedMph,
  isImplausibleMove,
  judgeBatch,
  milestonesAlong,
  newestPlausible,
  odometerMismatch,
  PLAUSIBLE_MAX_MPH,
  trackMiles,
} from './positions';

const dallas = { lat: 32.7767, lng: -96.797, at: 0 };
const minutes = (n: number) => n * 60_000;

describe('positions that make sense', () => {
  it('takes a highway pace and flags a jump of 206 miles in two minutes', () => {
    // About 60 miles north in an hour: a truck on the interstate.
    const hourLater = { lat: 33.6459, lng: -96.797, at: minutes(60) };
    expect(impliedMph(dallas, hourLater)).toBeGreaterThan(55);
    expect(isImplausibleMove(dallas, hourLater)).toBe(false);
    const houston = { lat: 29.7604, lng: -95.3698, at: minutes(2) };
    expect(isImplausibleMove(dallas, houston)).toBe(true);
  });

  it('allows for the phone’s accuracy: a 1 km wobble in ten seconds is not speeding', () => {
    const wobble = { lat: dallas.lat + 0.009, lng: dallas.lng, at: 10_000, accuracy: 600 };
    expect(isImplausibleMove({ ...dallas, accuracy: 500 }, wobble)).toBe(false);
    expect(isImplausibleMove(dallas, { ...wobble, accuracy: 0 })).toBe(true);
  });

  it('judges nothing without a previous position, and a move in no time as infinitely fast', () => {
    expect(isImplausibleMove(null, dallas)).toBe(false);
    expect(impliedMph(dallas, { ...dallas, lat: dallas.lat + 0.1 })).toBe(Number.POSITIVE_INFINITY);
    expect(impliedMph(dallas, { ...dallas, at: 5000 })).toBe(0);
    expect(PLAUSIBLE_MAX_MPH).toBe(85);
  });
});

describe('arrival by itself', () => {
  const yard = { lat: 32.7767, lng: -96.797 };
  it('arrives inside the radius (accuracy allowed for) and leaves only well outside it', () => {
    const atGate = { lat: yard.lat + 0.003, lng: yard.lng, at: 0 }; // about 333 m
    expect(hasArrived(atGate, yard)).toBe(true);
    const downTheRoad = { lat: yard.lat + 0.005, lng: yard.lng, at: 0 }; // about 556 m
    expect(hasArrived(downTheRoad, yard)).toBe(false);
    expect(hasArrived({ ...downTheRoad, accuracy: 200 }, yard)).toBe(true);
    expect(hasLeft(downTheRoad, yard)).toBe(false);
    expect(hasLeft({ lat: yard.lat + 0.01, lng: yard.lng, at: 0 }, yard)).toBe(true);
    expect(ARRIVAL_RADIUS_METERS).toBeLessThan(1000);
  });
});

describe('a batch judged against what is kept', () => {
  const MIN = 60_000;
  // A mile a minute north (60 mph).
  const at = (minute: number, lat = 32.8 + minute * 0.0145) => ({ lat, lng: -96.8, at: minute * MIN });

  it('judges out-of-order positions in recorded order and leaves duplicates out', () => {
    const { fresh, duplicates } = judgeBatch(
      at(0),
      [{ ...at(2), flagged: false }],
      [at(3), at(1), at(2), at(3)],
    );
    expect(fresh.map((p) => p.at)).toEqual([1 * MIN, 3 * MIN]);
    expect(fresh.every((p) => !p.flagged)).toBe(true);
    expect(duplicates).toBe(2);
  });

  it('flags a jump and judges the next against the last plausible position, not the jump', () => {
    const jump = at(2, 35.8);
    const { fresh } = judgeBatch(null, [], [at(0), at(1), jump, at(3)]);
    expect(fresh.map((p) => p.flagged)).toEqual([false, false, true, false]);
    expect(newestPlausible(fresh)?.at).toBe(3 * MIN);
    expect(newestPlausible(fresh.slice(0, 3))?.at).toBe(1 * MIN);
  });

  it('does not judge against a kept flagged position', () => {
    const { fresh } = judgeBatch(at(0), [{ ...at(1, 36), flagged: true }], [at(2)]);
    expect(fresh[0]!.flagged).toBe(false);
    expect(newestPlausible([])).toBeNull();
  });
});

describe('milestones along the track', () => {
  const yard = { lat: 32.7767, lng: -96.797 };
  const goal = { lat: 42.27, lng: -83.14 };
  const near = (at: number) => ({ lat: yard.lat + 0.001, lng: yard.lng, at });
  const away = (at: number) => ({ lat: yard.lat + 0.05, lng: yard.lng, at });
  const legs = { pickup: yard, destination: goal, pickupReportedAt: null };

  it('arrives once, and leaving before the pickup report is unreported', () => {
    const found = milestonesAlong([away(0), near(1), near(2), away(3)], legs, new Set());
    expect(found.map((f) => [f.kind, f.position.at, f.unreported])).toEqual([
      ['arrived_pickup', 1, false],
      ['left_pickup', 3, true],
    ]);
    expect(milestonesAlong([near(4)], legs, new Set(['arrived_pickup']))).toEqual([]);
  });

  it('leaving after the pickup report is reported; the destination counts only after it', () => {
    const reported = { ...legs, pickupReportedAt: 5 };
    const found = milestonesAlong([near(1), away(6), { ...goal, at: 9 }], reported, new Set());
    expect(found.map((f) => [f.kind, f.position.at, f.unreported])).toEqual([
      ['arrived_pickup', 1, false],
      ['left_pickup', 6, false],
      ['arrived_destination', 9, false],
    ]);
    const both = new Set(['arrived_pickup', 'left_pickup'] as const);
    expect(milestonesAlong([{ ...goal, at: 2 }], reported, both)).toEqual([]);
  });
});

describe('the odometer against the track', () => {
  it('flags a speed the odometer implies, or a distance far off the track, and passes a fair reading', () => {
    expect(odometerMismatch({ odometerMiles: 1190, trackMiles: 0, hours: 0.1 })).toMatch(/mph/);
    expect(odometerMismatch({ odometerMiles: 500, trackMiles: 200, hours: 10 })).toMatch(
      /track shows about 200/,
    );
    expect(odometerMismatch({ odometerMiles: 100, trackMiles: 300, hours: 10 })).toMatch(/at least 300/);
    expect(odometerMismatch({ odometerMiles: 330, trackMiles: 300, hours: 6 })).toBeNull();
    expect(odometerMismatch({ odometerMiles: 330, trackMiles: 0, hours: 6 })).toBeNull();
  });

  it('measures a track along its points', () => {
    const miles = trackMiles([
      { lat: 32.8, lng: -96.8 },
      { lat: 32.9, lng: -96.8 },
      { lat: 33.0, lng: -96.8 },
    ]);
    expect(miles).toBeGreaterThan(13.5);
    expect(miles).toBeLessThan(14.2);
    expect(trackMiles([])).toBe(0);
  });
});
