/**
 * The operators' console (/admin): the board of every job, the day's figures, the live map, exceptions
 * with their timers, the actions on a job and on a driver, operator accounts and the audit log.
 */
import { z } from 'zod';
import { jobStatuses } from '../jobs';
import {
  boardStatuses,
  exceptionKinds,
  MAX_PENALTY_CENTS,
  PENALTY_CENTS,
  penaltyKinds,
  SUSPENSION_DAYS,
  suspensionPolicies,
} from '../operations';
import { vehicleTypes } from '../pricing';
import { dutyStatuses } from '../timeclock';
import { emailSchema, passwordSchema } from './accounts';
import { BROKEN_TEXT_MESSAGE, isSingleLine, isWellFormedText, SINGLE_LINE_MESSAGE } from './common';
import { documentTypes, reviewStatuses } from './documents';
import { driverProfile } from './drivers';
import { payoutBankHold } from './payouts';
import { ratingSummary, ratingView } from './ratings';
import { liveEta, timePlace } from './tracking';

/** A reason or note an operator writes: kept in the audit log, shown to the people it concerns. */
const reasonText = (what: string, max = 500) =>
  z
    .string({ error: `Write ${what}` })
    .trim()
    .min(3, `Write ${what} (at least 3 characters)`)
    .max(max, `Use at most ${max} characters`)
    // Kept in JSON (the timeline, the audit log's before and after).
    .refine(isWellFormedText, BROKEN_TEXT_MESSAGE);

const person = z.object({ id: z.string(), name: z.string() });
const point = z.object({ lat: z.number(), lng: z.number() });

/** GET /api/admin/jobs */
export const adminJobsQuery = z.object({
  status: z.enum(boardStatuses).optional(),
  /** A PW number, a client's or driver's name or e-mail, a VIN, or a city. */
  q: z.string().trim().max(100, 'Search with at most 100 characters').optional(),
  vehicleType: z.enum(vehicleTypes).optional(),
  /** Only jobs with an open exception. */
  flagged: z.enum(['true', 'false']).optional(),
  page: z.coerce.number({ error: 'Not a page number' }).int().min(1).max(10_000).default(1),
});
/** The board's query as the console builds it (the page a plain number). */
export type AdminJobsQuery = Omit<z.input<typeof adminJobsQuery>, 'page'> & { page?: number };

export const boardJob = z.object({
  id: z.string(),
  number: z.string(),
  boardStatus: z.enum(boardStatuses),
  status: z.enum(jobStatuses),
  vehicleType: z.enum(vehicleTypes),
  pickupLocation: z.string(),
  destinationLocation: z.string(),
  priceCents: z.number().int(),
  priority: z.boolean(),
  client: person,
  driver: person.nullable(),
  scheduledTime: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  openExceptions: z.number().int(),
  /** Offered to a driver who has not answered yet (an operator's reassignment), until `expiresAt`. */
  offer: z.object({ driver: person, expiresAt: z.string() }).nullable(),
});
export type BoardJob = z.infer<typeof boardJob>;

export const boardCounts = z.object(
  Object.fromEntries(boardStatuses.map((s) => [s, z.number().int()])) as Record<
    (typeof boardStatuses)[number],
    z.ZodNumber
  >,
);
export type BoardCounts = z.infer<typeof boardCounts>;

export const adminJobsResponse = z.object({
  counts: boardCounts,
  /** Jobs matching the search and filters (all statuses, or the one chosen). */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  jobs: z.array(boardJob),
});
export type AdminJobsResponse = z.infer<typeof adminJobsResponse>;

/** GET /api/admin/figures: the strip of the day's figures (the day in the operators' time zone). */
export const consoleFiguresResponse = z.object({
  day: z.string(),
  counts: boardCounts,
  deliveredToday: z.number().int(),
  /** Delivered today within the delivery window (or by the estimate); null when nothing was delivered. */
  onTimePercent: z.number().nullable(),
  /** Drivers available now (core/drivers.ts `isAvailableDriver`), the count every screen shows. */
  driversOnline: z.number().int(),
  openExceptions: z.number().int(),
  collectedTodayCents: z.number().int(),
  /** Owed to drivers: earned, not yet paid to their bank. */
  owedToDriversCents: z.number().int(),
});
export type ConsoleFigures = z.infer<typeof consoleFiguresResponse>;

/** GET /api/admin/live-map: drivers on duty and jobs under way (positions then follow over /ws). */
export const liveMapResponse = z.object({
  jobs: z.array(
    z.object({
      id: z.string(),
      number: z.string(),
      status: z.enum(jobStatuses),
      driver: person.nullable(),
      pickup: point.nullable(),
      destination: point.nullable(),
      position: point.extend({ at: z.string() }).nullable(),
    }),
  ),
  drivers: z.array(
    person.extend({
      dutyStatus: z.enum(dutyStatuses),
      /** Suspended now: shown as suspended whatever their duty status. */
      suspended: z.boolean(),
      /** The job they are on, whose position is theirs. */
      jobId: z.string().nullable(),
    }),
  ),
});
export type LiveMap = z.infer<typeof liveMapResponse>;

export const exceptionView = z.object({
  id: z.string(),
  kind: z.enum(exceptionKinds),
  title: z.string(),
  reason: z.string(),
  flaggedAt: z.string(),
  job: z.object({ id: z.string(), number: z.string() }).nullable(),
  driver: person.nullable(),
  owner: person.nullable(),
  takenAt: z.string().nullable(),
});
export type ExceptionView = z.infer<typeof exceptionView>;

/** GET /api/admin/exceptions: open exceptions, oldest first; ages count from the server's clock. */
export const adminExceptionsResponse = z.object({
  serverTime: z.string(),
  exceptions: z.array(exceptionView),
});
export type AdminExceptions = z.infer<typeof adminExceptionsResponse>;

/** POST /api/admin/exceptions/:id/resolve */
export const resolveExceptionBody = z.object({ note: reasonText('what was done') });

/** POST /api/admin/jobs/:id/reassign: to a chosen driver, or back to the open list (driverId null). */
export const reassignBody = z
  .object({
    driverId: z.uuid({ error: 'Choose a driver' }).nullable().default(null),
    reason: reasonText('why the job is reassigned'),
    /** Releasing an accepted job as a no-show suspends its driver for 30 days... */
    noShow: z.boolean().default(false),
    /** ...unless the operator waives it, with a reason. */
    waiveSuspension: reasonText('why the suspension is waived').optional(),
  })
  .refine((b) => !b.waiveSuspension || b.noShow, {
    message: 'Only a no-show release has a suspension to waive',
    path: ['waiveSuspension'],
  });
export type ReassignBody = z.input<typeof reassignBody>;

/** POST /api/admin/jobs/:id/refund: cancels the job and gives back all or part of what was paid. */
export const refundBody = z.object({
  amountCents: z
    .number({ error: 'Enter the amount to refund' })
    .int('Enter whole cents')
    .min(0, 'A refund cannot be negative')
    .max(10_000_000, 'That is more than any job costs'),
  reason: reasonText('why the job is cancelled'),
});
export type RefundBody = z.infer<typeof refundBody>;

/** POST /api/admin/jobs/:id/payout-hold and …/payout-hold/release */
export const payoutHoldBody = z.object({ reason: reasonText('why') });

/** POST /api/admin/jobs/:id/notes: internal, never shown to clients or drivers. */
export const jobNoteBody = z.object({ note: reasonText('the note', 2000) });

export const jobActionResponse = z.object({ ok: z.literal(true), message: z.string() });

/** GET /api/admin/jobs/:id: what the console's job panel shows. */
export const adminJobResponse = z.object({
  job: boardJob,
  clientEmail: z.string(),
  /** The payment status from the ledger, as a person reads it. */
  paymentStatus: z.string(),
  /** What a refund may still give back (released pay is the driver's). */
  refundableCents: z.number().int(),
  payoutHeld: z.boolean(),
  /** The ETA that knows the driver's hours, while the job is under way. */
  liveEta: liveEta.nullable(),
  /** Where its target's time is read (the pickup's or the destination's zone and town). */
  etaClock: timePlace,
  timeline: z.array(
    z.object({
      id: z.number().int(),
      at: z.string(),
      type: z.string(),
      actor: z.string().nullable(),
      text: z.string(),
      internal: z.boolean(),
    }),
  ),
  exceptions: z.array(exceptionView),
});
export type AdminJob = z.infer<typeof adminJobResponse>;

/** GET /api/admin/jobs/:id/candidates: verified drivers who could take it, each with whether it fits. */
export const candidatesResponse = z.object({
  drivers: z.array(
    person.extend({
      licenseClass: z.enum(['A', 'B']).nullable(),
      fits: z.boolean(),
      /** Why not (licence, hours, suspended), when it does not fit. */
      reason: z.string().nullable(),
      dutyStatus: z.enum(dutyStatuses),
    }),
  ),
});
export type Candidates = z.infer<typeof candidatesResponse>;

/** POST /api/admin/drivers/:id/suspension */
export const suspensionBody = z.object({
  days: z
    .union(SUSPENSION_DAYS.map((d) => z.literal(d)) as unknown as [z.ZodLiteral<30>, z.ZodLiteral<90>], {
      error: `Suspend for ${SUSPENSION_DAYS.join(' or ')} days, or permanently (null)`,
    })
    .nullable(),
  policy: z.enum(suspensionPolicies).default('violation'),
  reason: reasonText('the reason the driver will read'),
});
export type SuspensionBody = z.input<typeof suspensionBody>;

/** DELETE /api/admin/drivers/:id/suspension (reinstate) */
export const reinstateBody = z.object({ reason: reasonText('why the driver is reinstated') }).nullish();

/** POST /api/admin/accounts/:id/second-factor-reset: for a person who lost every factor and code. */
export const secondFactorResetBody = z.object({ reason: reasonText('how you checked it is them') });

/** POST /api/admin/drivers/:id/penalties */
export const penaltyBody = z.object({
  amountCents: z
    .number({ error: 'Enter the amount' })
    .int('Enter whole cents')
    .min(100, 'A penalty is at least $1')
    .max(MAX_PENALTY_CENTS, `A penalty is at most $${MAX_PENALTY_CENTS / 100}`)
    .default(PENALTY_CENTS),
  kind: z.enum(penaltyKinds),
  reason: reasonText('the reason the driver will read'),
  jobId: z.uuid({ error: 'Not a job' }).optional(),
});
export type PenaltyBody = z.input<typeof penaltyBody>;

/** POST /api/admin/drivers/:id/warnings */
export const warningBody = z.object({ reason: reasonText('the warning the driver will read') });

export const suspensionView = z.object({
  policy: z.enum(suspensionPolicies),
  reason: z.string(),
  startsAt: z.string(),
  /** Null: permanent. */
  endsAt: z.string().nullable(),
});
export type SuspensionView = z.infer<typeof suspensionView>;

/** GET /api/admin/drivers/:id: the console's driver panel. */
export const adminDriverResponse = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  verificationStatus: z.string(),
  licenseClass: z.enum(['A', 'B']).nullable(),
  dutyStatus: z.enum(dutyStatuses),
  /** Clients' public ratings, as everyone sees them (null under 3). */
  rating: ratingSummary,
  suspension: suspensionView.nullable(),
  /** Bank payouts held after a change of bank, or frozen by the driver. */
  payoutHold: payoutBankHold.nullable(),
  penalties: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(penaltyKinds),
      amountCents: z.number().int(),
      recoveredCents: z.number().int(),
      reason: z.string(),
      createdAt: z.string(),
    }),
  ),
  activeJobs: z.array(z.object({ id: z.string(), number: z.string(), status: z.enum(jobStatuses) })),
  /** The number SMS go to, and whether the driver confirmed it with a code. */
  phone: z.object({ number: z.string(), verified: z.boolean() }).nullable(),
  /** Where and when they work, as they set it on /driver. */
  availability: driverProfile.shape.availability,
  homeBase: driverProfile.shape.homeBase,
  maxDeadheadMiles: z.number().int(),
  lookingForLoadHome: z.boolean(),
  /** The last position their phone sent; `fresh` while dispatch counts it (DRIVER_POSITION_FRESH_MINUTES). */
  lastPosition: z.object({ lat: z.number(), lng: z.number(), at: z.string(), fresh: z.boolean() }).nullable(),
  /** Their latest jobs, newest first, with status. */
  recentJobs: z.array(
    z.object({
      id: z.string(),
      number: z.string(),
      status: z.enum(jobStatuses),
      pickupLocation: z.string(),
      destination: z.string(),
      createdAt: z.string(),
    }),
  ),
  /** Their documents with expiry (licence, medical certificate, …), newest first. */
  documents: z.array(
    z.object({
      id: z.string(),
      documentType: z.enum(documentTypes),
      fileName: z.string(),
      expiresOn: z.string().nullable(),
      reviewStatus: z.enum(reviewStatuses),
    }),
  ),
  /** Clients' public ratings: the average (null under 3) and the latest few. */
  ratings: z.object({ summary: ratingSummary, recent: z.array(ratingView) }),
});
export type AdminDriver = z.infer<typeof adminDriverResponse>;

/** GET /api/admin/driver-directory?q= : verified drivers by name or e-mail, for the console's search. */
export const adminDriversQuery = z.object({ q: z.string().trim().max(100).optional() });
export const adminDriversResponse = z.object({
  drivers: z.array(person.extend({ email: z.string(), suspended: z.boolean() })),
});

/** POST /api/recovery-requests/:id/withdrawal: the assigned driver cannot make it (operators decide). */
export const withdrawalBody = z.object({
  reason: reasonText('why you cannot make it').refine(isSingleLine, SINGLE_LINE_MESSAGE),
});

/** GET /api/admin/audit */
export const auditQuery = z.object({
  action: z.string().trim().max(60).optional(),
  targetType: z.enum(['job', 'driver', 'operator', 'exception', 'account', 'company']).optional(),
  /** A PW number, a driver's name, an operator's name. */
  q: z.string().trim().max(100).optional(),
  from: z.iso.date({ error: 'Enter a date (YYYY-MM-DD)' }).optional(),
  to: z.iso.date({ error: 'Enter a date (YYYY-MM-DD)' }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AuditQuery = Omit<z.input<typeof auditQuery>, 'page'> & { page?: number };

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  targetLabel: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string().nullable(),
  /** How the operator confirmed it's them for this action (step-up), when it asked. */
  confirmedWith: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditResponse = z.object({
  entries: z.array(auditEntry),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});

/** Operator accounts: made and removed by operators only. */
export const operatorsResponse = z.object({
  operators: z.array(person.extend({ email: z.string(), you: z.boolean() })),
});
/** POST /api/admin/operators: an existing account is made an operator; a new one needs a name and password. */
export const addOperatorBody = z.object({
  email: emailSchema,
  name: z
    .string()
    .trim()
    .min(2, 'Enter their name')
    .max(100)
    .refine(isSingleLine, SINGLE_LINE_MESSAGE)
    .optional(),
  password: passwordSchema.optional(),
});

/** Dollars as a person types them ("500", "1,234.50"), to cents; the message when it is not money. */
export const dollarsToCents = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\$?\d{1,3}(,?\d{3})*(\.\d{1,2})?$|^\$?\d+(\.\d{1,2})?$/, message)
    .transform((s) => Math.round(Number(s.replace(/[$,]/g, '')) * 100));

/** The console's refund form: dollars, turned into the route's cents. */
export const refundForm = z.object({
  amount: dollarsToCents('Enter an amount in dollars, like 250 or 250.50'),
  reason: refundBody.shape.reason,
});

/** The console's penalty form: dollars (500 by default), a kind and the reason. */
export const penaltyForm = z.object({
  amount: dollarsToCents('Enter an amount in dollars, like 500'),
  kind: z.enum(penaltyKinds, { error: 'Choose what the penalty is for' }),
  reason: penaltyBody.shape.reason,
});

/** The console's suspension form: a length as the radio buttons give it. */
export const suspensionForm = z.object({
  length: z.enum(['30', '90', 'permanent'], { error: 'Choose how long' }),
  policy: z.enum(suspensionPolicies),
  reason: suspensionBody.shape.reason,
});

/** The console's reassign form: a driver's id, or "open" for the open list. */
export const reassignForm = z
  .object({
    target: z.string().min(1, 'Choose a driver, or the open list'),
    reason: reassignBody.shape.reason,
    noShow: z.boolean(),
    waive: z.boolean(),
    waiveReason: z.string().trim(),
  })
  .refine((f) => !f.waive || f.waiveReason.length >= 3, {
    message: 'Write why the suspension is waived (at least 3 characters)',
    path: ['waiveReason'],
  });

/** The console's form to add an operator: the e-mail, and for a new account a name and first password. */
export const addOperatorForm = z.object({
  email: emailSchema,
  name: z.string().trim().max(100),
  password: z.string().max(200),
});

// ---- dispatch: a job's waves and the drivers near it ---------------------------------------------------

export const jobOfferKinds = ['operator', 'wave', 'next_load'] as const;
export const jobOfferStatuses = ['open', 'accepted', 'declined', 'expired', 'withdrawn'] as const;

/** One offer of the job: to whom, in which wave, when, and how it ended. */
export const dispatchOffer = z.object({
  id: z.string(),
  driver: person,
  kind: z.enum(jobOfferKinds),
  wave: z.number().int().nullable(),
  status: z.enum(jobOfferStatuses),
  offeredAt: z.string(),
  expiresAt: z.string(),
  decidedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  deadheadMiles: z.number().nullable(),
  savesMiles: z.number().nullable(),
  /** Why it ranked as it did when offered. */
  reasons: z.array(z.string()),
});
export type DispatchOffer = z.infer<typeof dispatchOffer>;

/** A driver as dispatch sees them for this job: eligible for its waves or why not, and where they are. */
export const nearbyDriver = person.extend({
  licenseClass: z.enum(['A', 'B']),
  /** The waves would offer it to them. */
  eligible: z.boolean(),
  /** Their score's parts when eligible; why not otherwise. */
  reasons: z.array(z.string()),
  deadheadMiles: z.number().nullable(),
  /** Where the miles are measured from: the end of their current job, their phone, or home. */
  from: z.enum(['job', 'position', 'home']).nullable(),
  drivingLeftMinutes: z.number().int(),
  dutyStatus: z.enum(dutyStatuses),
  takingWork: z.enum(['now', 'from', 'off']),
  lastSeenAt: z.string().nullable(),
});
export type NearbyDriver = z.infer<typeof nearbyDriver>;

/** GET /api/admin/jobs/:id/dispatch */
export const jobDispatchResponse = z.object({
  /** The last wave sent (0: a next load; past the last: the open list); null before dispatch ran. */
  wave: z.number().int().nullable(),
  waveCount: z.number().int(),
  nextAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  radiusMiles: z.number().int().nullable(),
  offers: z.array(dispatchOffer),
  nearby: z.array(nearbyDriver),
});
export type JobDispatch = z.infer<typeof jobDispatchResponse>;

/** POST /api/admin/jobs/:id/dispatch: run the waves again, or again with a wider reach. */
export const jobDispatchBody = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('rerun') }),
    z.object({
      action: z.literal('widen'),
      radiusMiles: z
        .number({ error: 'Choose how far drivers may be from the pickup' })
        .int()
        .min(50, 'At least 50 miles')
        .max(1000, 'At most 1,000 miles'),
    }),
  ],
  { error: 'Choose to re-run the waves or to widen the radius' },
);
export type JobDispatchBody = z.infer<typeof jobDispatchBody>;
