import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { canSubmitForReview, formatExpiry, missingForReview, verificationLabels } from './status';

const empty = {
  licenseClass: null,
  licenseNumber: null,
  licenseExpiresOn: null,
  licensePhotoUrl: null,
  selfieUrl: null,
};

describe('driver verification status', () => {
  it('labels every status', () => {
    const english = Object.fromEntries(Object.entries(verificationLabels).map(([k, m]) => [k, i18n._(m)]));
    expect(english).toEqual({
      unsubmitted: 'Not submitted',
      pending: 'Waiting for review',
      approved: 'Verified',
      rejected: 'Rejected',
    });
  });

  it('lists what is missing before review', () => {
    expect(missingForReview(empty)).toEqual([
      'licence class',
      'licence number',
      'licence expiry',
      'licence photo',
      'selfie',
    ]);
    expect(
      missingForReview({
        ...empty,
        licenseClass: 'A',
        licenseNumber: 'D123',
        licenseExpiresOn: '2030-01-01',
        licensePhotoUrl: '/api/files/1',
      }),
    ).toEqual(['selfie']);
  });

  it('allows submitting before review and after a rejection only', () => {
    expect(canSubmitForReview('unsubmitted')).toBe(true);
    expect(canSubmitForReview('rejected')).toBe(true);
    expect(canSubmitForReview('pending')).toBe(false);
    expect(canSubmitForReview('approved')).toBe(false);
  });

  it('formats the expiry as a calendar day', () => {
    expect(formatExpiry('2027-03-31')).toBe('Mar 31, 2027');
    expect(formatExpiry(null)).toBe('—');
  });
});
