import {
  canTransition,
  findTransition,
  type JobActor,
  type JobStatus,
  type PaymentStatus,
  paymentFrom,
} from '@core/jobs';
import type { DbOrTx } from '../../db/client';
import { conflict } from '../../lib/errors';
import { type JobRow, jobsRepo, type NewJob } from './repo';

/**
 * A state change checked against the state machine in core and applied with one conditional update,
 * recorded as a job event in the same transaction. Answers null when the job had moved on.
 */
export async function transitionJob(
  tx: DbOrTx,
  job: JobRow,
  change: {
    to?: JobStatus;
    paymentStatus?: PaymentStatus;
    by: JobActor;
    actorId: string | null;
    type: string;
    data?: Record<string, unknown>;
    patch?: Partial<NewJob>;
    /** Changes nothing unless the job still has the driver (and split) it was read with (reassignments). */
    sameDriver?: boolean;
  },
): Promise<JobRow | null> {
  const moves = change.to !== undefined && change.to !== job.status;
  if (moves && !canTransition(job, change.to!, change.by)) {
    throw conflict(
      `A ${job.status.replace('_', ' ')} request cannot become ${change.to!.replace('_', ' ')}.`,
      'bad_transition',
    );
  }
  // The machine's conditions (core/jobs.ts) go into the one conditional UPDATE, so a concurrent change
  // that breaks them makes this one change nothing.
  const rule = moves ? findTransition(job.status, change.to!, change.by) : undefined;
  const payment = change.paymentStatus
    ? [...paymentFrom(change.paymentStatus)]
    : rule?.payment
      ? [rule.payment]
      : undefined;
  const updated = await jobsRepo.updateIf(
    tx,
    job.id,
    {
      status: [job.status],
      paymentStatus: payment,
      ...(change.sameDriver ? { driverId: job.driverId, commissionRateBps: job.commissionRateBps } : {}),
    },
    {
      ...change.patch,
      ...(change.to ? { status: change.to } : {}),
      ...(change.paymentStatus ? { paymentStatus: change.paymentStatus } : {}),
    },
  );
  if (!updated) return null;
  await jobsRepo.insertEvent(tx, {
    jobId: job.id,
    actorId: change.actorId,
    type: change.type,
    fromStatus: job.status,
    toStatus: updated.status,
    data: change.data ?? {},
  });
  return updated;
}
