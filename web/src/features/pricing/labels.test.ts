import { vehicleTypeLabels } from '@core/labels';
import { describe, expect, it } from 'vitest';
import { isVehicleType, requestHrefFor, vehicleTypeOptions } from './labels';

describe('vehicle type labels', () => {
  it('names the four types as the calculator shows them', () => {
    expect(vehicleTypeOptions.map((o) => o.label)).toEqual([
      'Bobtail',
      'Bobtail + Trailer',
      'Box Truck',
      'Trailer',
    ]);
    expect(vehicleTypeLabels['box-truck']).toBe('Box Truck');
  });

  it('recognises only the four vehicle types', () => {
    expect(isVehicleType('bobtail-trailer')).toBe(true);
    expect(isVehicleType('auction')).toBe(false);
    expect(isVehicleType(undefined)).toBe(false);
    expect(isVehicleType('')).toBe(false);
  });
});

describe('requestHrefFor', () => {
  it('carries the vehicle type and whole miles to the request form', () => {
    expect(requestHrefFor('bobtail', 1190)).toBe('/request?vehicleType=bobtail&distance=1190');
    expect(requestHrefFor('box-truck', 99.6)).toBe('/request?vehicleType=box-truck&distance=100');
  });
});
