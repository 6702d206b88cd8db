import { haversineMiles } from '@core/geo';
import { describe, expect, it } from 'vitest';
import { driverProgress, formatMilesToGo, ROAD_FACTOR, trackingEta } from './eta';

const now = new Date('2025-05-10T15:00:00Z');
const houston = { lat: 29.7604, lng: -95.3698 };
const onTheRoad = { lat: 31.9, lng: -96.1, at: '2025-05-10T14:59:50Z' };
const serverEta = '2025-05-10T20:00:00Z';

const job = (over: Partial<Parameters<typeof trackingEta>[0]> = {}) => ({
  status: 'in_progress' as const,
  eta: serverEta,
  lastPosition: onTheRoad,
  destinationPosition: houston,
  ...over,
});

describe('trackingEta', () => {
  it('recomputes from the remaining road distance at 50 mph while in progress', () => {
    const result = trackingEta(job(), now);
    expect(result.source).toBe('live');
    if (result.source !== 'live') return;
    const miles = haversineMiles(onTheRoad, houston) * ROAD_FACTOR;
    expect(result.milesToGo).toBeCloseTo(miles, 6);
    expect(Math.round(result.milesToGo)).toBeGreaterThan(170);
    expect(Math.round(result.milesToGo)).toBeLessThan(200);
    expect(result.eta.getTime()).toBe(now.getTime() + Math.round((miles / 50) * 3_600_000));
    expect(result.minutesAway).toBe(Math.ceil((miles / 50) * 60));
  });

  it('is now (zero minutes) at the destination', () => {
    const result = trackingEta(job({ lastPosition: { ...houston, at: onTheRoad.at } }), now);
    expect(result).toEqual({ source: 'live', eta: now, milesToGo: 0, minutesAway: 0 });
  });

  it('uses 100 road miles -> 2 hours', () => {
    // Along a meridian: 1 degree of latitude is ~69.09 miles.
    const start = { lat: 40, lng: -100, at: onTheRoad.at };
    const end = {
      lat: 40 + 100 / ROAD_FACTOR / haversineMiles({ lat: 0, lng: 0 }, { lat: 1, lng: 0 }),
      lng: -100,
    };
    const result = trackingEta(job({ lastPosition: start, destinationPosition: end }), now);
    if (result.source !== 'live') throw new Error('expected live');
    expect(result.milesToGo).toBeCloseTo(100, 6);
    expect(result.minutesAway).toBe(120);
  });

  it("keeps the server's ETA without a position, without a destination or when not in progress", () => {
    for (const over of [
      { lastPosition: null },
      { destinationPosition: null },
      { status: 'accepted' as const },
      { status: 'delivered' as const },
      { lastPosition: { lat: Number.NaN, lng: 1, at: onTheRoad.at } },
    ]) {
      expect(trackingEta(job(over), now)).toEqual({
        source: 'server',
        eta: new Date(serverEta),
        minutesAway: 300,
      });
    }
  });

  it('says null minutes once the server ETA passed, and no ETA when it is not a date', () => {
    expect(trackingEta(job({ lastPosition: null, eta: '2025-05-10T14:00:00Z' }), now)).toMatchObject({
      source: 'server',
      minutesAway: null,
    });
    expect(trackingEta(job({ lastPosition: null, eta: 'soon' }), now)).toEqual({
      source: 'server',
      eta: null,
      minutesAway: null,
    });
  });
});

describe('formatMilesToGo', () => {
  it('rounds to whole miles', () => {
    expect(formatMilesToGo(183.4)).toBe('183 miles to go');
    expect(formatMilesToGo(1190.6)).toBe('1,191 miles to go');
    expect(formatMilesToGo(1.2)).toBe('1 mile to go');
    expect(formatMilesToGo(0.3)).toBe('Less than a mile to go');
  });
});

describe('driverProgress', () => {
  const dallas = { lat: 32.7767, lng: -96.797 };
  const driver = { id: 'd', name: 'Jordan Driver', photo: null, rating: null };
  const tracked = (over: Partial<Parameters<typeof driverProgress>[0]> = {}) => ({
    status: 'accepted' as const,
    driver,
    lastPosition: onTheRoad,
    pickupPosition: dallas,
    ...over,
  });

  it('before pickup is the time from the driver to the pickup, not to the destination', () => {
    const eta = trackingEta(job(), now);
    const progress = driverProgress(tracked(), eta);
    const minutes = Math.ceil(((haversineMiles(onTheRoad, dallas) * ROAD_FACTOR) / 50) * 60);
    expect(progress).toEqual({ to: 'pickup', minutes });
    expect(progress?.minutes).not.toBe(eta.minutesAway);
  });

  it('says nothing before a driver is assigned or before the driver shares a position', () => {
    const eta = trackingEta(job(), now);
    expect(driverProgress(tracked({ driver: null, status: 'pending' }), eta)).toBeNull();
    expect(driverProgress(tracked({ lastPosition: null }), eta)).toBeNull();
  });

  it('on the road is the time to the destination', () => {
    const eta = trackingEta(job(), now);
    expect(driverProgress(tracked({ status: 'in_progress' }), eta)).toEqual({
      to: 'destination',
      minutes: eta.minutesAway,
    });
  });
});
