import { describe, expect, it } from 'vitest';
import { aiStatusOf, canTransition, jobNumber, licenseFitsVehicle, parseJobNumber } from './jobs';

describe('job state machine', () => {
  it('lets a driver accept only a paid pending job', () => {
    expect(canTransition({ status: 'pending', paymentStatus: 'paid' }, 'accepted', 'driver')).toBe(true);
    expect(canTransition({ status: 'pending', paymentStatus: 'unpaid' }, 'accepted', 'driver')).toBe(false);
    expect(canTransition({ status: 'pending', paymentStatus: 'paid' }, 'accepted', 'client')).toBe(false);
  });

  it('refuses skipping the pre-trip straight to delivered', () => {
    expect(canTransition({ status: 'accepted', paymentStatus: 'paid' }, 'delivered', 'driver')).toBe(false);
    expect(canTransition({ status: 'in_progress', paymentStatus: 'paid' }, 'delivered', 'driver')).toBe(true);
  });

  it('lets the client cancel only before acceptance', () => {
    expect(canTransition({ status: 'pending', paymentStatus: 'paid' }, 'cancelled', 'client')).toBe(true);
    expect(canTransition({ status: 'accepted', paymentStatus: 'paid' }, 'cancelled', 'client')).toBe(false);
  });

  it('maps to the AI vocabulary', () => {
    expect(aiStatusOf({ status: 'pending', paymentStatus: 'unpaid' })).toBe('created');
    expect(aiStatusOf({ status: 'pending', paymentStatus: 'paid' })).toBe('awaiting_driver');
    expect(aiStatusOf({ status: 'accepted', paymentStatus: 'paid' })).toBe('driver_assigned');
  });
});

describe('job numbers and licences', () => {
  it('formats and parses PW numbers', () => {
    expect(jobNumber(1042)).toBe('PW-1042');
    expect(parseJobNumber('pw-1042')).toBe(1042);
    expect(parseJobNumber('1042')).toBeNull();
  });

  it('gives no number for digits beyond what a job number (a bigint) can hold', () => {
    expect(parseJobNumber('PW-999999999999999')).toBe(999_999_999_999_999);
    expect(parseJobNumber('PW-99999999999999999999')).toBeNull();
    expect(parseJobNumber('PW-1e3')).toBeNull();
  });

  it('lets class B drive only box trucks', () => {
    expect(licenseFitsVehicle('B', 'box-truck')).toBe(true);
    expect(licenseFitsVehicle('B', 'bobtail')).toBe(false);
    expect(licenseFitsVehicle('A', 'trailer')).toBe(true);
  });
});
