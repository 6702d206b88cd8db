import { describe, expect, it } from 'vitest';
import { driverMarkerLabel, formatAge, isLivePosition, positionAgeSeconds } from './live';

const now = new Date('2025-05-10T15:00:00Z');
const ago = (s: number) => new Date(now.getTime() - s * 1000).toISOString();

describe('live position', () => {
  it('measures the age in whole seconds, never negative', () => {
    expect(positionAgeSeconds(ago(12), now)).toBe(12);
    expect(positionAgeSeconds(ago(12.7), now)).toBe(12);
    expect(positionAgeSeconds(ago(-5), now)).toBe(0);
    expect(positionAgeSeconds('not a date', now)).toBeNull();
  });

  it('is live below 60 s', () => {
    expect(isLivePosition(ago(0), now)).toBe(true);
    expect(isLivePosition(ago(59), now)).toBe(true);
    expect(isLivePosition(ago(60), now)).toBe(false);
    expect(isLivePosition('nope', now)).toBe(false);
  });

  it('words the age', () => {
    expect(formatAge(0)).toBe('0 s ago');
    expect(formatAge(59)).toBe('59 s ago');
    expect(formatAge(150)).toBe('2 min ago');
    expect(formatAge(7300)).toBe('2 h ago');
  });

  it('labels the marker for screen readers', () => {
    expect(driverMarkerLabel(ago(12), now)).toBe('Driver position, updated 12 s ago');
    expect(driverMarkerLabel('nope', now)).toBe('Driver position');
  });
});
