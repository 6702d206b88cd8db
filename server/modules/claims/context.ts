import { actsForClient, type CompanyPermission } from '@core/companies';
import type { ClaimSummary, ClaimView } from '@core/contracts/claims';
import { jobNumber } from '@core/jobs';
import type { Db, DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { AccountsService, SessionUser } from '../accounts/service';
import type { AuditService } from '../audit/service';
import type { DispatchService } from '../dispatch/service';
import type { FilesService } from '../files/service';
import type { InspectionsService } from '../inspections/service';
import type { Job, JobsService } from '../jobs/service';
import type { NoticesService } from '../notices/service';
import type { Notify } from '../notifications/service';
import type { PaymentsService } from '../payments/service';
import type { PayoutsService } from '../payouts/service';
import { type ClaimRow, claimsRepo } from './repo';

/** What every claims action takes, and the helpers they share. */

export interface ClaimsDeps {
  db: Db;
  jobs: Pick<JobsService, 'findById' | 'findMany'>;
  accounts: Pick<AccountsService, 'getUsers' | 'listOperatorIds'>;
  inspections: Pick<InspectionsService, 'conditionReports'>;
  files: Pick<FilesService, 'storeImage'>;
  payments: Pick<PaymentsService, 'decideClaimRefund' | 'sendClaimRefund'>;
  payouts: Pick<
    PayoutsService,
    'penalize' | 'hasReleased' | 'reserveForClaim' | 'releaseClaimReserve' | 'sendAfterRelease'
  >;
  dispatch: Pick<DispatchService, 'releaseHeldPayout'>;
  notices: Pick<NoticesService, 'raiseFlag' | 'clearFlags'>;
  audit: AuditService;
  notify: Notify;
  now?: () => Date;
}
/** Told of a claim opened or decided, in that transaction (webhooks write their outbox there). */
export type ClaimListener = (
  tx: DbOrTx,
  event: { step: 'opened' | 'decided'; claim: ClaimRow; companyId: string | null },
) => Promise<void>;
export type ClaimsContext = ClaimsDeps & { now: () => Date; listeners: ClaimListener[] };

export const DAY_MS = 86_400_000;
export const claimNumber = (row: ClaimRow) => `CL-${row.number}`;
export const link = (row: ClaimRow) => `/claims?id=${row.id}`;

export const summary = (row: ClaimRow, job: Job | undefined): ClaimSummary => ({
  id: row.id,
  number: claimNumber(row),
  job: { id: row.jobId, number: job ? jobNumber(job.number) : 'PW-?' },
  kind: row.kind,
  amountCents: row.amountCents,
  status: row.decision ? 'decided' : 'open',
  waitingOn: row.waitingOn,
  decision: row.decision,
  createdAt: row.createdAt.toISOString(),
  lastActivityAt: row.lastActivityAt.toISOString(),
});

/**
 * Whether the actor is the claim's client side: its client, or (for a company's move) a member whose
 * role allows the permission.
 */
export async function clientSideOf(
  ctx: ClaimsContext,
  actor: SessionUser,
  row: Pick<ClaimRow, 'jobId' | 'clientId'>,
  permission: CompanyPermission = 'view',
): Promise<boolean> {
  // Through the job: a claim on a company's move is the company's (a member who left loses it).
  const job = await ctx.jobs.findById(row.jobId);
  return Boolean(job && actsForClient(actor, job, permission));
}

/** The claim for its client side, the job's driver or an operator; 404 for anyone else. */
export async function claimFor(ctx: ClaimsContext, actor: SessionUser, id: string): Promise<ClaimRow> {
  const row = /^[0-9a-f-]{36}$/i.test(id) ? await claimsRepo.find(ctx.db, id) : undefined;
  if (!row || !(actor.isAdmin || row.driverId === actor.id || (await clientSideOf(ctx, actor, row))))
    throw notFound('Claim not found');
  return row;
}

/** Tells the client, the driver and (when it waits on them) operators; never fails the step. */
export async function tellParties(
  ctx: ClaimsContext,
  row: ClaimRow,
  title: string,
  body: string,
  except?: string,
  notice: { kind: 'job_contact' | 'claim_decided'; dedupeKey?: string } = { kind: 'job_contact' },
) {
  const people = [row.clientId, row.driverId].filter((id): id is string => Boolean(id) && id !== except);
  const opts = notice.dedupeKey ? { dedupeKey: notice.dedupeKey } : {};
  for (const id of people)
    await ctx.notify(id, notice.kind, { title, body, link: link(row) }, opts).catch(() => undefined);
}

export async function view(ctx: ClaimsContext, actor: SessionUser, row: ClaimRow): Promise<ClaimView> {
  const [job, messages, evidence] = await Promise.all([
    ctx.jobs.findById(row.jobId),
    claimsRepo.messages(ctx.db, row.id),
    ctx.inspections.conditionReports(actor, row.jobId),
  ]);
  const ids = [row.clientId, row.driverId, ...messages.map((m) => m.authorId)].filter(
    (x): x is string => !!x,
  );
  const nameOf = new Map((await ctx.accounts.getUsers([...new Set(ids)])).map((u) => [u.id, u.name]));
  const person = (id: string) => ({ id, name: nameOf.get(id) ?? 'Former user' });
  return {
    ...summary(row, job),
    description: row.description,
    client: person(row.clientId),
    driver: row.driverId ? person(row.driverId) : null,
    heldPay: row.heldPay,
    reservedCents: row.reservedCents,
    receivableCents: row.receivableCents,
    refundCents: row.refundCents,
    chargeCents: row.chargeCents,
    decisionReason: row.decisionReason,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    evidence,
    messages: messages.map((m) => ({
      id: m.id,
      party: m.party,
      authorName:
        m.party === 'operator'
          ? 'Pathway'
          : m.authorId
            ? (nameOf.get(m.authorId) ?? 'Former user')
            : 'Former user',
      addressedTo: m.addressedTo,
      body: m.body,
      fileUrl: m.fileId ? `/api/files/${m.fileId}` : null,
      createdAt: m.createdAt.toISOString(),
    })),
  };
}
