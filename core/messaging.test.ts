import { describe, expect, it } from 'vitest';
import { notificationKinds, notificationKindsFor } from './messaging';

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
