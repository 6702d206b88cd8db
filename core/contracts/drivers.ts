import { z } from 'zod';

export const licenseClasses = ['A', 'B'] as const;
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
  rating: z.number().nullable(),
});
export type DriverProfile = z.infer<typeof driverProfile>;

export const reviewBody = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }),
  z.object({
    decision: z.literal('reject'),
    reason: z
      .string({ error: 'Give the driver a reason' })
      .trim()
      .min(5, 'Give the driver a reason (at least 5 characters)')
      .max(500),
  }),
]);

export const availabilityBody = z.object({ isAvailable: z.boolean() });

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

export const REQUIRED_PHOTO_ANGLES = ['front', 'rear', 'left', 'right'] as const;
export const photoAngles = ['front', 'rear', 'left', 'right', 'odometer', 'other'] as const;
export const photoStages = ['before', 'after'] as const;

const pretripKeys = pretripItems.map((i) => i.key) as [PretripItemKey, ...PretripItemKey[]];

export const pretripBody = z.object({
  // Only the checklist's own items: anything else would be stored with the job's pre-trip record.
  checklist: z.partialRecord(z.enum(pretripKeys), z.enum(['ok', 'na']), {
    error: 'The checklist has an item that is not on the pre-trip list',
  }),
  odometer: z.number({ error: 'Enter the odometer reading' }).int('Whole miles only').min(0).max(5_000_000),
});

export const deliveryBody = z.object({
  odometer: z.number({ error: 'Enter the odometer reading' }).int('Whole miles only').min(0).max(5_000_000),
  recipientName: z
    .string({ error: 'Who received the vehicle?' })
    .trim()
    .min(2, 'Enter the name of the person receiving the vehicle')
    .max(100),
});

export const driverAgreementBody = z.object({
  driverId: z.unknown().optional(),
  agreed: z.literal(true, { error: 'You must agree to the driver policy to accept this job.' }),
});

export const statusBody = z.object({
  status: z.enum(['accepted', 'in_progress', 'delivered', 'completed', 'cancelled', 'pending']),
});

export const jobPhoto = z.object({
  id: z.string(),
  stage: z.enum(photoStages),
  angle: z.enum(photoAngles),
  url: z.string(),
  createdAt: z.string(),
});
export type JobPhoto = z.infer<typeof jobPhoto>;

export const DRIVER_POLICY_VERSION = '2025-05';

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
export const earningsResponse = z.object({
  jobs: z.array(earningsLine),
  totalPayCents: z.number().int(),
  totalReleasedCents: z.number().int(),
  totalPendingCents: z.number().int(),
});
export type Earnings = z.infer<typeof earningsResponse>;
