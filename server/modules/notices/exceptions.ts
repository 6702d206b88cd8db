import type { ExceptionView } from '@core/contracts/operations';
import { jobNumber } from '@core/jobs';
import { exceptionTitles, payHoldingExceptions } from '@core/operations';
import type { DbOrTx } from '../../db/client';
import type { monitorFlagKinds } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import type { SessionUser } from '../accounts/service';
import { exceptionsChanged, type NoticesContext } from './context';
import { type FlagTarget, type JobFlagKind, type JobFlagRow, noticesRepo } from './repo';

/**
 * The exceptions list: what the monitor finds and what other domains raise (payouts, inspections,
 * dispatch), each on a job or a driver. Operators take one, act, and resolve it with a note; every
 * change reaches their consoles live.
 */

/** What other domains raise (the monitor raises and clears its own kinds). */
export type RaisedKind = Exclude<JobFlagKind, (typeof monitorFlagKinds)[number]>;

/** Links in operators' notifications: to the console, on the job or the driver. */
export const consoleLink = (target: FlagTarget) =>
  target.jobId
    ? `/admin?job=${target.jobId}`
    : target.driverId
      ? `/admin?driver=${target.driverId}`
      : '/admin';

/** Tells every operator about new exceptions, once each (the bell, and by mail or text when away). */
export async function tellOperators(ctx: NoticesContext, raised: JobFlagRow[]): Promise<void> {
  if (raised.length === 0) return;
  const operators = await ctx.accounts.listOperatorIds();
  const jobs = new Map(
    (await ctx.jobs.findMany(raised.flatMap((f) => (f.jobId ? [f.jobId] : [])))).map((j) => [j.id, j]),
  );
  for (const flag of raised) {
    const job = flag.jobId ? jobs.get(flag.jobId) : undefined;
    const label = job ? jobNumber(job.number) : 'A driver';
    for (const id of operators)
      await ctx.notify(id, 'job_stuck', {
        title: `${exceptionTitles[flag.kind]}: ${label}`,
        body: `${label}${job ? ` (${job.pickupLocation} → ${job.destinationLocation})` : ''}: ${flag.reason}.`,
        link: consoleLink(flag),
      });
  }
  await exceptionsChanged(ctx);
}

/**
 * A flag another domain raises on a job (a payout that does not match, new damage, a driver who can't
 * make it): open until an operator deals with it; each operator told once. The job's driver is noted.
 */
export async function raiseFlag(
  ctx: NoticesContext,
  jobId: string,
  kind: RaisedKind,
  reason: string,
): Promise<boolean> {
  const job = await ctx.jobs.findById(jobId);
  const flag = await noticesRepo.raise(ctx.db, { jobId, driverId: job?.driverId ?? null }, kind, reason);
  if (!flag) return false;
  await tellOperators(ctx, [flag]);
  return true;
}

/**
 * In the caller's transaction (which holds the job's lock): the flag written, so a step that reads the
 * job's holds after this commit sees it. Operators are told after the commit (`tellOperators`).
 */
export function raiseFlagIn(
  _ctx: NoticesContext,
  tx: DbOrTx,
  job: { id: string; driverId: string | null },
  kind: RaisedKind,
  reason: string,
): Promise<JobFlagRow | undefined> {
  return noticesRepo.raise(tx, { jobId: job.id, driverId: job.driverId }, kind, reason);
}

/** In the caller's transaction: these kinds of the job's flags closed; consoles hear it after the commit. */
export function clearFlagsIn(_ctx: NoticesContext, tx: DbOrTx, jobId: string, kinds: JobFlagKind[]) {
  return noticesRepo.clear(tx, jobId, kinds);
}

/** Consoles re-read their exceptions (after a commit that changed them). */
export function announceExceptions(ctx: NoticesContext): Promise<void> {
  return exceptionsChanged(ctx);
}

/** A flag on a driver rather than a job (a payout to their bank failed). */
export async function raiseDriverFlag(
  ctx: NoticesContext,
  driverId: string,
  kind: RaisedKind,
  reason: string,
): Promise<boolean> {
  const flag = await noticesRepo.raise(ctx.db, { jobId: null, driverId }, kind, reason);
  if (!flag) return false;
  await tellOperators(ctx, [flag]);
  return true;
}

/** Every open flag of one kind, oldest first, with its job's number (operators' lists). */
export async function openFlagsOfKind(ctx: NoticesContext, kind: JobFlagKind) {
  const rows = await noticesRepo.openOfKind(ctx.db, kind);
  const jobs = new Map(
    (await ctx.jobs.findMany(rows.flatMap((r) => (r.jobId ? [r.jobId] : [])))).map((j) => [j.id, j]),
  );
  return rows.map((row) => {
    const job = row.jobId ? jobs.get(row.jobId) : undefined;
    return { ...row, jobNumber: job ? jobNumber(job.number) : null };
  });
}

/** An operator dealt with these exceptions of a job: their flags close. */
export async function clearFlags(ctx: NoticesContext, jobId: string, kinds: JobFlagKind[]): Promise<number> {
  const cleared = await noticesRepo.clear(ctx.db, jobId, kinds);
  if (cleared > 0) await exceptionsChanged(ctx);
  return cleared;
}

/** Open flags per job id (the dispatch screens show them to operators). */
export async function flagsFor(
  ctx: NoticesContext,
  jobIds: string[],
  db: DbOrTx = ctx.db,
): Promise<Map<string, JobFlagRow[]>> {
  const map = new Map<string, JobFlagRow[]>();
  for (const row of await noticesRepo.openFor(db, jobIds))
    if (row.jobId) map.set(row.jobId, [...(map.get(row.jobId) ?? []), row]);
  return map;
}

/** How many exceptions are open (the console's figures). */
export function countOpenExceptions(ctx: NoticesContext): Promise<number> {
  return noticesRepo.countOpen(ctx.db);
}

/** Exceptions as the console shows them: with their job's number and the people's names. */
export async function describeExceptions(ctx: NoticesContext, rows: JobFlagRow[]): Promise<ExceptionView[]> {
  const jobIds = [...new Set(rows.flatMap((r) => (r.jobId ? [r.jobId] : [])))];
  const userIds = [...new Set(rows.flatMap((r) => [r.driverId, r.ownerId].filter((x): x is string => !!x)))];
  const [jobs, users] = await Promise.all([ctx.jobs.findMany(jobIds), ctx.accounts.getUsers(userIds)]);
  const jobById = new Map(jobs.map((j) => [j.id, j]));
  const nameOf = new Map(users.map((u) => [u.id, u.name]));
  const person = (id: string | null) => (id ? { id, name: nameOf.get(id) ?? 'Former user' } : null);
  return rows.map((r) => {
    const job = r.jobId ? jobById.get(r.jobId) : undefined;
    return {
      id: r.id,
      kind: r.kind,
      title: exceptionTitles[r.kind],
      reason: r.reason,
      flaggedAt: r.flaggedAt.toISOString(),
      job: job ? { id: job.id, number: jobNumber(job.number) } : null,
      driver: person(r.driverId),
      owner: person(r.ownerId),
      takenAt: r.takenAt?.toISOString() ?? null,
    };
  });
}

/** GET /api/admin/exceptions: every open exception, oldest first. */
export async function listExceptions(ctx: NoticesContext, _operator: SessionUser) {
  return {
    serverTime: ctx.now().toISOString(),
    exceptions: await describeExceptions(ctx, await noticesRepo.open(ctx.db)),
  };
}

/** A job's open exceptions (the console's job panel). */
export async function exceptionsOfJob(ctx: NoticesContext, jobId: string): Promise<ExceptionView[]> {
  return describeExceptions(ctx, await noticesRepo.openFor(ctx.db, [jobId]));
}

const label = (row: JobFlagRow) => `${exceptionTitles[row.kind]}${row.jobId ? '' : ' (driver)'}`;

/** POST /api/admin/exceptions/:id/take: the operator owns it now ("mine"); recorded. */
export async function takeException(ctx: NoticesContext, operator: SessionUser, id: string) {
  const before = await noticesRepo.find(ctx.db, id);
  if (!before) throw notFound('Exception not found');
  const taken = await ctx.db.transaction(async (tx) => {
    const row = await noticesRepo.take(tx, id, operator.id);
    if (!row) return null;
    await ctx.audit.record(tx, {
      actor: operator,
      action: 'exception.take',
      target: { type: 'exception', id, label: label(row) },
      before: { ownerId: before.ownerId },
      after: { ownerId: operator.id },
    });
    return row;
  });
  if (!taken) throw conflict('This exception is already resolved.', 'exception_closed');
  await exceptionsChanged(ctx);
  return (await describeExceptions(ctx, [taken]))[0]!;
}

/** POST /api/admin/exceptions/:id/resolve: closed with what was done; recorded. */
export async function resolveException(ctx: NoticesContext, operator: SessionUser, id: string, note: string) {
  const before = await noticesRepo.find(ctx.db, id);
  if (!before) throw notFound('Exception not found');
  // Closing it here would leave the pay it holds unreleased for good: the job panel releases it.
  if (payHoldingExceptions.includes(before.kind))
    throw conflict(
      "This exception holds the driver's pay: release the pay (or cancel the job) from the job's panel, which closes it.",
      'holds_pay',
    );
  const resolved = await ctx.db.transaction(async (tx) => {
    const row = await noticesRepo.resolve(tx, id, operator.id, note);
    if (!row) return null;
    await ctx.audit.record(tx, {
      actor: operator,
      action: 'exception.resolve',
      target: { type: 'exception', id, label: label(row) },
      before: { open: true, reason: before.reason },
      after: { open: false },
      reason: note,
    });
    return row;
  });
  if (!resolved) throw conflict('This exception is already resolved.', 'exception_closed');
  await exceptionsChanged(ctx);
  return { ok: true as const, message: 'Resolved.' };
}
