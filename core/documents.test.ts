import { describe, expect, it } from 'vitest';
import { daysUntil, expiresInText, expiryWarningDue } from './documents';

describe('daysUntil', () => {
  it('counts whole UTC days', () => {
    const now = new Date('2025-05-01T23:30:00Z');
    expect(daysUntil('2025-05-01', now)).toBe(0);
    expect(daysUntil('2025-05-31', now)).toBe(30);
    expect(daysUntil('2025-04-30', now)).toBe(-1);
    expect(daysUntil('2026-05-01', now)).toBe(365);
  });
});

describe('expiryWarningDue', () => {
  it('warns 30 days before, then 7 days before, once each', () => {
    expect(expiryWarningDue(31, [])).toBeNull();
    expect(expiryWarningDue(30, [])).toBe(30);
    expect(expiryWarningDue(29, [30])).toBeNull();
    expect(expiryWarningDue(8, [30])).toBeNull();
    expect(expiryWarningDue(7, [30])).toBe(7);
    expect(expiryWarningDue(3, [30, 7])).toBeNull();
  });
  it('catches up a missed run and skips the 30-day warning once the 7-day one is due', () => {
    expect(expiryWarningDue(28, [])).toBe(30);
    expect(expiryWarningDue(6, [])).toBe(7);
    expect(expiryWarningDue(-1, [])).toBeNull();
  });
});

describe('expiresInText', () => {
  const now = new Date('2025-05-01T12:00:00Z');
  it('says minutes, hours or days', () => {
    expect(expiresInText(new Date(now.getTime() + 3_600_000), now)).toBe('in 1 hour');
    expect(expiresInText(new Date(now.getTime() + 60_000), now)).toBe('in 1 minute');
    expect(expiresInText(new Date(now.getTime() + 24 * 3_600_000), now)).toBe('in 24 hours');
    expect(expiresInText(new Date(now.getTime() + 7 * 24 * 3_600_000), now)).toBe('in 7 days');
    expect(expiresInText(new Date(now.getTime() - 1), now)).toBe('expired');
  });
});
