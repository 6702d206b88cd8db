import { z } from 'zod';
import { MAX_DEADHEAD_MILES, MIN_DEADHEAD_MILES } from '../drivers';
import { isSingleLine, SINGLE_LINE_MESSAGE } from './common';
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
  /** Taking work now: the switch on and any "from" time come (core/drivers.ts `takingWorkAt`). */
  isAvailable: z.boolean(),
  /** What the driver said: now, from a moment (still to come), or off. */
  availability: z.object({ mode: z.enum(['now', 'from', 'off']), from: z.string().nullable() }),
  /** Where the driver lives and goes back to, as the server placed it. */
  homeBase: z.object({ address: z.string(), lat: z.number(), lng: z.number() }).nullable(),
  /** How far they will travel to a pickup (road miles). */
  maxDeadheadMiles: z.number().int(),
  lookingForLoadHome: z.boolean(),
  /** When their phone last sent its position (while taking work). */
  lastPositionAt: z.string().nullable(),
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

export const availabilityModes = ['now', 'from', 'off'] as const;
export type AvailabilityMode = (typeof availabilityModes)[number];

/**
 * PUT /api/driver/availability: the switch alone (`{isAvailable}`, "now" or "off"), or the card "Where
 * and when you work": now, from a moment (one already past means now) or off, with, when given, the
 * home base (a place's text, resolved by the server; empty or null clears it), the reach and "looking
 * for a load from here to home". A setting left out stays as it was.
 */
export const availabilityBody = z.union([
  z.object({ isAvailable: z.boolean() }),
  z.object({
    mode: z.enum(availabilityModes, { error: 'Choose now, from a date and time, or off' }),
    from: z.iso.datetime({ offset: true, error: 'Give the date and time you start' }).optional(),
    homeBase: z
      .string()
      .trim()
      .max(500, 'The home base is too long (at most 500 characters)')
      .refine(isSingleLine, SINGLE_LINE_MESSAGE)
      .nullable()
      .optional(),
    maxDeadheadMiles: z
      .number({ error: 'Give the miles as a number' })
      .int('Give whole miles')
      .min(MIN_DEADHEAD_MILES, `At least ${MIN_DEADHEAD_MILES} miles`)
      .max(MAX_DEADHEAD_MILES, `At most ${MAX_DEADHEAD_MILES} miles`)
      .optional(),
    lookingForLoadHome: z.boolean().optional(),
  }),
]);
export type AvailabilityInput = z.input<typeof availabilityBody>;

/** POST /api/driver/position: where the phone is while the driver takes work. */
export const driverPositionBody = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  /** Metres, as the phone reports it. */
  accuracy: z.number().min(0).max(1_000_000).optional(),
});
/** Whether the fix was kept (a vague one or an impossible jump is not). */
export const driverPositionResponse = z.object({ recorded: z.boolean() });

/** GET /api/drivers/nearby: verified drivers available now. */
export const nearbyDriversResponse = z.object({ count: z.number().int().nonnegative() });
