import type { BookTicketBody, JobReturnView } from '@core/contracts/returns';
import { jobNumber } from '@core/jobs';
import { formatUsd } from '@core/money';
import { haversineMiles } from '@core/sphere';
import { RETURN_TRANSPORT_BOUNDARY } from '@core/trip-costs';
import type { TravelPort } from '../../adapters/travel';
import type { Db, DbOrTx } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { AccountsService, SessionUser } from '../accounts/service';
import type { AuditService } from '../audit/service';
import type { DispatchService } from '../dispatch/service';
import type { DriversService } from '../drivers/service';
import type { Job, JobsService } from '../jobs/service';
import type { LedgerService } from '../ledger/service';
import type { Notify } from '../notifications/service';
import type { PaymentsService } from '../payments/service';
import type { PayoutsService } from '../payouts/service';
import { tripCostMessages } from './messages';
import { type JobReturnRow, returnsRepo } from './returns-repo';

/** The driver policy: missing provided transportation suspends the driver for 30 days. */
export const MISSED_TICKET_SUSPENSION_DAYS = 30;
/** Drivers hear about their ticket home this long before it departs. */
export const TICKET_REMINDER_HOURS = 12;
const DAY_MS = 86_400_000;

export interface ReturnsDeps {
  db: Db;
  jobs: JobsService;
  ledger: LedgerService;
  payments: Pick<PaymentsService, 'creditCostRefund' | 'sendCostRefund'>;
  payouts: Pick<PayoutsService, 'penalize' | 'waivePenalty'>;
  drivers: Pick<DriversService, 'suspend' | 'liftSuspension' | 'currentSuspension' | 'lockForWork'>;
  accounts: Pick<AccountsService, 'rightsChanged'>;
  dispatch: Pick<DispatchService, 'withdrawOffersOfDriver'>;
  audit: AuditService;
  notify: Notify;
  travel: TravelPort;
  /** Dispatch's "next load home" radius (NEXT_LOAD_RADIUS_MILES). */
  nextLoadRadiusMiles: number;
  now: () => Date;
  log?: (message: string, err?: unknown) => void;
}
export type ReturnsContext = ReturnsDeps;

/** A return row's ticket taken off it (an excused miss: the driver needs another way home). */
export const TICKET_CLEARED = {
  carrier: null,
  departsAt: null,
  arrivesAt: null,
  confirmation: null,
  ticketCostId: null,
  bookedBy: null,
  remindedAt: null,
};

/** No miss on a return row (a new ticket after an excused miss; the audit log keeps the old one). */
const NO_MISS = {
  missedAt: null,
  missedReason: null,
  missedBy: null,
  excusedAt: null,
  excusedBy: null,
  excuseReason: null,
  penaltyId: null,
};

/** A return row with no ticket and no miss on it (a new driver's). */
const NO_TICKET = { ...TICKET_CLEARED, ...NO_MISS };

const WITH_DRIVER: Job['status'][] = ['accepted', 'in_progress', 'delivered', 'completed'];
const jobTarget = (job: Job) => ({ type: 'job' as const, id: job.id, label: jobNumber(job.number) });

/** A next load counts as the way home when the driver took it by this long after delivering. */
const NEXT_LOAD_HOME_WINDOW_MS = 24 * 3_600_000;

/**
 * Whether the driver holds another job (still theirs, not cancelled) whose pickup is near this one's
 * destination, taken from this job's acceptance to a day after its delivery: then no return is needed.
 */
async function hasNextLoadHome(ctx: ReturnsContext, tx: DbOrTx, job: Job): Promise<boolean> {
  if (!job.driverId || job.destinationLat === null || job.destinationLng === null) return false;
  const dest = { lat: job.destinationLat, lng: job.destinationLng };
  const until = new Date((job.deliveredAt ?? ctx.now()).getTime() + NEXT_LOAD_HOME_WINDOW_MS);
  const later = await returnsRepo.driversLaterJobs(
    tx,
    job.driverId,
    job.id,
    job.acceptedAt ?? job.createdAt,
    until,
  );
  return later.some(
    (j) =>
      j.lat !== null &&
      j.lng !== null &&
      haversineMiles(dest, { lat: j.lat, lng: j.lng }) <= ctx.nextLoadRadiusMiles,
  );
}

/**
 * The job's way home, opened when first needed (the driver's or an operator's look, a booking, the
 * settlement) and kept current: a return nobody has spent on yet becomes a next load home once the driver
 * takes one near the destination. Locked for the caller's transaction; undefined when the job has none
 * (no driver yet, or no return line and not in the driver-pays band).
 */
export async function lockReturnIn(
  ctx: ReturnsContext,
  tx: DbOrTx,
  job: Job,
): Promise<JobReturnRow | undefined> {
  if (!job.driverId || !WITH_DRIVER.includes(job.status)) return undefined;
  const driverPays = job.distanceMiles > RETURN_TRANSPORT_BOUNDARY;
  if (!driverPays && job.driverReturnCents <= 0) return undefined;
  let row = await returnsRepo.lock(tx, job.id);
  if (!row || row.driverId !== job.driverId) {
    const mode = driverPays
      ? 'driver_pays'
      : (await hasNextLoadHome(ctx, tx, job))
        ? 'next_load'
        : 'self_booked';
    // Another driver now: their way home starts afresh (the old driver's ticket stays in trip_costs).
    if (row) row = await returnsRepo.update(tx, job.id, { driverId: job.driverId, mode, ...NO_TICKET });
    else {
      await returnsRepo.open(tx, { jobId: job.id, driverId: job.driverId, mode });
      row = await returnsRepo.lock(tx, job.id);
    }
    return row;
  }
  if ((row.mode === 'self_booked' || row.mode === 'provided') && !row.ticketCostId) {
    const { recorded } = await returnsRepo.sums(tx, job.id);
    if (recorded.returnCents === 0 && (await hasNextLoadHome(ctx, tx, job)))
      row = await returnsRepo.update(tx, job.id, { mode: 'next_load' });
  } else if (row.mode === 'next_load' && !(await returnsRepo.findSettlement(tx, job.id))) {
    // The next load fell through (cancelled, released): the driver needs their way home again.
    if (!(await hasNextLoadHome(ctx, tx, job)))
      row = await returnsRepo.update(tx, job.id, { mode: 'self_booked' });
  }
  return row;
}

async function present(db: DbOrTx, job: Job, row: JobReturnRow): Promise<JobReturnView> {
  const ticket = row.ticketCostId ? await returnsRepo.costById(db, row.ticketCostId) : undefined;
  return {
    jobId: job.id,
    mode: row.mode,
    allowanceCents: job.driverReturnCents,
    ticket:
      ticket && row.carrier && row.departsAt && row.arrivesAt && row.confirmation
        ? {
            carrier: row.carrier,
            departsAt: row.departsAt.toISOString(),
            arrivesAt: row.arrivesAt.toISOString(),
            confirmation: row.confirmation,
            costCents: ticket.amountCents,
          }
        : null,
    missed:
      row.missedAt && row.missedReason
        ? {
            at: row.missedAt.toISOString(),
            reason: row.missedReason,
            penaltyCents: row.penaltyId ? await returnsRepo.penaltyAmount(db, row.penaltyId) : 0,
            excusedAt: row.excusedAt?.toISOString() ?? null,
            excuseReason: row.excuseReason,
          }
        : null,
    canChoose:
      (row.mode === 'self_booked' || row.mode === 'provided') &&
      !row.ticketCostId &&
      job.status !== 'completed',
  };
}

/** The job for its driver or an operator; 404 for anyone else (whether it exists is not theirs to know). */
async function jobFor(ctx: ReturnsContext, actor: SessionUser, id: string): Promise<Job> {
  const job = await ctx.jobs.findByIdOrNumber(id);
  if (!job || (!actor.isAdmin && job.driverId !== actor.id)) throw notFound('Recovery request not found');
  return job;
}

/** GET …/return: the way home as the driver (or an operator) sees it; null when the job has none. */
export async function returnOf(ctx: ReturnsContext, actor: SessionUser, id: string) {
  const found = await jobFor(ctx, actor, id);
  return ctx.db.transaction(async (tx) => {
    // Opening or updating the row is a change: the job is locked and its driver read again first.
    const job = await lockedFor(ctx, tx, actor, found.id);
    const row = await lockReturnIn(ctx, tx, job);
    return row ? present(tx, job, row) : null;
  });
}

/** The job locked in the caller's transaction, still the actor's (or an operator's); 404 otherwise. */
export async function lockedFor(
  ctx: ReturnsContext,
  tx: DbOrTx,
  actor: SessionUser,
  id: string,
): Promise<Job> {
  const job = await ctx.jobs.lockById(tx, id);
  if (!job || (!actor.isAdmin && job.driverId !== actor.id)) throw notFound('Recovery request not found');
  return job;
}

/** Locks the job and its return, read again, for a decision on it; 409 when it has none. */
async function lockBoth(ctx: ReturnsContext, tx: DbOrTx, jobId: string) {
  const job = await ctx.jobs.lockById(tx, jobId);
  const row = job ? await lockReturnIn(ctx, tx, job) : undefined;
  if (!job || !row) throw conflict('This job has no return for its driver.', 'no_return');
  return { job, row };
}

/** PUT …/return: the driver books their own way home within the allowance, or asks Pathway to. */
export async function chooseReturn(
  ctx: ReturnsContext,
  driver: SessionUser,
  id: string,
  mode: 'self_booked' | 'provided',
): Promise<JobReturnView> {
  const found = await jobFor(ctx, driver, id);
  if (found.driverId !== driver.id) throw forbidden('Only the job’s driver chooses how they go home.');
  return ctx.db.transaction(async (tx) => {
    const { job, row } = await lockBoth(ctx, tx, found.id);
    if (row.mode === 'driver_pays')
      throw conflict('On a move over 2,000 miles you cover your own return.', 'driver_pays');
    if (row.mode === 'next_load')
      throw conflict('You took a next load near this destination: no return is needed.', 'next_load');
    if (row.ticketCostId) throw conflict('Your ticket home is already booked.', 'ticket_booked');
    if (job.status === 'completed') throw conflict('This move is settled.', 'completed');
    return present(tx, job, await returnsRepo.update(tx, job.id, { mode }));
  });
}

/** POST /api/admin/jobs/:id/return/ticket: an operator books the driver's ticket home (the travel port). */
export async function bookTicket(
  ctx: ReturnsContext,
  operator: SessionUser,
  id: string,
  body: BookTicketBody,
): Promise<JobReturnView> {
  const found = await jobFor(ctx, operator, id);
  if (!found.driverId) throw conflict('This job has no driver to book a return for.', 'no_return');
  const booked = await ctx.travel.book(
    {
      driverId: found.driverId,
      from: found.destinationLocation,
      to: 'home',
      byDate: body.departsAt.slice(0, 10),
    },
    { ...body, departsAt: new Date(body.departsAt), arrivesAt: new Date(body.arrivesAt) },
  );
  const view = await ctx.db.transaction(async (tx) => {
    const { job, row } = await lockBoth(ctx, tx, found.id);
    if (row.mode === 'driver_pays')
      throw conflict(
        'Over 2,000 miles the driver covers their own return: nothing is booked.',
        'driver_pays',
      );
    if (row.mode === 'next_load')
      throw conflict('The driver took a next load home: no return is needed.', 'next_load');
    if (row.ticketCostId) throw conflict('A ticket is already booked for this driver.', 'ticket_booked');
    const { approved } = await returnsRepo.sums(tx, job.id);
    const now = ctx.now();
    // Never reimbursed to the driver: the platform paid the carrier (released at once).
    const ticket = await returnsRepo.insertTicketCost(tx, {
      jobId: job.id,
      driverId: row.driverId,
      kind: 'return_ticket',
      status: 'approved',
      amountCents: booked.costCents,
      place: booked.carrier,
      occurredAt: booked.departsAt,
      decidedBy: operator.id,
      decidedAt: now,
      decisionNote: `Booked by ${operator.name}: ${booked.confirmation}`,
      releasedAt: now,
    });
    const stillForReturn = Math.max(0, job.driverReturnCents - approved.returnCents);
    const held = await ctx.ledger.heldFor(tx, job.id);
    await ctx.ledger.postTicketCost(tx, {
      ticketId: ticket.id,
      jobId: job.id,
      clientId: job.clientId,
      fromHeldCents: Math.min(booked.costCents, stillForReturn, Math.max(0, held)),
      costCents: booked.costCents,
    });
    const updated = await returnsRepo.update(tx, job.id, {
      mode: 'provided',
      carrier: booked.carrier,
      departsAt: booked.departsAt,
      arrivesAt: booked.arrivesAt,
      confirmation: booked.confirmation,
      ticketCostId: ticket.id,
      bookedBy: operator.id,
      remindedAt: null,
      ...NO_MISS,
    });
    await ctx.audit.record(tx, {
      actor: operator,
      action: 'trip_costs.ticket_booked',
      target: jobTarget(job),
      before: { mode: row.mode },
      after: {
        mode: 'provided',
        carrier: booked.carrier,
        confirmation: booked.confirmation,
        costCents: booked.costCents,
      },
    });
    return present(tx, job, updated);
  });
  await ctx
    .notify(found.driverId!, 'job_contact', (locale) => ({
      ...tripCostMessages[locale].ticketBooked({
        number: jobNumber(found.number),
        carrier: booked.carrier,
        confirmation: booked.confirmation,
      }),
      link: '/driver',
    }))
    .catch(() => undefined);
  return view;
}

/** Every 5 minutes: drivers whose ticket home departs within 12 hours are reminded, once. */
export async function sendTicketReminders(ctx: ReturnsContext): Promise<number> {
  const now = ctx.now();
  const due = await returnsRepo.claimDueReminders(
    ctx.db,
    now,
    new Date(now.getTime() + TICKET_REMINDER_HOURS * 3_600_000),
  );
  for (const r of due)
    await ctx
      .notify(r.driverId, 'pickup_reminder', (locale) => ({
        ...tripCostMessages[locale].ticketReminder({
          carrier: String(r.carrier),
          departsAt: r.departsAt!,
          confirmation: String(r.confirmation),
          suspensionDays: MISSED_TICKET_SUSPENSION_DAYS,
        }),
        link: '/driver',
      }))
      .catch((err) => ctx.log?.('ticket reminder failed', err));
  return due.length;
}

export { DAY_MS, formatUsd, jobFor, jobTarget, lockBoth, present };
