import type {
  AdminJob,
  AdminJobsResponse,
  adminJobsQuery,
  BoardCounts,
  BoardJob,
  Candidates,
  ConsoleFigures,
  LiveMap,
} from '@core/contracts/operations';
import { jobNumber } from '@core/jobs';
import { clientMoneyLabel } from '@core/money';
import { BOARD_PAGE_SIZE, boardStatuses, boardStatusOf, internalJobEvents } from '@core/operations';
import { dateInZone, startOfDateInZone, timePlaceOf } from '@core/zones';
import type { z } from 'zod';
import type { SessionUser } from '../accounts/service';
import type { Job } from '../jobs/service';
import { jobMoney } from '../ledger/service';
import { jobForOperator, type OperationsContext } from './context';

/** How many drivers a reassignment checks and lists at once (a search narrows it). */
const CANDIDATES_PAGE = 40;

/** The console's reads: the board, the day's figures, the live map, a job's panel, who could take it. */

const countsOf = (map: Map<string, number>): BoardCounts =>
  Object.fromEntries(boardStatuses.map((s) => [s, map.get(s) ?? 0])) as BoardCounts;

/** Board rows with the people's names and each job's open exceptions. */
async function boardRows(ctx: OperationsContext, rows: Job[]): Promise<BoardJob[]> {
  const offers = await ctx.dispatch.openOffersOf(rows.filter((r) => r.offeredUntil).map((r) => r.id));
  const ids = [
    ...new Set(
      rows
        .flatMap((r) => [r.clientId, ...(r.driverId ? [r.driverId] : [])])
        .concat([...offers.values()].map((o) => o.driverId)),
    ),
  ];
  const [users, flags] = await Promise.all([
    ctx.accounts.getUsers(ids),
    ctx.notices.flagsFor(rows.map((r) => r.id)),
  ]);
  const nameOf = new Map(users.map((u) => [u.id, u.name]));
  const person = (id: string) => ({ id, name: nameOf.get(id) ?? 'Former user' });
  return rows.map((r) => ({
    id: r.id,
    number: jobNumber(r.number),
    boardStatus: boardStatusOf(r),
    status: r.status,
    vehicleType: r.vehicleType,
    pickupLocation: r.pickupLocation,
    destinationLocation: r.destinationLocation,
    priceCents: r.priceCents,
    priority: r.priority,
    client: person(r.clientId),
    driver: r.driverId ? person(r.driverId) : null,
    scheduledTime: r.scheduledTime?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    openExceptions: flags.get(r.id)?.length ?? 0,
    offer: ((o) => (o ? { driver: person(o.driverId), expiresAt: o.expiresAt.toISOString() } : null))(
      offers.get(r.id),
    ),
  }));
}

/** GET /api/admin/jobs: counts per column and a page of the board, for a search and filters. */
export async function adminJobs(
  ctx: OperationsContext,
  _operator: SessionUser,
  query: z.output<typeof adminJobsQuery>,
): Promise<AdminJobsResponse> {
  const filter = {
    status: query.status,
    q: query.q || undefined,
    vehicleType: query.vehicleType,
    flagged: query.flagged === 'true',
  };
  const { counts, rows } = await ctx.jobs.board(filter, BOARD_PAGE_SIZE, (query.page - 1) * BOARD_PAGE_SIZE);
  const all = countsOf(counts);
  return {
    counts: all,
    total: query.status ? all[query.status] : Object.values(all).reduce((s, n) => s + n, 0),
    page: query.page,
    pageSize: BOARD_PAGE_SIZE,
    jobs: await boardRows(ctx, rows),
  };
}

/** GET /api/admin/figures: the day so far (in the operators' time zone). */
export async function figures(ctx: OperationsContext, _operator: SessionUser): Promise<ConsoleFigures> {
  const now = ctx.now();
  const day = dateInZone(now.getTime(), ctx.timeZone);
  const start = new Date(startOfDateInZone(day, ctx.timeZone));
  const [board, delivered, available, openExceptions, collected, balances] = await Promise.all([
    ctx.jobs.board({}, 0, 0),
    ctx.jobs.deliveredSince(start),
    // The one count of available drivers (core's definition), as /pathway-ai and the assistant say.
    ctx.drivers.countAvailableDrivers(),
    ctx.notices.countOpenExceptions(),
    ctx.ledger.cashCollectedSince(start),
    ctx.ledger.balances(),
  ]);
  const onTime = delivered.filter(
    (d) => d.deliveredAt && d.deliveredAt.getTime() <= (d.deliveryWindowEnd ?? d.eta).getTime(),
  ).length;
  // Liabilities are credits (negative): what is owed to drivers is their negation.
  const owed = balances
    .filter((b) => b.account === 'driver_payable' || b.account === 'driver_balance')
    .reduce((s, b) => s - b.balanceCents, 0);
  return {
    day,
    counts: countsOf(board.counts),
    deliveredToday: delivered.length,
    onTimePercent: delivered.length === 0 ? null : Math.round((onTime / delivered.length) * 1000) / 10,
    driversOnline: available,
    openExceptions,
    collectedTodayCents: collected,
    owedToDriversCents: owed,
  };
}

/** GET /api/admin/live-map: jobs under way with the driver's last position, and drivers on duty. */
export async function liveMap(ctx: OperationsContext, _operator: SessionUser): Promise<LiveMap> {
  const [underway, onDuty] = await Promise.all([ctx.jobs.listUnderway(), ctx.timeclock.driversOnDuty()]);
  const ids = [...new Set([...onDuty.map((d) => d.userId), ...underway.flatMap((j) => j.driverId ?? [])])];
  // A suspended driver still clocked in is shown as suspended, not as on duty.
  const suspended = await ctx.drivers.suspendedAmong(onDuty.map((d) => d.userId));
  const nameOf = new Map((await ctx.accounts.getUsers(ids)).map((u) => [u.id, u.name]));
  const jobOf = new Map(underway.flatMap((j) => (j.driverId ? [[j.driverId, j.id] as const] : [])));
  const point = (lat: number | null, lng: number | null) =>
    lat !== null && lng !== null ? { lat, lng } : null;
  return {
    jobs: underway.map((j) => ({
      id: j.id,
      number: jobNumber(j.number),
      status: j.status,
      driver: j.driverId ? { id: j.driverId, name: nameOf.get(j.driverId) ?? 'Driver' } : null,
      pickup: point(j.pickupLat, j.pickupLng),
      destination: point(j.destinationLat, j.destinationLng),
      position:
        j.lastLat !== null && j.lastLng !== null && j.lastPositionAt
          ? { lat: j.lastLat, lng: j.lastLng, at: j.lastPositionAt.toISOString() }
          : null,
    })),
    drivers: onDuty.map((d) => ({
      id: d.userId,
      name: nameOf.get(d.userId) ?? 'Driver',
      dutyStatus: d.status,
      suspended: suspended.has(d.userId),
      jobId: jobOf.get(d.userId) ?? null,
    })),
  };
}

/** What each event says on the operators' timeline. */
function eventText(type: string, data: Record<string, unknown>): string {
  const reason = typeof data.reason === 'string' ? `: ${data.reason}` : '';
  const cents = typeof data.amountCents === 'number' ? ` (${(data.amountCents / 100).toFixed(2)} USD)` : '';
  const words: Record<string, string> = {
    created: 'Requested',
    paid: 'Paid',
    accepted: 'Accepted by the driver',
    assigned: 'Assigned by an operator',
    released: 'Released to the open list',
    pretrip_completed: 'Picked up (pre-trip done)',
    delivered: 'Delivered',
    delivery_confirmed: 'Delivery confirmed by the client',
    delivery_auto_confirmed: 'Delivery confirmed automatically',
    cancelled: 'Cancelled',
    refunded: 'Refunded',
    operator_note: 'Note',
    withdrawal_requested: "Driver can't make it",
    payout_held: 'Driver pay held',
    payout_hold_released: 'Driver pay hold released',
    offered: 'Offered to a driver',
    offer_declined: 'The driver declined the offer',
    offer_expired: 'The offer expired unanswered',
    offer_withdrawn: 'Offer withdrawn',
  };
  if (type === 'wave_sent') {
    const n = Array.isArray(data.driverIds) ? data.driverIds.length : 0;
    return data.nextLoad
      ? 'Offered as the next load home of the driver whose delivery ends near its pickup'
      : `Wave ${data.wave}: offered to ${n} driver${n === 1 ? '' : 's'}`;
  }
  if (type === 'waves_ended')
    return data.stopped ? 'Dispatch waves stopped' : 'No driver took it in its waves: open to every driver';
  const text = typeof data.note === 'string' ? `: ${data.note}` : reason;
  return `${words[type] ?? type.replace(/_/g, ' ')}${cents}${text}`;
}

/** GET /api/admin/jobs/:id: the job panel (timeline with internal notes, exceptions, what can be refunded). */
export async function adminJob(
  ctx: OperationsContext,
  _operator: SessionUser,
  id: string,
): Promise<AdminJob> {
  const job = await jobForOperator(ctx, id);
  const [row, events, exceptions, client, refundable, flags, money] = await Promise.all([
    boardRows(ctx, [job]),
    ctx.jobs.eventsOf(job.id),
    ctx.notices.exceptionsOfJob(job.id),
    ctx.accounts.getUser(job.clientId),
    ctx.ledger.refundableFor(ctx.db, jobMoney(job)),
    ctx.notices.flagsFor([job.id]),
    ctx.ledger.clientMoney([job.id]),
  ]);
  const actors = new Map(
    (await ctx.accounts.getUsers([...new Set(events.flatMap((e) => e.actorId ?? []))])).map((u) => [
      u.id,
      u.name,
    ]),
  );
  return {
    job: row[0]!,
    clientEmail: client?.email ?? '',
    // The ledger's word: "Partially refunded: $500.00 of $702.00", not the job's coarse flag.
    paymentStatus: clientMoneyLabel(money.get(job.id) ?? { paidCents: 0, refundedCents: 0 }),
    refundableCents: job.paymentStatus === 'paid' ? refundable.refundableCents : 0,
    payoutHeld: (flags.get(job.id) ?? []).some((f) => ctx.payoutHoldingKinds.includes(f.kind)),
    liveEta: job.status === 'accepted' || job.status === 'in_progress' ? (job.liveEta ?? null) : null,
    etaClock:
      job.liveEta?.target === 'pickup'
        ? timePlaceOf(job.pickupLocation, job.pickupLat, job.pickupLng, ctx.timeZone)
        : timePlaceOf(job.destinationLocation, job.destinationLat, job.destinationLng, ctx.timeZone),
    timeline: events.map((e) => ({
      id: e.id,
      at: e.createdAt.toISOString(),
      type: e.type,
      actor: e.actorId ? (actors.get(e.actorId) ?? 'Former user') : null,
      text: eventText(e.type, e.data),
      internal: internalJobEvents.includes(e.type),
    })),
    exceptions,
  };
}

/** GET /api/admin/jobs/:id/candidates: verified drivers, those who fit (licence, hours, not suspended) first. */
export async function candidates(
  ctx: OperationsContext,
  _operator: SessionUser,
  id: string,
  q?: string,
): Promise<Candidates> {
  const job = await jobForOperator(ctx, id);
  const [verified, onDuty] = await Promise.all([
    ctx.drivers.listVerifiedDrivers(),
    ctx.timeclock.driversOnDuty(),
  ]);
  const duty = new Map(onDuty.map((d) => [d.userId, d.status]));
  const users = new Map((await ctx.accounts.getUsers(verified.map((d) => d.userId))).map((u) => [u.id, u]));
  const needle = q?.toLowerCase() ?? '';
  const matches = (userId: string) => {
    const u = users.get(userId);
    return !needle || Boolean(u && `${u.name}\n${u.email}`.toLowerCase().includes(needle));
  };
  const nameOf = (userId: string) => users.get(userId)?.name ?? 'Driver';
  // Drivers on duty first, then by name; each one checked (licence, hours, suspension), a page at a time.
  const shortlist = verified
    .filter((d) => d.userId !== job.driverId && matches(d.userId))
    .sort(
      (a, b) =>
        Number(duty.has(b.userId)) - Number(duty.has(a.userId)) ||
        nameOf(a.userId).localeCompare(nameOf(b.userId)),
    )
    .slice(0, CANDIDATES_PAGE);
  const drivers = await Promise.all(
    shortlist.map(async (d) => {
      const reason = await ctx.dispatch.unfitReason(d.userId, job);
      return {
        id: d.userId,
        name: nameOf(d.userId),
        licenseClass: d.licenseClass,
        fits: reason === null,
        reason,
        dutyStatus: duty.get(d.userId) ?? ('off_duty' as const),
      };
    }),
  );
  drivers.sort((a, b) => Number(b.fits) - Number(a.fits) || a.name.localeCompare(b.name));
  return { drivers };
}
