/**
 * The driver's side of a job (server module `dispatch`): the policy agreement and identity check before
 * accepting, the status change, confirmation, positions, the driver's jobs and earnings. Pickup and
 * delivery are condition reports (contracts/inspections).
 */
import { z } from 'zod';
import { jobStatuses } from '../jobs';
import { recoveryRequest } from './jobs';

/** What a finished pickup records about each equipment item (the pickup condition report's check). */
export const checklistValues = ['ok', 'na'] as const;
export type ChecklistValue = (typeof checklistValues)[number];

export const DRIVER_POLICY_VERSION = '2025-05';

/** POST /api/recovery-requests/:id/driver-agreement */
export const driverAgreementBody = z.object({
  driverId: z.unknown().optional(),
  agreed: z.literal(true, { error: 'You must agree to the driver policy to accept this job.' }),
});
export const agreementResponse = z.object({
  ok: z.literal(true),
  policyVersion: z.string(),
  agreedAt: z.string(),
  driverId: z.string(),
});
export type AgreementResponse = z.infer<typeof agreementResponse>;

/** POST /api/recovery-requests/:id/identity/:kind (multipart, field `file`): this job's licence or selfie. */
export const identityKinds = ['license', 'selfie'] as const;
export type IdentityKind = (typeof identityKinds)[number];
export const identityParams = z.object({ id: z.string().max(64), kind: z.enum(identityKinds) });
/** Which of the two identity photos the server holds for this job and driver. */
export const identityStatusResponse = z.object({ license: z.boolean(), selfie: z.boolean() });
export type IdentityStatus = z.infer<typeof identityStatusResponse>;

/**
 * GET /api/recovery-requests/:id/acceptance: what this driver already gave for this job (the policy
 * agreement, the licence photo and the selfie, with the photos' addresses), so the acceptance dialog
 * resumes where it stopped.
 */
export const acceptanceProgressResponse = z.object({
  agreed: z.boolean(),
  licensePhotoUrl: z.string().nullable(),
  selfieUrl: z.string().nullable(),
});
export type AcceptanceProgress = z.infer<typeof acceptanceProgressResponse>;

/** PATCH /api/recovery-requests/:id/status */
export const statusBody = z.object({
  status: z.enum(jobStatuses),
});

/** POST /api/recovery-requests/:id/location (204): the HTTP fallback for a live position. */
export const locationBody = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});

export const earningsLine = z.object({
  jobId: z.string(),
  jobNumber: z.string(),
  status: z.string(),
  payCents: z.number().int(),
  releasedCents: z.number().int(),
  pendingCents: z.number().int(),
  acceptedAt: z.string().nullable(),
  /** The commission rate fixed when the driver accepted (10 with a paid subscription, else 15). */
  commissionPercent: z.number().nullable(),
});
/** GET /api/driver/earnings */
export const earningsResponse = z.object({
  jobs: z.array(earningsLine),
  totalPayCents: z.number().int(),
  totalReleasedCents: z.number().int(),
  totalPendingCents: z.number().int(),
});
export type Earnings = z.infer<typeof earningsResponse>;

/** A job dispatch offers one driver (an operator's reassignment): accept it through the usual steps, or pass. */
export const driverOffer = z.object({
  id: z.string(),
  reason: z.string(),
  expiresAt: z.string(),
  /** Seconds left when the server answered: the phone counts down from its own receipt, whatever its clock. */
  secondsLeft: z.number().int().min(0),
  /** An operator's choice, a dispatch wave, or the driver's next load home. */
  kind: z.enum(['operator', 'wave', 'next_load']),
  /** Road miles from where the driver is (or their delivery ends) to the pickup, when known. */
  deadheadMiles: z.number().nullable(),
  /** The job ends within 100 miles of the driver's home base. */
  endsNearHome: z.boolean(),
  /** A next load home: the empty miles it saves against driving home. */
  savesMiles: z.number().nullable(),
  job: recoveryRequest,
});
export type DriverOffer = z.infer<typeof driverOffer>;
export const driverOffersResponse = z.array(driverOffer);

/** POST /api/recovery-requests/:id/offer/decline: why the driver passes (optional, for dispatch). */
export const declineOfferBody = z.object({
  reason: z.string({ error: 'Say why you pass (it may be empty)' }).trim().max(500, 'At most 500 characters'),
});

/** GET/PUT/DELETE /api/preferred-drivers: the drivers a client asks for first. */
export const preferredDriversResponse = z.object({
  drivers: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type PreferredDrivers = z.infer<typeof preferredDriversResponse>;
