import { vehicleBody } from '@core/contracts/fleet';
import { describe, expect, it } from 'vitest';
import { vinPreview } from './api';

describe('vinPreview', () => {
  it('shows the first 6 characters in capitals', () => {
    expect(vinPreview('1FUJGLDR7CLBP8834')).toBe('1FUJGL');
    expect(vinPreview(' 1fujgldr7clbp8834 ')).toBe('1FUJGL');
  });
  it('copes with short values', () => {
    expect(vinPreview('ABC')).toBe('ABC');
    expect(vinPreview('')).toBe('');
  });
});

describe('the shared vehicle form rules', () => {
  const base = { make: 'Freightliner', model: 'Cascadia', licensePlate: 'tx-1234' };
  it('reject an O in the VIN with the product’s message', () => {
    const result = vehicleBody.safeParse({ ...base, vin: '1FUJGLDR7CLBP883O' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('VIN may use letters and digits only, never I, O or Q');
  });
  it('accept a valid VIN and normalise case', () => {
    const result = vehicleBody.parse({ ...base, vin: '1fujgldr7clbp8834', status: 'inactive' });
    expect(result.vin).toBe('1FUJGLDR7CLBP8834');
    expect(result.licensePlate).toBe('TX-1234');
    expect(result.status).toBe('inactive');
  });
});
