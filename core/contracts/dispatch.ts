/**
 * The driver's side of a job (server module `dispatch`): the policy agreement and identity check before
 * accepting, the status change, inspection photos, pre-trip, delivery, confirmation, positions, the
 * driver's jobs and earnings.
 */
import { z } from 'zod';
import { jobStatuses } from '../jobs';
import { photoAngles, photoStages } from '../photos';
import { isSingleLine, SINGLE_LINE_MESSAGE } from './common';

/** The pre-trip checklist (brief: tires … documents on board). 'na' only where an item may be absent. */
export const pretripItems = [
  { key: 'tires', label: 'Tires: tread, pressure, no damage', optional: false },
  { key: 'lights', label: 'Lights and reflectors working', optional: false },
  { key: 'brakes', label: 'Brakes: service and parking', optional: false },
  { key: 'airLines', label: 'Air lines and couplings (where present)', optional: true },
  { key: 'mirrors', label: 'Mirrors clean and adjusted', optional: false },
  { key: 'horn', label: 'Horn works', optional: false },
  { key: 'wipers', label: 'Wipers and washer fluid', optional: false },
  { key: 'fluidLeaks', label: 'No fluid leaks', optional: false },
  { key: 'dashboardWarnings', label: 'No dashboard warning lights', optional: false },
  { key: 'documents', label: 'Registration and insurance on board', optional: false },
] as const;
export type PretripItemKey = (typeof pretripItems)[number]['key'];
export const checklistValues = ['ok', 'na'] as const;
export type ChecklistValue = (typeof checklistValues)[number];

export { type PhotoAngle, type PhotoStage, photoAngles, photoStages, REQUIRED_PHOTO_ANGLES } from '../photos';

/** The inspection forms' messages, the same words the server answers with. */
export const INSPECTION_MESSAGES = {
  odometerRequired: 'Enter the odometer reading',
  wholeMiles: 'Whole miles only',
  recipientRequired: 'Enter the name of the person receiving the vehicle',
} as const;
export const MAX_ODOMETER_MILES = 5_000_000;
export const RECIPIENT_NAME_MIN = 2;

const odometer = z
  .number({ error: INSPECTION_MESSAGES.odometerRequired })
  .int(INSPECTION_MESSAGES.wholeMiles)
  .min(0)
  .max(MAX_ODOMETER_MILES);

const pretripKeys = pretripItems.map((i) => i.key) as [PretripItemKey, ...PretripItemKey[]];

/** POST /api/recovery-requests/:id/pretrip */
export const pretripBody = z.object({
  // Only the checklist's own items: anything else would be stored with the job's pre-trip record.
  checklist: z.partialRecord(z.enum(pretripKeys), z.enum(checklistValues), {
    error: 'The checklist has an item that is not on the pre-trip list',
  }),
  odometer,
});
export type PretripBody = z.infer<typeof pretripBody>;

/** POST /api/recovery-requests/:id/delivery */
export const deliveryBody = z.object({
  odometer,
  recipientName: z
    .string({ error: 'Who received the vehicle?' })
    .trim()
    .min(RECIPIENT_NAME_MIN, INSPECTION_MESSAGES.recipientRequired)
    .max(100)
    .refine(isSingleLine, SINGLE_LINE_MESSAGE),
});
export type DeliveryBody = z.input<typeof deliveryBody>;

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

/**
 * POST /api/recovery-requests/:id/photos (multipart): `stage` and `angle` fields before the file, which
 * the server reads in that order.
 */
export const photoUploadFields = z.object({ stage: z.enum(photoStages), angle: z.enum(photoAngles) });
export const PHOTO_FIELDS_MESSAGE =
  'Say which stage (before/after) and side (front, rear, left, right, odometer, other) the photo shows, before the file.';

export const jobPhoto = z.object({
  id: z.string(),
  stage: z.enum(photoStages),
  angle: z.enum(photoAngles),
  url: z.string(),
  createdAt: z.string(),
});
export type JobPhoto = z.infer<typeof jobPhoto>;
export const jobPhotoList = z.array(jobPhoto);

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
