import { describe, expect, it } from 'vitest';
import { extractDate, extractEntities } from './assistant';

// Monday 23 November 2026.
const today = new Date('2026-11-23T00:00:00Z');

describe('assistant entities', () => {
  it('reads vehicle types, miles and job numbers', () => {
    expect(extractEntities('how much to move a bobtail 1,190 miles', today)).toMatchObject({
      vehicleType: 'bobtail',
      miles: 1190,
      jobNumber: null,
    });
    expect(extractEntities('box truck 500 mi').vehicleType).toBe('box-truck');
    expect(extractEntities('a bobtail with a trailer').vehicleType).toBe('bobtail-trailer');
    expect(extractEntities('my reefer trailer').vehicleType).toBe('trailer');
    expect(extractEntities('where is pw-12?').jobNumber).toBe('PW-12');
    expect(extractEntities('status of job #0045').jobNumber).toBe('PW-45');
    expect(extractEntities('where is my truck').jobNumber).toBeNull();
  });

  it('reads from–to places up to the words that follow them, and single places', () => {
    expect(extractEntities('from Dallas, TX to Houston, TX on friday please', today)).toMatchObject({
      from: 'Dallas, TX',
      to: 'Houston, TX',
      date: '2026-11-27',
    });
    expect(extractEntities('between 75201 and 77002')).toMatchObject({ from: '75201', to: '77002' });
    expect(extractEntities('any drivers near Phoenix, AZ?').near).toBe('Phoenix, AZ');
    expect(extractEntities('drivers close to 60601').zips).toEqual(['60601']);
  });

  it('reads dates relative to today', () => {
    expect(extractDate('tomorrow', today)).toBe('2026-11-24');
    expect(extractDate('today please', today)).toBe('2026-11-23');
    // "Monday" on a Monday is next week's.
    expect(extractDate('next monday', today)).toBe('2026-11-30');
    expect(extractDate('on dec 5th', today)).toBe('2026-12-05');
    // A month-day already past this year is next year's.
    expect(extractDate('march 2', today)).toBe('2027-03-02');
    expect(extractDate('2026-12-24', today)).toBe('2026-12-24');
    expect(extractDate('feb 30', today)).toBeNull();
    expect(extractDate('whenever', today)).toBeNull();
  });
});
