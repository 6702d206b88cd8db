import { describe, expect, it } from 'vitest';
import { isAvailableDriver } from './drivers';

describe('isAvailableDriver', () => {
  const available = {
    verificationStatus: 'approved',
    isDriver: true,
    suspended: false,
    takingWork: true,
  } as const;

  it('counts a verified driver taking work', () => {
    expect(isAvailableDriver(available)).toBe(true);
  });

  it('leaves out the suspended, the unverified, those not taking work and former drivers', () => {
    expect(isAvailableDriver({ ...available, suspended: true })).toBe(false);
    expect(isAvailableDriver({ ...available, verificationStatus: 'pending' })).toBe(false);
    expect(isAvailableDriver({ ...available, takingWork: false })).toBe(false);
    expect(isAvailableDriver({ ...available, isDriver: false })).toBe(false);
  });
});
