import { describe, expect, it } from 'vitest';
import { deviceZone, formatDeviceTime } from './format';
import { formatMoment, formatMomentRange } from './moment';
import {
  dateInZone,
  formatInZone,
  isTimeZone,
  nextDate,
  startOfDateInZone,
  timePlaceOf,
  townOf,
  zoneAt,
} from './zones';

describe('time zones', () => {
  it('validates IANA names', () => {
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
  it('finds where a day begins, across daylight-saving changes', () => {
    expect(new Date(startOfDateInZone('2025-06-03', 'America/Chicago')).toISOString()).toBe(
      '2025-06-03T05:00:00.000Z',
    );
    expect(new Date(startOfDateInZone('2025-01-03', 'America/Chicago')).toISOString()).toBe(
      '2025-01-03T06:00:00.000Z',
    );
    // The spring-forward day is 23 hours long.
    const start = startOfDateInZone('2025-03-09', 'America/Chicago');
    expect(startOfDateInZone(nextDate('2025-03-09'), 'America/Chicago') - start).toBe(23 * 3_600_000);
    expect(startOfDateInZone('2025-06-03', 'UTC')).toBe(Date.UTC(2025, 5, 3));
  });
  it('names dates and moments in the zone', () => {
    const ms = Date.UTC(2025, 5, 3, 3, 0);
    expect(dateInZone(ms, 'America/Chicago')).toBe('2025-06-02');
    expect(dateInZone(ms, 'UTC')).toBe('2025-06-03');
    expect(formatInZone(ms, 'America/Chicago')).toBe('Mon Jun 2, 10:00 PM CDT');
    expect(nextDate('2025-12-31')).toBe('2026-01-01');
  });
  it("finds a place's zone from its position, on both sides of the zone lines", () => {
    expect(zoneAt({ lat: 25.77, lng: -80.19 })).toBe('America/New_York'); // Miami
    expect(zoneAt({ lat: 30.42, lng: -87.2 })).toBe('America/Chicago'); // Pensacola
    expect(zoneAt({ lat: 31.76, lng: -106.45 })).toBe('America/Denver'); // El Paso
    expect(zoneAt({ lat: 33.45, lng: -112.07 })).toBe('America/Phoenix');
    expect(zoneAt({ lat: 36.1, lng: -115.2 })).toBe('America/Los_Angeles'); // Las Vegas
    expect(zoneAt({ lat: 21.3, lng: -157.8 })).toBe('Pacific/Honolulu');
    expect(zoneAt({ lat: 48.85, lng: 2.35 })).toBeNull(); // Paris
  });
  it('names the town and falls back to a zone when the position is unknown', () => {
    expect(townOf('200 Biscayne Blvd, Miami, FL 33131')).toBe('Miami');
    expect(townOf('somewhere')).toBeNull();
    expect(timePlaceOf('Miami, FL', 25.77, -80.19, 'UTC')).toEqual({
      zone: 'America/New_York',
      place: 'Miami',
    });
    expect(timePlaceOf('Miami, FL', null, null, 'America/Chicago').zone).toBe('America/Chicago');
  });
  it("writes every moment in one format, on the place's clock with the zone named", () => {
    const ms = Date.UTC(2026, 10, 29, 10, 17);
    const miami = { zone: 'America/New_York', place: 'Miami' };
    expect(formatMoment(ms, { ...miami, about: true })).toBe('Sun Nov 29, about 5:20 AM EST at Miami');
    expect(formatMoment(ms, { zone: 'America/Chicago' })).toBe('Sun Nov 29, 4:17 AM CST');
    expect(formatMoment(ms, { zone: 'America/Los_Angeles', style: 'dateTime' })).toBe(
      'Nov 29, 2026, 2:17 AM PST',
    );
    expect(formatMoment(ms, { zone: 'UTC', style: 'time' })).toBe('10:17 AM UTC');
    expect(formatMoment(ms, { zone: 'UTC', style: 'date' })).toBe('Nov 29, 2026');
    expect(formatMoment('not a date', { zone: 'UTC' })).toBe('');
    // Without a zone: the device's, named as Intl names it (worked out by hand for the frame's clock).
    for (const at of [Date.UTC(2026, 0, 15, 12), Date.UTC(2026, 6, 15, 12)])
      expect(formatMoment(at, { style: 'time' })).toBe(
        formatMoment(at, { zone: deviceZone(), style: 'time' }),
      );
    expect(formatDeviceTime(new Date(ms))).toBe(formatMoment(ms, { style: 'time' }));
    expect(formatMomentRange(ms, ms + 3_600_000, { zone: 'America/New_York', place: 'Miami' })).toBe(
      'Sun Nov 29, 5:17 AM – 6:17 AM EST at Miami',
    );
  });
});
