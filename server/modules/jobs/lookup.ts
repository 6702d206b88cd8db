import { actsForClient, COMPANY_ROLE_MESSAGE } from '@core/companies';
import type { ActivityItem, RecoveryRequest } from '@core/contracts/jobs';
import { AUTO_CONFIRM_AFTER_HOURS, type JobStatus, jobNumber, parseJobNumber } from '@core/jobs';
import { forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { SessionUser } from '../accounts/service';
import { canSeeJob, type Job, type JobsContext } from './context';
import { describeMany } from './present';
import { jobsRepo } from './repo';

/** Finding jobs: by id or PW number, with or without the actor's right to see them; lists and activity. */

/** Without an access check: the caller decides who may act (e.g. drivers on open jobs). */
export async function findByIdOrNumber(ctx: JobsContext, idOrNumber: string): Promise<Job | undefined> {
  const number = parseJobNumber(idOrNumber);
  if (number !== null) return jobsRepo.findByNumber(ctx.db, number);
  return isUuid(idOrNumber) ? jobsRepo.findById(ctx.db, idOrNumber) : undefined;
}

/** A job the actor may see, by opaque id or by PW number; 404 for everything else. */
export async function findVisible(ctx: JobsContext, actor: SessionUser, idOrNumber: string): Promise<Job> {
  const row = await findByIdOrNumber(ctx, idOrNumber);
  if (!row || !canSeeJob(actor, row)) throw notFound('Recovery request not found');
  return row;
}

/**
 * A job only its client side may act on (pay, cancel): its client, or a company member whose role
 * orders moves; 403 for a member who may only look, 404 for everyone else.
 */
export async function findOwned(ctx: JobsContext, actor: SessionUser, idOrNumber: string): Promise<Job> {
  const row = await findVisible(ctx, actor, idOrNumber);
  if (actsForClient(actor, row, 'order')) return row;
  if (row.companyId && actsForClient(actor, row, 'view'))
    throw forbidden(COMPANY_ROLE_MESSAGE, 'company_role');
  throw notFound('Recovery request not found');
}

export async function get(
  ctx: JobsContext,
  actor: SessionUser,
  idOrNumber: string,
): Promise<RecoveryRequest> {
  const [job] = await describeMany(ctx, [await findVisible(ctx, actor, idOrNumber)]);
  return job!;
}

/** The actor's own jobs (as client or driver); operators see all. */
export async function listMine(
  ctx: JobsContext,
  actor: SessionUser,
  status?: JobStatus,
): Promise<RecoveryRequest[]> {
  const rows = actor.isAdmin
    ? await jobsRepo.listAll(ctx.db)
    : await jobsRepo.listForParty(ctx.db, actor.id, actor.companyId ?? null);
  return describeMany(ctx, status ? rows.filter((r) => r.status === status) : rows);
}

export async function activity(ctx: JobsContext, actor: SessionUser, limit = 10): Promise<ActivityItem[]> {
  const rows = await jobsRepo.listActivity(ctx.db, actor.id, actor.companyId ?? null, limit);
  return rows.map((r) => ({
    id: r.id,
    jobId: r.jobId,
    jobNumber: jobNumber(r.number),
    type: r.type,
    toStatus: r.toStatus,
    createdAt: r.createdAt.toISOString(),
  }));
}

/**
 * What a data deletion leaves of the client's moves under way, one line each: the deletion does not
 * stop a move, and from the request on the person is no longer told of its steps.
 */
export async function deletionImpact(ctx: JobsContext, userId: string): Promise<string[]> {
  const rows = await jobsRepo.listForParty(ctx.db, userId, null);
  const lines: string[] = [];
  for (const job of rows) {
    const move = `${jobNumber(job.number)} (${job.pickupLocation} → ${job.destinationLocation})`;
    const asDriver = job.driverId === userId && job.clientId !== userId;
    if (asDriver && (job.status === 'accepted' || job.status === 'in_progress'))
      lines.push(
        `${move} is yours to drive: deleting your data does not release it. Finish it, or tell the operators you can't make it, first.`,
      );
    if (asDriver) continue;
    if (job.status === 'in_progress')
      lines.push(
        `${move} is on the road: the driver still delivers it${job.receiverName ? ' and your receiver is still told' : ''}, but you no longer get its updates. Its invoice and bill of lading are kept for the accounts.`,
      );
    else if (job.status === 'accepted')
      lines.push(
        `${move} has a driver heading to the pickup: it goes ahead unless you cancel it first on its tracking page (the cancellation rules apply).`,
      );
    else if (job.status === 'pending' && job.paymentStatus === 'paid')
      lines.push(
        `${move} is paid and waiting for a driver: it stays open unless you cancel it first on its tracking page.`,
      );
    else if (job.status === 'delivered')
      lines.push(
        `${move} is delivered and awaits your confirmation: it is confirmed by itself ${AUTO_CONFIRM_AFTER_HOURS} hours after delivery.`,
      );
  }
  return lines;
}
