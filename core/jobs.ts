/**
 * The job (recovery request) lifecycle of the brief, section 5. The server checks every transition
 * against this table (jobs service `transition`); the web app only reads the statuses it is given.
 */
import type { LicenseClass } from './contracts/drivers';

export const jobStatuses = [
  'pending',
  'accepted',
  'in_progress',
  'delivered',
  'completed',
  'cancelled',
] as const;
export type JobStatus = (typeof jobStatuses)[number];

/** A job that may still change: not completed, not cancelled. */
export function isActiveJob(status: JobStatus): boolean {
  return status !== 'completed' && status !== 'cancelled';
}

export const paymentStatuses = ['unpaid', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export type JobActor = 'client' | 'driver' | 'admin' | 'system';

interface Transition {
  from: JobStatus;
  to: JobStatus;
  by: readonly JobActor[];
  /** The payment state the job must be in for this transition. */
  payment?: PaymentStatus;
}

export const jobTransitions: readonly Transition[] = [
  { from: 'pending', to: 'accepted', by: ['driver', 'admin'], payment: 'paid' },
  // An operator releases a job whose driver cannot do it: it is open again (operations console).
  { from: 'accepted', to: 'pending', by: ['admin'], payment: 'paid' },
  { from: 'accepted', to: 'in_progress', by: ['driver'] },
  { from: 'in_progress', to: 'delivered', by: ['driver'] },
  { from: 'delivered', to: 'completed', by: ['client', 'system', 'admin'] },
  { from: 'pending', to: 'cancelled', by: ['client', 'admin'] },
  { from: 'accepted', to: 'cancelled', by: ['admin'] },
  { from: 'in_progress', to: 'cancelled', by: ['admin'] },
];

/** A job's payment moves once each way: paid from unpaid, refunded from paid. */
const paymentMoves: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  unpaid: [],
  paid: ['unpaid'],
  refunded: ['paid'],
};

/** The payment states a job may be in to move to `to`. */
export const paymentFrom = (to: PaymentStatus): readonly PaymentStatus[] => paymentMoves[to];

export function findTransition(from: JobStatus, to: JobStatus, by: JobActor): Transition | undefined {
  return jobTransitions.find((t) => t.from === from && t.to === to && t.by.includes(by));
}

export function canTransition(
  job: { status: JobStatus; paymentStatus: PaymentStatus },
  to: JobStatus,
  by: JobActor,
): boolean {
  const t = findTransition(job.status, to, by);
  return Boolean(t && (!t.payment || t.payment === job.paymentStatus));
}

/** The AI dispatch screens show the same rows with their own vocabulary (product/foundations §5). */
export function aiStatusOf(job: { status: JobStatus; paymentStatus: PaymentStatus }): string {
  switch (job.status) {
    case 'pending':
      return job.paymentStatus === 'paid' ? 'awaiting_driver' : 'created';
    case 'accepted':
      return 'driver_assigned';
    case 'in_progress':
    case 'delivered':
      return 'in_progress';
    case 'completed':
      return 'completed';
    case 'cancelled':
      return 'cancelled';
  }
}

/** People see `PW-<n>`; URLs carry the opaque id. */
export const jobNumber = (n: number) => `PW-${n}`;
/** The number in `PW-<n>`; null for anything else, including numbers no job can have (beyond 2^53). */
export function parseJobNumber(text: string): number | null {
  const m = /^PW-(\d{1,15})$/i.exec(text.trim());
  return m ? Number(m[1]) : null;
}

/**
 * The lowest licence class that may drive a vehicle type (product/foundations §5): class B covers box trucks only;
 * class A covers every type.
 */
export function requiredLicenseClass(vehicleType: string): LicenseClass {
  return vehicleType === 'box-truck' ? 'B' : 'A';
}

/** Whether a driver's licence class covers a vehicle type: the server's dispatch rule and live filter. */
export function licenseFitsVehicle(licenseClass: LicenseClass, vehicleType: string): boolean {
  return licenseClass === 'A' || requiredLicenseClass(vehicleType) === licenseClass;
}

/** A delivery the client has not confirmed completes itself this long after the driver recorded it. */
export const AUTO_CONFIRM_AFTER_HOURS = 24;

/** Dispatch lead time before a driver reaches an ASAP pickup, and the planning speed for trucks. */
export const PICKUP_LEAD_MINUTES = 30;
export const PLANNING_SPEED_MPH = 50;

export const NOT_WORKING_MESSAGE =
  'We only transport trucks in proper working order. Please ensure your vehicle is in working condition.';

const required = (label: string) => `${label} is required`;

/** The request form's messages, the same words the server answers with (product/clients §5). */
/** How far ahead a move may be scheduled; a time in the past is refused beyond this slack. */
export const SCHEDULE_HORIZON_DAYS = 365;
export const SCHEDULE_PAST_TOLERANCE_MS = 5 * 60_000;
/** Whether an ISO date-time lies within the scheduling horizon (the far future is refused at the edge). */
export const withinScheduleHorizon = (iso: string, nowMs = Date.now()) =>
  Date.parse(iso) <= nowMs + SCHEDULE_HORIZON_DAYS * 24 * 60 * 60 * 1000;

/** The receiver named on a request must be reachable: by phone, e-mail or both. */
export const RECEIVER_CONTACT_MESSAGE = "Give the receiver's mobile number or e-mail address, or both.";

export const REQUEST_MESSAGES = {
  pickupRequired: required('Pickup location'),
  destinationRequired: required('Destination'),
  scheduledRequired: 'Choose a date and time for a scheduled pickup',
  scheduledInvalid: 'Scheduled time must be a date and time',
  scheduledTooFar: `Choose a date within the next ${SCHEDULE_HORIZON_DAYS} days.`,
  scheduledInPast: 'Choose a time in the future',
} as const;

/**
 * A scheduled pickup's time, as the form and the server both judge it: a time more than
 * SCHEDULE_PAST_TOLERANCE_MS in the past (a form filled slowly) or beyond the horizon is refused.
 * Answers the message, or null when the time is fine.
 */
export function scheduledTimeProblem(iso: string, nowMs: number): string | null {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return REQUEST_MESSAGES.scheduledInvalid;
  if (at < nowMs - SCHEDULE_PAST_TOLERANCE_MS) return REQUEST_MESSAGES.scheduledInPast;
  if (!withinScheduleHorizon(iso, nowMs)) return REQUEST_MESSAGES.scheduledTooFar;
  return null;
}

/** Paid and without a driver: what dispatch offers and the open list shows. */
export const waitsForDriver = (job: {
  status: JobStatus;
  paymentStatus: PaymentStatus;
  driverId: string | null;
}) => job.status === 'pending' && job.paymentStatus === 'paid' && !job.driverId;
