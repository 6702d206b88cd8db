import { describe, expect, it } from 'vitest';
import {
  allowedEvents,
  decimalHours,
  dutyStatuses,
  eventSuccessText,
  nextDutyStatus,
  refusalMessage,
  timeClockEventTypes,
} from './timeclock';

describe('duty status machine (product/platform §4)', () => {
  it('allows exactly the product’s table', () => {
    expect(allowedEvents('off_duty')).toEqual(['clock_in']);
    expect(allowedEvents('on_duty').sort()).toEqual(['break_start', 'clock_out', 'driving_start']);
    expect(allowedEvents('break')).toEqual(['break_end']);
    expect(allowedEvents('driving')).toEqual(['driving_end']);
    expect(allowedEvents(null)).toEqual(['clock_in']);
  });

  it('leads each allowed event to its status and refuses every other pair', () => {
    const expected: Record<string, string> = {
      'off_duty:clock_in': 'on_duty',
      'on_duty:clock_out': 'off_duty',
      'on_duty:break_start': 'break',
      'on_duty:driving_start': 'driving',
      'break:break_end': 'on_duty',
      'driving:driving_end': 'on_duty',
    };
    for (const status of dutyStatuses) {
      for (const event of timeClockEventTypes) {
        expect(nextDutyStatus(status, event)).toBe(expected[`${status}:${event}`] ?? null);
      }
    }
  });

  it('explains a refusal in words a driver can act on', () => {
    expect(refusalMessage('on_duty', 'clock_in')).toBe('You are already clocked in (on duty).');
    expect(refusalMessage('off_duty', 'break_start')).toBe(
      'You cannot start break while off duty. You can clock in.',
    );
  });

  it('keeps the product’s texts', () => {
    expect(eventSuccessText('break_start')).toBe('You have successfully break start');
    expect(decimalHours(90)).toBe('1.50');
  });
});
