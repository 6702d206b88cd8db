import type { DriverProfile } from '@core/contracts/drivers';
import { dateParts, formatMonthDayYear } from '@core/format';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { BadgeTone } from '@web/components/ui/badge';

export type VerificationStatus = DriverProfile['verificationStatus'];

export const verificationLabels: Record<VerificationStatus, MessageDescriptor> = {
  unsubmitted: msg`Not submitted`,
  pending: msg`Waiting for review`,
  approved: msg`Verified`,
  rejected: msg`Rejected`,
};

export const verificationTones: Record<VerificationStatus, BadgeTone> = {
  unsubmitted: 'neutral',
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/** In the active language: call it while rendering, not at module load. */
export function verificationHelp(
  profile: Pick<DriverProfile, 'verificationStatus' | 'rejectionReason'>,
): string {
  switch (profile.verificationStatus) {
    case 'unsubmitted':
      return t`Add your licence details, a photo of your licence and a selfie, then submit them for review.`;
    case 'pending':
      return t`An operator is checking your details. You can take jobs as soon as you are verified.`;
    case 'approved':
      return t`You are verified. Open jobs your licence covers are waiting for you.`;
    case 'rejected':
      return t`Your verification was not approved. Fix what the operator asked for and submit again.`;
  }
}

export const licenseClassOptions = [
  {
    value: 'A',
    label: msg`Class A`,
    description: msg`Bobtails, bobtails with trailers, trailers and auction vehicles (and box trucks).`,
  },
  { value: 'B', label: msg`Class B`, description: msg`Box trucks only.` },
] as const;

/** What the driver still has to provide before review, in the server's order and the active language. */
export function missingForReview(
  profile: Pick<
    DriverProfile,
    'licenseClass' | 'licenseNumber' | 'licenseExpiresOn' | 'licensePhotoUrl' | 'selfieUrl'
  >,
): string[] {
  const missing: string[] = [];
  if (!profile.licenseClass) missing.push(t`licence class`);
  if (!profile.licenseNumber) missing.push(t`licence number`);
  if (!profile.licenseExpiresOn) missing.push(t`licence expiry`);
  if (!profile.licensePhotoUrl) missing.push(t`licence photo`);
  if (!profile.selfieUrl) missing.push(t`selfie`);
  return missing;
}

/** Submitting is possible before the first review and after a rejection. */
export function canSubmitForReview(status: VerificationStatus): boolean {
  return status === 'unsubmitted' || status === 'rejected';
}

/** "2027-03-31" → "Mar 31, 2027" (the date is a calendar day, not an instant). */
export function formatExpiry(isoDate: string | null): string {
  if (!isoDate) return '—';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  const d = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return formatMonthDayYear(dateParts(d, 'UTC'));
}
