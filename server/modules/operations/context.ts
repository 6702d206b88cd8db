import { jobNumber } from '@core/jobs';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { AccountsService } from '../accounts/service';
import type { AuditService } from '../audit/service';
import type { DispatchService } from '../dispatch/service';
import type { DocumentsService } from '../documents/service';
import type { DriversService } from '../drivers/service';
import type { Job, JobsService } from '../jobs/service';
import type { LedgerService } from '../ledger/service';
import type { NoticesService } from '../notices/service';
import type { Notify, PushOptions } from '../notifications/service';
import type { PaymentsService } from '../payments/service';
import type { PayoutsService } from '../payouts/service';
import type { RatingsService } from '../ratings/service';
import type { TimeclockService } from '../timeclock/service';

export interface OperationsDeps {
  db: Db;
  accounts: AccountsService;
  audit: AuditService;
  jobs: JobsService;
  dispatch: DispatchService;
  drivers: DriversService;
  /** The driver panel's documents and ratings. */
  documents: Pick<DocumentsService, 'listFor'>;
  ratings: Pick<RatingsService, 'driverRatings'>;
  ledger: LedgerService;
  payments: PaymentsService;
  payouts: PayoutsService;
  notices: NoticesService;
  timeclock: TimeclockService;
  notify: Notify;
  /** Exceptions that keep a job's driver pay (new damage, a dispute, an operator's hold). */
  payoutHoldingKinds: readonly string[];
  timeZone: string;
  now?: () => Date;
}

/** What every action file of the console takes. */
export type OperationsContext = OperationsDeps & { now: () => Date };

/** A job by id or PW number, for an operator; 404 when there is none. */
export async function jobForOperator(ctx: OperationsContext, id: string): Promise<Job> {
  const job = await ctx.jobs.findByIdOrNumber(id);
  if (!job) throw notFound('Recovery request not found');
  return job;
}

/** A driver's account for an operator; 404 for anyone who is not a driver. */
export async function driverForOperator(ctx: OperationsContext, id: string) {
  const user = /^[0-9a-f-]{36}$/i.test(id) ? await ctx.accounts.getUser(id) : undefined;
  if (user?.role !== 'driver') throw notFound('Driver not found');
  return user;
}

/** How the audit log names a job. */
export const jobTarget = (job: Job) => ({ type: 'job' as const, id: job.id, label: jobNumber(job.number) });
export const driverTarget = (user: { id: string; name: string }) => ({
  type: 'driver' as const,
  id: user.id,
  label: user.name,
});

/** Tells a person about an operator's decision; a failure to tell never undoes the decision. */
export async function tell(
  ctx: OperationsContext,
  userId: string | null,
  message: Parameters<Notify>[2],
  kind: Parameters<Notify>[1] = 'job_update',
  dedupeKey?: string,
  push?: PushOptions,
): Promise<void> {
  if (!userId) return;
  const opts = { ...(dedupeKey ? { dedupeKey } : {}), ...(push ? { push } : {}) };
  await ctx.notify(userId, kind, message, opts).catch(() => undefined);
}
