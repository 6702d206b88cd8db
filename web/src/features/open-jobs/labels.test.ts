import { requiredLicenseClass } from '@core/jobs';
import { vehicleTypeLabel } from '@core/labels';
import { formatMiles } from '@web/lib/format';
import { describe, expect, it } from 'vitest';

describe('labels', () => {
  it('names vehicle types, unknown ones as auction vehicles', () => {
    expect(vehicleTypeLabel('bobtail')).toBe('Bobtail');
    expect(vehicleTypeLabel('bobtail-trailer')).toBe('Bobtail + Trailer');
    expect(vehicleTypeLabel('box-truck')).toBe('Box Truck');
    expect(vehicleTypeLabel('trailer')).toBe('Trailer');
    expect(vehicleTypeLabel('auction')).toBe('Auction Vehicle');
  });

  it('formats miles with separators and singular', () => {
    expect(formatMiles(1190)).toBe('1,190 miles');
    expect(formatMiles(1)).toBe('1 mile');
    expect(formatMiles(45.4, 0)).toBe('45 miles');
  });

  it('knows the licence class each vehicle needs', () => {
    expect(requiredLicenseClass('box-truck')).toBe('B');
    expect(requiredLicenseClass('bobtail')).toBe('A');
    expect(requiredLicenseClass('trailer')).toBe('A');
  });
});
