import { describe, expect, it } from 'vitest';
import {
  DRIVER_POSITION_FRESH_MINUTES,
  driverAvailability,
  freshPosition,
  implausiblePosition,
  isAvailableDriver,
} from './drivers';

const now = new Date('2026-11-27T12:00:00Z');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

describe('isAvailableDriver', () => {
  const available = {
    verificationStatus: 'approved',
    isDriver: true,
    suspended: false,
    takingWork: true,
    availableFrom: null,
  } as const;

  it('counts a verified driver taking work', () => {
    expect(isAvailableDriver(available, now)).toBe(true);
  });

  it('leaves out the suspended, the unverified, those not taking work and former drivers', () => {
    expect(isAvailableDriver({ ...available, suspended: true }, now)).toBe(false);
    expect(isAvailableDriver({ ...available, verificationStatus: 'pending' }, now)).toBe(false);
    expect(isAvailableDriver({ ...available, takingWork: false }, now)).toBe(false);
    expect(isAvailableDriver({ ...available, isDriver: false }, now)).toBe(false);
  });

  it('counts a driver available "from" a time only once that time has come', () => {
    expect(isAvailableDriver({ ...available, availableFrom: minutes(1) }, now)).toBe(false);
    expect(isAvailableDriver({ ...available, availableFrom: now }, now)).toBe(true);
    expect(isAvailableDriver({ ...available, availableFrom: minutes(-60) }, now)).toBe(true);
  });
});

describe('driverAvailability', () => {
  it('says now, from a later moment, or off', () => {
    expect(driverAvailability({ isAvailable: false, availableFrom: minutes(5) }, now)).toEqual({
      kind: 'off',
    });
    expect(driverAvailability({ isAvailable: true, availableFrom: null }, now)).toEqual({ kind: 'now' });
    expect(driverAvailability({ isAvailable: true, availableFrom: minutes(-5) }, now)).toEqual({
      kind: 'now',
    });
    expect(driverAvailability({ isAvailable: true, availableFrom: minutes(5) }, now)).toEqual({
      kind: 'from',
      at: minutes(5).getTime(),
    });
  });
});

describe('freshPosition', () => {
  const at = (m: number) => ({ lastLat: 32.78, lastLng: -96.8, lastPositionAt: minutes(-m) });
  it('gives the last position while fresh, then none', () => {
    expect(freshPosition(at(DRIVER_POSITION_FRESH_MINUTES), now)).toMatchObject({ lat: 32.78, lng: -96.8 });
    expect(freshPosition(at(DRIVER_POSITION_FRESH_MINUTES + 1), now)).toBeNull();
    expect(freshPosition({ lastLat: null, lastLng: null, lastPositionAt: null }, now)).toBeNull();
  });
});

describe('implausiblePosition', () => {
  const dallas = { lat: 32.7767, lng: -96.797 };
  const houston = { lat: 29.7604, lng: -95.3698 };
  it('keeps an ordinary fix and refuses no-fix, vague ones and impossible jumps', () => {
    expect(implausiblePosition({ ...dallas, accuracy: 30 }, null, now)).toBeNull();
    expect(implausiblePosition({ lat: 0, lng: 0 }, null, now)).toBe('no fix');
    expect(implausiblePosition({ ...dallas, accuracy: 20_000 }, null, now)).toBe('too vague');
    // Dallas to Houston (~225 mi) in 10 minutes is no drive; in 4 hours it is.
    expect(implausiblePosition(houston, { ...dallas, at: minutes(-10) }, now)).toBe('impossible jump');
    expect(implausiblePosition(houston, { ...dallas, at: minutes(-240) }, now)).toBeNull();
  });
});
