import { describe, expect, it } from 'vitest';
import { dateInZone, formatInZone, isTimeZone, nextDate, startOfDateInZone, zoneOfPlace } from './zones';

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
    expect(formatInZone(ms, 'America/Chicago')).toBe('Mon, Jun 2, 10:00 PM CDT');
    expect(nextDate('2025-12-31')).toBe('2026-01-01');
  });
});

describe('the zone of a place', () => {
  it("reads a US address's zone from its state, and none without a state", () => {
    expect(zoneOfPlace('Tulsa, OK 74103')).toBe('America/Chicago');
    expect(zoneOfPlace('Miami, FL 33101')).toBe('America/New_York');
    expect(zoneOfPlace('Denver, Colorado')).toBe('America/Denver');
    expect(zoneOfPlace('Phoenix, AZ')).toBe('America/Phoenix');
    expect(zoneOfPlace('Seattle, WA 98101')).toBe('America/Los_Angeles');
    expect(zoneOfPlace('somewhere')).toBeNull();
    // Every zone in the table is a real one.
    for (const state of ['AK', 'HI', 'ME', 'ND', 'NM', 'NV'])
      expect(isTimeZone(zoneOfPlace(`Town, ${state}`) ?? 'none')).toBe(true);
  });
});
