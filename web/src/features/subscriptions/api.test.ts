import { describe, expect, it } from 'vitest';
import { daysLeft, planName } from './api';

describe('daysLeft', () => {
  const now = new Date('2025-05-10T12:00:00Z');
  it('rounds partial days up', () => {
    expect(daysLeft('2025-05-13T11:00:00Z', now)).toBe(3);
    expect(daysLeft('2025-05-10T13:00:00Z', now)).toBe(1);
  });
  it('never goes below zero', () => {
    expect(daysLeft('2025-05-01T00:00:00Z', now)).toBe(0);
  });
  it('is null when unknown', () => {
    expect(daysLeft(null, now)).toBeNull();
    expect(daysLeft('not a date', now)).toBeNull();
  });
});

describe('planName', () => {
  it('reads a name from a plan object', () => {
    expect(planName({ name: 'Driver Monthly' })).toBe('Driver Monthly');
    expect(planName(null)).toBeNull();
    expect(planName({})).toBeNull();
  });
});
