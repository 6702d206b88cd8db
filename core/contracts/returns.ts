/** Wire shapes of the driver's way home (provided ticket, self-booked, next load) and a move's settlement. */
import { z } from 'zod';
import { dollarsToCents } from './operations';
import { tripCostEstimates } from './trip-costs';

export const jobReturnModes = ['provided', 'self_booked', 'next_load', 'driver_pays'] as const;
export type JobReturnMode = (typeof jobReturnModes)[number];
export const jobReturnModeLabels: Record<JobReturnMode, string> = {
  provided: 'Ticket provided by Pathway',
  self_booked: 'Booked by the driver (reimbursed on receipt)',
  next_load: 'Next load home: no return needed',
  driver_pays: 'Driver covers their return (2,000–5,000 miles)',
};

/** PUT /api/recovery-requests/:id/return: the driver books their own way home, or asks Pathway to. */
export const chooseReturnBody = z.object({ mode: z.enum(['self_booked', 'provided']) });

const reason = z
  .string()
  .trim()
  .min(3, 'Say in a few words what happened')
  .max(500, 'At most 500 characters');

/** POST /api/admin/jobs/:id/return/ticket: what the operator booked with the carrier. */
const ticketFields = z.object({
  carrier: z.string().trim().min(2, 'Name the carrier (airline, bus or train line)').max(120),
  departsAt: z.iso.datetime({ offset: true, error: 'Give the departure date and time' }),
  arrivesAt: z.iso.datetime({ offset: true, error: 'Give the arrival date and time' }),
  confirmation: z.string().trim().min(3, 'Enter the booking confirmation code').max(60),
  costCents: z
    .number()
    .int('The cost is in whole cents')
    .min(1, 'Enter what the ticket cost')
    .max(500_000, 'A ticket above $5,000 is not a return ticket'),
});
export const bookTicketBody = ticketFields.refine((b) => Date.parse(b.arrivesAt) > Date.parse(b.departsAt), {
  message: 'The arrival must be after the departure',
  path: ['arrivesAt'],
});
export type BookTicketBody = z.infer<typeof bookTicketBody>;

/** A provided ticket the driver did not take: reported by them, or marked by an operator. */
export const missedTicketBody = z.object({ reason });
/** An operator excuses a missed ticket (no penalty, no suspension), with the reason for the record. */
export const excuseTicketBody = z.object({ reason });

export const jobReturnView = z.object({
  jobId: z.string(),
  mode: z.enum(jobReturnModes),
  /** What the client paid for the return (the allowance of a self-booked one). */
  allowanceCents: z.number().int(),
  ticket: z
    .object({
      carrier: z.string(),
      departsAt: z.string(),
      arrivesAt: z.string(),
      confirmation: z.string(),
      costCents: z.number().int(),
    })
    .nullable(),
  missed: z
    .object({
      at: z.string(),
      reason: z.string(),
      penaltyCents: z.number().int(),
      excusedAt: z.string().nullable(),
      excuseReason: z.string().nullable(),
    })
    .nullable(),
  /** Whether the driver may still choose between self-booked and provided. */
  canChoose: z.boolean(),
});
export type JobReturnView = z.infer<typeof jobReturnView>;

export const settlementView = z.object({
  paidCents: z.number().int(),
  actualCents: z.number().int(),
  refundCents: z.number().int(),
  overrunCents: z.number().int(),
  settledAt: z.string(),
  /** Null while the card provider has not taken the refund (the sweep asks again). */
  refundedAt: z.string().nullable(),
});

/** GET /api/admin/jobs/:id/costs: the job panel's Costs section. */
export const jobCostsView = z.object({
  estimated: z.object({
    driverReturnCents: z.number().int(),
    fuelCents: z.number().int(),
    basis: tripCostEstimates.nullable(),
  }),
  /** Every receipt or ticket not rejected, and of them those approved, by line. */
  recorded: z.object({ fuelCents: z.number().int(), returnCents: z.number().int() }),
  approved: z.object({ fuelCents: z.number().int(), returnCents: z.number().int() }),
  settlement: settlementView.nullable(),
  return: jobReturnView.nullable(),
});
export type JobCostsView = z.infer<typeof jobCostsView>;

/** GET /api/admin/trip-costs/month?month=YYYY-MM: the month's totals on /admin/payouts. */
export const tripCostMonthQuery = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'The month reads YYYY-MM')
    .optional(),
});
export const tripCostMonthTotals = z.object({
  month: z.string(),
  fuelPaidCents: z.number().int(),
  returnsPaidCents: z.number().int(),
  refundedCents: z.number().int(),
  overrunCents: z.number().int(),
  missedPenaltiesCents: z.number().int(),
});
export type TripCostMonthTotals = z.infer<typeof tripCostMonthTotals>;

/** The console's booking form: times as `datetime-local` gives them (the browser's zone), dollars. */
export const bookTicketForm = z.object({
  carrier: ticketFields.shape.carrier,
  departsAt: z.string().min(1, 'Give the departure date and time'),
  arrivesAt: z.string().min(1, 'Give the arrival date and time'),
  confirmation: ticketFields.shape.confirmation,
  cost: dollarsToCents('Enter what the ticket cost in dollars, like 189.40'),
});
