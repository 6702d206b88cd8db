import { LOCATION_BIG_MOVE_METERS, LOCATION_INTERVAL_MS } from '@core/live';
import { metersBetween } from '@core/positions';
import { describe, expect, it } from 'vitest';
import { msUntilDue, shouldSendLocation } from './location';

const dallas = { lat: 32.7767, lng: -96.797 };
/** About 111 m north of Dallas (0.001° of latitude). */
const near = { lat: 32.7777, lng: -96.797 };
/** About 333 m north. */
const far = { lat: 32.7797, lng: -96.797 };

describe('metersBetween', () => {
  it('converts haversine miles to meters', () => {
    expect(metersBetween(dallas, dallas)).toBe(0);
    expect(metersBetween(dallas, near)).toBeGreaterThan(105);
    expect(metersBetween(dallas, near)).toBeLessThan(117);
    // Dallas to Houston is roughly 362 km in a straight line.
    const houston = { lat: 29.7604, lng: -95.3698 };
    expect(metersBetween(dallas, houston) / 1000).toBeGreaterThan(355);
    expect(metersBetween(dallas, houston) / 1000).toBeLessThan(370);
  });
});

describe('shouldSendLocation', () => {
  const t0 = 1_000_000;

  it('sends the first fix at once', () => {
    expect(shouldSendLocation(null, dallas, t0)).toBe(true);
  });

  it('waits while the truck stays put and less than 15 s passed', () => {
    const last = { ...dallas, at: t0 };
    expect(shouldSendLocation(last, dallas, t0 + 1)).toBe(false);
    expect(shouldSendLocation(last, near, t0 + LOCATION_INTERVAL_MS - 1)).toBe(false);
  });

  it('sends again once 15 s have passed, even without moving', () => {
    const last = { ...dallas, at: t0 };
    expect(shouldSendLocation(last, dallas, t0 + LOCATION_INTERVAL_MS)).toBe(true);
    expect(shouldSendLocation(last, dallas, t0 + 60_000)).toBe(true);
  });

  it('sends at once after a move of 200 m or more', () => {
    const last = { ...dallas, at: t0 };
    expect(metersBetween(dallas, far)).toBeGreaterThan(LOCATION_BIG_MOVE_METERS);
    expect(shouldSendLocation(last, far, t0 + 1000)).toBe(true);
  });

  it('honours custom thresholds', () => {
    const last = { ...dallas, at: t0 };
    expect(shouldSendLocation(last, near, t0 + 10, { bigMoveMeters: 100 })).toBe(true);
    expect(shouldSendLocation(last, dallas, t0 + 10, { intervalMs: 10 })).toBe(true);
  });
});

describe('msUntilDue', () => {
  it('counts down to the next periodic report', () => {
    expect(msUntilDue(null, 5)).toBe(0);
    expect(msUntilDue({ ...dallas, at: 1000 }, 6000)).toBe(LOCATION_INTERVAL_MS - 5000);
    expect(msUntilDue({ ...dallas, at: 1000 }, 1000 + LOCATION_INTERVAL_MS + 5)).toBe(0);
  });
});
