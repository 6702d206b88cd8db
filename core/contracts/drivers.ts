import { z } from 'zod';
import { ratingSummary } from './ratings';

export const licenseClasses = ['A', 'B'] as const;
export type LicenseClass = (typeof licenseClasses)[number];
export const verificationStatuses = ['unsubmitted', 'pending', 'approved', 'rejected'] as const;

export const driverProfileBody = z.object({
  licenseClass: z.enum(licenseClasses, { error: 'Choose licence class A or B' }),
  licenseNumber: z
    .string({ error: 'Licence number is required' })
    .trim()
    .toUpperCase()
    .pipe(z.string().regex(/^[A-Z0-9-]{4,20}$/, 'Licence number must be 4 to 20 letters or digits')),
  licenseState: z
    .string({ error: 'Licence state is required' })
    .trim()
    .toUpperCase()
    .pipe(z.string().regex(/^[A-Z]{2}$/, 'Use the two-letter state code, e.g. TX')),
  licenseExpiresOn: z.iso.date({ error: 'Expiry must be a date (YYYY-MM-DD)' }),
});
export type DriverProfileInput = z.input<typeof driverProfileBody>;

export const driverProfile = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  licenseClass: z.enum(licenseClasses).nullable(),
  licenseNumber: z.string().nullable(),
  licenseState: z.string().nullable(),
  licenseExpiresOn: z.string().nullable(),
  licensePhotoUrl: z.string().nullable(),
  selfieUrl: z.string().nullable(),
  verificationStatus: z.enum(verificationStatuses),
  rejectionReason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  isAvailable: z.boolean(),
  /** The suspension in force now (the driver sees why, until when, and how to appeal), or null. */
  suspension: z
    .object({
      reason: z.string(),
      startsAt: z.string(),
      /** Null: permanent. */
      endsAt: z.string().nullable(),
    })
    .nullable(),
  /** Clients' public ratings: the average and count, or null under 3. */
  rating: ratingSummary,
});
export type DriverProfile = z.infer<typeof driverProfile>;
/** GET /api/admin/drivers: the profiles waiting for review. */
export const driverProfileList = z.array(driverProfile);

/** POST /api/driver/profile/:kind (multipart, field `file`). */
export const driverPhotoKinds = ['license-photo', 'selfie'] as const;
export type DriverPhotoKind = (typeof driverPhotoKinds)[number];
export const driverPhotoParams = z.object({ kind: z.enum(driverPhotoKinds) });

export const REJECT_REASON_MIN = 5;
export const REJECT_REASON_MAX = 500;
/** The operator's reason for a rejection, which the driver reads. */
export const rejectReason = z
  .string({ error: 'Give the driver a reason' })
  .trim()
  .min(REJECT_REASON_MIN, `Give the driver a reason (at least ${REJECT_REASON_MIN} characters)`)
  .max(REJECT_REASON_MAX, `Keep the reason under ${REJECT_REASON_MAX} characters`);

/** POST /api/admin/drivers/:id/review */
export const reviewBody = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }),
  z.object({ decision: z.literal('reject'), reason: rejectReason }),
]);

export type ReviewDecision = z.input<typeof reviewBody>;

/** PUT /api/driver/availability */
export const availabilityBody = z.object({ isAvailable: z.boolean() });

/** GET /api/drivers/nearby: verified drivers available now. */
export const nearbyDriversResponse = z.object({ count: z.number().int().nonnegative() });
