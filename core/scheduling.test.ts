import { describe, expect, it } from 'vitest';
import { vehicleTypeForService } from './catalog';
import { formatWindow, hourSlots } from './scheduling';

describe('scheduling', () => {
  it('offers 24 hourly slots from 12:00 AM to 11:00 PM', () => {
    expect(hourSlots).toHaveLength(24);
    expect(hourSlots[0]!.label).toBe('12:00 AM');
    expect(hourSlots[12]!.label).toBe('12:00 PM');
    expect(hourSlots[23]!.label).toBe('11:00 PM');
  });
  it('writes windows for people', () => {
    expect(
      formatWindow({ start: '2025-06-03T14:00:00Z', end: '2025-06-03T15:00:00Z' }, 'America/Chicago'),
    ).toBe('Tue Jun 3, 9:00 AM – 10:00 AM CDT');
    expect(
      formatWindow({ start: '2025-06-04T04:30:00Z', end: '2025-06-04T05:30:00Z' }, 'America/Chicago'),
    ).toBe('Tue Jun 3, 11:30 PM – Wed Jun 4, 12:30 AM CDT');
  });
  it('moves an auction purchase as a bobtail', () => {
    expect(vehicleTypeForService({ iconVariant: 'auction' })).toBe('bobtail');
    expect(vehicleTypeForService({ iconVariant: 'trailer' })).toBe('bobtail-trailer');
  });
});
