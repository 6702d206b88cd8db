import { describe, expect, it } from 'vitest';
import { isPhoneNumber, normalizePhone, notificationKinds, notificationKindsFor } from './messaging';

describe('notificationKindsFor', () => {
  it("shows operators' kinds to operators only and drivers' kinds to drivers (and operators)", () => {
    const client = notificationKindsFor({ role: 'client', isAdmin: false });
    expect(client).not.toContain('operator_notice');
    expect(client).not.toContain('job_stuck');
    expect(client).not.toContain('job_available');
    expect(client).toContain('job_paid');
    const driver = notificationKindsFor({ role: 'driver', isAdmin: false });
    expect(driver).toContain('job_available');
    expect(driver).not.toContain('operator_notice');
    expect(notificationKindsFor({ role: 'client', isAdmin: true })).toEqual([...notificationKinds]);
  });
});

describe('phone numbers for texts', () => {
  it('writes them as the SMS provider does, keeping a country code that was given', () => {
    expect(normalizePhone('(555) 010-4242')).toBe('+15550104242');
    expect(normalizePhone('+1 555 010 4242')).toBe('+15550104242');
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958');
    // Ten digits after a +: another country's number, not a North American one.
    expect(normalizePhone('+44 20 7946 095')).toBe('+44207946095');
  });

  it('takes only something that can be texted', () => {
    expect(isPhoneNumber('+1 555 010 0199')).toBe(true);
    expect(isPhoneNumber('-------')).toBe(false);
    expect(isPhoneNumber('12 34')).toBe(false);
  });
});
