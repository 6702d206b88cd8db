import { describe, expect, it } from 'vitest';
import { checkVin, jobMovesVehicle, vinCheckDigit, vinRequiredForService } from './vin';

describe('VIN check digit', () => {
  it('accepts real VINs whose 9th character is their check digit', () => {
    // The rule's usual worked examples, one of them with the check digit X.
    for (const vin of ['1M8GDM9AXKP042788', '11111111111111111', '1HGCM82633A004352'])
      expect(checkVin(vin)).toEqual({ ok: true, vin });
    expect(vinCheckDigit('1M8GDM9A0KP042788')).toBe('X');
    // A tractor's VIN made up for the demo data carries its own check digit too.
    expect(vinCheckDigit('1FUJGLDR0CLBP8834')).toBe('3');
  });

  it('refuses a misread character with the digit it expected, and a malformed VIN by its shape', () => {
    const misread = checkVin('1FUJGLDR3CLBP8835');
    expect(misread).toMatchObject({ ok: false, reason: 'check_digit' });
    expect(misread.ok ? '' : misread.message).toContain('9th character should be');
    expect(checkVin('1FUJGLDR3CLBP883')).toMatchObject({ ok: false, reason: 'shape' });
    expect(checkVin('1FUJGLDR3CLBP88O4')).toMatchObject({ ok: false, reason: 'shape' });
  });

  it('reads a VIN typed with spaces, dashes or lower case', () => {
    expect(checkVin(' 1fujgldr3c-lbp 8834 ')).toEqual({ ok: true, vin: '1FUJGLDR3CLBP8834' });
  });
});

describe('the request VIN and the fleet', () => {
  it('requires a VIN only for an auction purchase', () => {
    expect(vinRequiredForService({ iconVariant: 'auction' })).toBe(true);
    expect(vinRequiredForService({ iconVariant: 'bobtail' })).toBe(false);
    expect(vinRequiredForService(null)).toBe(false);
  });

  it('matches a saved truck to its moves by id or by VIN', () => {
    const truck = { id: 'v1', vin: '1HGCM82633A004352' };
    expect(jobMovesVehicle({ vehicleId: 'v1', vin: null }, truck)).toBe(true);
    expect(jobMovesVehicle({ vehicleId: null, vin: '1HGCM82633A004352' }, truck)).toBe(true);
    expect(jobMovesVehicle({ vehicleId: null, vin: '1M8GDM9AXKP042788' }, truck)).toBe(false);
    expect(jobMovesVehicle({ vehicleId: null, vin: null }, truck)).toBe(false);
  });
});
