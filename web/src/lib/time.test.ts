import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatDate,
  formatDateTime,
  formatDateTimeWithZone,
  formatMinutes,
  formatRelative,
  minutesAway,
} from './time';

const now = new Date('2025-05-10T15:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms);
const MIN = 60_000;

describe('formatRelative', () => {
  it('words the past', () => {
    expect(formatRelative(at(-20_000), now)).toBe('just now');
    expect(formatRelative(at(-MIN), now)).toBe('1 minute ago');
    expect(formatRelative(at(-5 * MIN), now)).toBe('5 minutes ago');
    expect(formatRelative(at(-2 * 60 * MIN - 5), now)).toBe('2 hours ago');
    expect(formatRelative(at(-25 * 60 * MIN), now)).toBe('yesterday');
    expect(formatRelative(at(-3 * 24 * 60 * MIN), now)).toBe('3 days ago');
  });

  it('words the future', () => {
    expect(formatRelative(at(5 * MIN), now)).toBe('in 5 minutes');
    expect(formatRelative(at(60 * MIN), now)).toBe('in 1 hour');
    expect(formatRelative(at(30 * 60 * MIN), now)).toBe('tomorrow');
  });

  it('falls back to a date after a month, and to nothing for junk', () => {
    expect(formatRelative('2025-01-02T12:00:00Z', now, 'UTC')).toBe('on Jan 2, 2025');
    expect(formatRelative('not a date', now)).toBe('');
  });
});

describe('formatClock', () => {
  it('shows only the time on the same day', () => {
    expect(formatClock('2025-05-10T15:45:00Z', now, 'UTC')).toBe('3:45 PM UTC');
  });
  it('adds the date on another day', () => {
    expect(formatClock('2025-05-11T09:05:00Z', now, 'UTC')).toBe('Sun May 11, 9:05 AM UTC');
  });
  it('uses the given time zone', () => {
    expect(formatClock('2025-05-10T15:45:00Z', now, 'America/Chicago')).toBe('10:45 AM CDT');
  });
});

describe('formatDate', () => {
  it('is short and readable', () => {
    expect(formatDate('2025-03-04T12:00:00Z', 'UTC')).toBe('Mar 4, 2025');
  });
  it('adds the time of day with its zone named', () => {
    const d = new Date('2025-03-04T17:05:00Z');
    expect(formatDateTime(d, 'UTC')).toBe('Mar 4, 2025, 5:05 PM UTC');
    expect(formatDateTime(d)).toBe(
      `${d.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })} ${d
        .toLocaleString('en-US', { timeZoneName: 'short' })
        .split(' ')
        .at(-1)}`,
    );
    expect(formatDateTime('junk')).toBe('');
  });

  it('names the time zone when asked to', () => {
    const d = new Date('2026-12-26T15:05:00Z');
    expect(formatDateTimeWithZone(d, 'America/Chicago')).toBe('Dec 26, 2026, 9:05 AM CST');
    expect(formatDateTimeWithZone('junk')).toBe('');
  });
});

describe('minutesAway and formatMinutes', () => {
  it('counts whole minutes up to the ETA', () => {
    expect(minutesAway(at(5 * MIN), now)).toBe(5);
    expect(minutesAway(at(4 * MIN + 1), now)).toBe(5);
  });
  it('is null once the ETA has passed', () => {
    expect(minutesAway(at(-MIN), now)).toBeNull();
    expect(minutesAway(now, now)).toBeNull();
    expect(minutesAway('junk', now)).toBeNull();
  });
  it('formats minutes and hours', () => {
    expect(formatMinutes(5)).toBe('5 min');
    expect(formatMinutes(60)).toBe('1 h');
    expect(formatMinutes(125)).toBe('2 h 5 min');
  });
});
