import { haversineMiles } from '@core/geo';
import { describe, expect, it } from 'vitest';
import { driverProgress, ROAD_FACTOR, trackingEta } from './eta';

const now = new Date('2025-05-10T15:00:00Z');
const onTheRoad = { lat: 31.9, lng: -96.1, at: '2025-05-10T14:59:50Z' };
const serverEta = '2025-05-10T20:00:00Z';

const job = (over: Partial<Parameters<typeof trackingEta>[0]> = {}) => ({
  status: 'in_progress' as const,
  arrival: null,
  ...over,
});

describe('trackingEta', () => {
  const arrival = {
    arriveAt: serverEta,
    stops: [{ kind: 'rest' as const }],
    drivingMinutes: 300,
    basis: 'planned' as const,
  };
  const live = {
    target: 'destination' as const,
    arriveAt: '2025-05-10T19:00:00Z',
    milesToGo: 180,
    drivingMinutes: 240,
    stops: [],
    from: 'position' as const,
    basisAt: onTheRoad.at,
    missesWindow: false,
    computedAt: onTheRoad.at,
  };

  it('is the hours-aware live ETA on the road', () => {
    expect(trackingEta(job({ liveEta: live, arrival }), now)).toMatchObject({
      source: 'hours',
      eta: new Date(live.arriveAt),
      milesToGo: 180,
      minutesAway: 240,
    });
  });

  it("is the move's planned or driver's arrival otherwise, never a drive at a flat speed", () => {
    for (const over of [{ status: 'pending' as const }, { status: 'accepted' as const }, { liveEta: null }]) {
      expect(trackingEta(job({ arrival, ...over }), now)).toEqual({
        source: 'arrival',
        eta: new Date(serverEta),
        minutesAway: 300,
        arrival,
      });
    }
  });

  it('says null minutes once the arrival passed, and no ETA without one', () => {
    expect(
      trackingEta(job({ arrival: { ...arrival, arriveAt: '2025-05-10T14:00:00Z' } }), now),
    ).toMatchObject({
      source: 'arrival',
      minutesAway: null,
    });
    expect(trackingEta(job({ arrival: null }), now)).toEqual({
      source: 'none',
      eta: null,
      minutesAway: null,
    });
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
    const eta = trackingEta(
      job({ arrival: { arriveAt: serverEta, stops: [], drivingMinutes: 300, basis: 'driver' } }),
      now,
    );
    const progress = driverProgress(tracked(), eta);
    const minutes = Math.ceil(((haversineMiles(onTheRoad, dallas) * ROAD_FACTOR) / 50) * 60);
    expect(progress).toEqual({ to: 'pickup', minutes });
    expect(progress?.minutes).not.toBe(eta.minutesAway);
  });

  it('says nothing before a driver is assigned or before the driver shares a position', () => {
    const eta = trackingEta(
      job({ arrival: { arriveAt: serverEta, stops: [], drivingMinutes: 300, basis: 'driver' } }),
      now,
    );
    expect(driverProgress(tracked({ driver: null, status: 'pending' }), eta)).toBeNull();
    expect(driverProgress(tracked({ lastPosition: null }), eta)).toBeNull();
  });

  it('on the road is the time to the destination', () => {
    const eta = trackingEta(
      job({ arrival: { arriveAt: serverEta, stops: [], drivingMinutes: 300, basis: 'driver' } }),
      now,
    );
    expect(driverProgress(tracked({ status: 'in_progress' }), eta)).toEqual({
      to: 'destination',
      minutes: eta.minutesAway,
    });
  });
});
