import { describe, expect, it } from 'vitest';
import { requiredLicenseClass } from './jobs';
import {
  invoiceLineLabels,
  licenseClassesText,
  OTHER_VEHICLE_LABEL,
  serviceTitle,
  vehicleTypeLabel,
  vehicleTypeLabels,
} from './labels';
import { vehicleTypes } from './pricing';

describe('labels', () => {
  it('names every vehicle type, and any other type as an auction purchase', () => {
    for (const type of vehicleTypes) {
      expect(vehicleTypeLabel(type)).toBe(vehicleTypeLabels[type]);
      expect(invoiceLineLabels[type]).toMatch(/recovery$/);
    }
    expect(vehicleTypeLabel('constructor')).toBe(OTHER_VEHICLE_LABEL);
    expect(vehicleTypeLabel('car-hauler', (t) => t.toUpperCase())).toBe('CAR-HAULER');
  });

  it('titles the payment screen from its serviceType parameter', () => {
    expect(serviceTitle(' BOX-truck ')).toBe('Box Truck Recovery');
    expect(serviceTitle('hasOwnProperty')).toBe('Recovery service');
  });

  it('says which licence classes cover a vehicle type, from the one licence rule', () => {
    expect(licenseClassesText('box-truck')).toBe('A or B');
    expect(licenseClassesText('bobtail-trailer')).toBe('A');
    expect(requiredLicenseClass('box-truck')).toBe('B');
  });
});
