import { CLAIM_REMINDER_DAYS, CLAIM_WINDOW_DAYS, claimDecisionLabels, claimKindLabels } from '@core/claims';
import type {
  ClaimSummary,
  ClaimView,
  claimDecisionBody,
  claimMessageBody,
  OpenClaimBody,
} from '@core/contracts/claims';
import { jobNumber } from '@core/jobs';
import { formatUsd } from '@core/money';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { bindActions } from '../../lib/actions';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { AccountsService, SessionUser } from '../accounts/service';
import type { AuditService } from '../audit/service';
import type { DispatchService } from '../dispatch/service';
import type { FilesService, StoredFile } from '../files/service';
import type { InspectionsService } from '../inspections/service';
import type { Job, JobsService } from '../jobs/service';
import type { NoticesService } from '../notices/service';
import type { Notify } from '../notifications/service';
import type { PaymentsService } from '../payments/service';
import type { PayoutsService } from '../payouts/service';
import { type ClaimRow, claimsRepo } from './repo';

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
type ClaimsContext = ClaimsDeps & { now: () => Date };

const DAY_MS = 86_400_000;
const claimNumber = (row: ClaimRow) => `CL-${row.number}`;
const link = (row: ClaimRow) => `/claims?id=${row.id}`;

const summary = (row: ClaimRow, job: Job | undefined): ClaimSummary => ({
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

/** The claim for its client, the job's driver or an operator; 404 for anyone else. */
async function claimFor(ctx: ClaimsContext, actor: SessionUser, id: string): Promise<ClaimRow> {
  const row = /^[0-9a-f-]{36}$/i.test(id) ? await claimsRepo.find(ctx.db, id) : undefined;
  if (!row || (row.clientId !== actor.id && row.driverId !== actor.id && !actor.isAdmin))
    throw notFound('Claim not found');
  return row;
}

/** Tells the client, the driver and (when it waits on them) operators; never fails the step. */
async function tellParties(ctx: ClaimsContext, row: ClaimRow, title: string, body: string, except?: string) {
  const people = [row.clientId, row.driverId].filter((id): id is string => Boolean(id) && id !== except);
  for (const id of people)
    await ctx.notify(id, 'job_contact', { title, body, link: link(row) }).catch(() => undefined);
}

/**
 * POST /api/claims: the client claims within 15 days of delivery (of payment, for billing), once per
 * kind per job, for at most the job's price. A claim opened while the second payout is unreleased holds it.
 */
export async function openClaim(ctx: ClaimsContext, actor: SessionUser, body: OpenClaimBody) {
  const job = await ctx.jobs.findById(body.jobId);
  if (!job || job.clientId !== actor.id) throw notFound('Recovery request not found');
  const billing = body.kind === 'billing';
  const from = billing ? job.createdAt : job.deliveredAt;
  if (!from || (!billing && !['delivered', 'completed'].includes(job.status)))
    throw conflict('A claim about the move is opened once the truck is delivered.', 'not_delivered');
  if (ctx.now().getTime() - from.getTime() > CLAIM_WINDOW_DAYS * DAY_MS)
    throw conflict(
      `Claims are opened within ${CLAIM_WINDOW_DAYS} days of delivery; this window has closed.`,
      'too_late',
    );
  if (body.amountCents > job.priceCents)
    throw badRequest(`A claim is at most the move's price, ${formatUsd(job.priceCents)}.`, 'too_much', {
      amountCents: `At most ${formatUsd(job.priceCents)}`,
    });
  const holds = Boolean(job.driverId) && !billing && !(await ctx.payouts.hasReleased(job.id, 2));
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await claimsRepo.insert(tx, {
      jobId: job.id,
      clientId: actor.id,
      driverId: job.driverId,
      kind: body.kind,
      amountCents: body.amountCents,
      description: body.description,
      heldPay: holds,
    });
    if (!inserted)
      throw conflict(
        `You already have a ${claimKindLabels[body.kind].toLowerCase()} claim on ${jobNumber(job.number)}: add to it instead.`,
        'claim_exists',
      );
    // Released already: the driver's held pay is reserved for it; what it does not cover is owed.
    if (job.driverId && !billing && !holds) {
      const reserve = await ctx.payouts.reserveForClaim(tx, job.driverId, inserted.id, body.amountCents);
      await claimsRepo.setReserve(tx, inserted.id, reserve.reservedCents, reserve.receivableCents);
    }
    await claimsRepo.addMessage(
      tx,
      { claimId: inserted.id, authorId: actor.id, party: 'client', body: body.description },
      'operator',
    );
    return (await claimsRepo.find(tx, inserted.id))!;
  });
  // The claim is an exception operators see ageing; while the second half is unreleased it holds it.
  await ctx.notices.raiseFlag(
    job.id,
    'claim_open',
    `${claimKindLabels[row.kind]} claim ${claimNumber(row)} for ${formatUsd(row.amountCents)}${holds ? '; the second payout waits for the decision' : ''}`,
  );
  await tellParties(
    ctx,
    row,
    `Claim ${claimNumber(row)} on ${jobNumber(job.number)}`,
    `${claimKindLabels[row.kind]} claim for ${formatUsd(row.amountCents)}: ${row.description}`,
    actor.id,
  );
  return view(ctx, actor, row);
}

/** GET /api/claims */
export async function listClaims(ctx: ClaimsContext, actor: SessionUser) {
  const rows = await claimsRepo.list(ctx.db, actor.isAdmin ? null : actor.id);
  const jobs = new Map(
    (await ctx.jobs.findMany([...new Set(rows.map((r) => r.jobId))])).map((j) => [j.id, j]),
  );
  return { claims: rows.map((r) => summary(r, jobs.get(r.jobId))) };
}

async function view(ctx: ClaimsContext, actor: SessionUser, row: ClaimRow): Promise<ClaimView> {
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

/** GET /api/claims/:id */
export async function claim(ctx: ClaimsContext, actor: SessionUser, id: string) {
  return view(ctx, actor, await claimFor(ctx, actor, id));
}

/** An open claim's thread and who writes in it: its client, the job's driver, or an operator. */
async function openThread(ctx: ClaimsContext, actor: SessionUser, id: string) {
  const row = await claimFor(ctx, actor, id);
  if (row.decision) throw conflict('This claim is decided; its thread is closed.', 'claim_decided');
  const party: 'client' | 'driver' | 'operator' =
    row.clientId === actor.id ? 'client' : row.driverId === actor.id ? 'driver' : 'operator';
  return { row, party };
}

/** POST /api/claims/:id/messages: an operator asks one party; their answer puts the case back to operators. */
export async function postMessage(
  ctx: ClaimsContext,
  actor: SessionUser,
  id: string,
  body: z.output<typeof claimMessageBody>,
) {
  const { row, party } = await openThread(ctx, actor, id);
  if (party === 'operator' && !body.to)
    throw badRequest('Say who the question is for: the client or the driver.', 'to_needed', {
      to: 'Choose the client or the driver',
    });
  if (party === 'operator' && body.to === 'driver' && !row.driverId)
    throw badRequest('This claim has no driver.', 'no_driver');
  const waitingOn = party === 'operator' ? body.to! : 'operator';
  await ctx.db.transaction((tx) =>
    claimsRepo.addMessage(
      tx,
      {
        claimId: row.id,
        authorId: actor.id,
        party,
        addressedTo: party === 'operator' ? body.to! : 'operator',
        body: body.body,
      },
      waitingOn,
    ),
  );
  const title = `Claim ${claimNumber(row)}: ${party === 'operator' ? 'a question from Pathway' : 'a new message'}`;
  if (party === 'operator') {
    const to = body.to === 'client' ? row.clientId : row.driverId!;
    await ctx.notify(to, 'job_contact', { title, body: body.body, link: link(row) }).catch(() => undefined);
  } else
    for (const op of await ctx.accounts.listOperatorIds())
      await ctx
        .notify(op, 'job_stuck', { title, body: body.body, link: `/admin/claims?id=${row.id}` })
        .catch(() => undefined);
  return view(ctx, actor, (await claimsRepo.find(ctx.db, row.id))!);
}

/**
 * POST /api/admin/claims/:id/decision: refund the client (through the payments port), charge the
 * driver (a penalty kept back from their pay), both, or reject; with a reason both parties read. The
 * second payout a claim held is released (unless something else still holds it).
 */
export async function decide(
  ctx: ClaimsContext,
  operator: SessionUser,
  id: string,
  body: z.output<typeof claimDecisionBody>,
) {
  const row = await claimFor(ctx, operator, id);
  // One transaction: the claim locked and read again, so of two operators deciding at once one decides
  // and the other is told; the refund's ledger posting and credit note, the charge and the audit go in
  // with the decision, and the provider is asked after the commit, keyed by the claim.
  const decided = await ctx.db.transaction(async (tx) => {
    const current = await claimsRepo.lock(tx, row.id);
    if (!current || current.decision) throw conflict('This claim is decided already.', 'claim_decided');
    if (body.chargeCents > 0 && !current.driverId)
      throw badRequest('This claim has no driver to charge.', 'no_driver');
    if (body.refundCents > current.amountCents || body.chargeCents > current.amountCents)
      throw badRequest(`A decision is at most the ${formatUsd(current.amountCents)} claimed.`, 'too_much');
    const saved = await claimsRepo.decide(tx, current.id, {
      decision: body.decision,
      refundCents: body.refundCents,
      chargeCents: body.chargeCents,
      decisionReason: body.reason,
      decidedBy: operator.id,
    });
    if (!saved) throw conflict('This claim is decided already.', 'claim_decided');
    if (body.refundCents > 0)
      await ctx.payments.decideClaimRefund(
        tx,
        { id: current.id, number: claimNumber(current), jobId: current.jobId, clientId: current.clientId },
        body.refundCents,
        body.reason,
      );
    await ctx.payouts.releaseClaimReserve(tx, current.id);
    if (body.chargeCents > 0)
      await ctx.payouts.penalize(tx, {
        driverId: current.driverId!,
        jobId: current.jobId,
        kind: current.kind === 'damage' ? 'damage' : 'other',
        amountCents: body.chargeCents,
        reason: `Claim ${claimNumber(current)}: ${body.reason}`,
        createdBy: operator.id,
      });
    await ctx.audit.record(tx, {
      actor: operator,
      action: 'claim.decide',
      target: { type: 'job', id: current.jobId, label: claimNumber(current) },
      before: { open: true, amountCents: current.amountCents },
      after: { decision: body.decision, refundCents: body.refundCents, chargeCents: body.chargeCents },
      reason: body.reason,
    });
    return saved;
  });
  // A refusal or a crash here leaves the refund owed: the sweep sends it (`sendOwedRefunds`).
  if (body.refundCents > 0) await sendRefund(ctx, decided).catch(() => false);
  await ctx.notices.clearFlags(row.jobId, ['claim_open']);
  if (row.heldPay) await ctx.dispatch.releaseHeldPayout(operator, row.jobId).catch(() => undefined);
  // The reserved halves go out now, less what the decision charged.
  else await ctx.payouts.sendAfterRelease(row.driverId);
  const money = [
    body.refundCents > 0 ? `${formatUsd(body.refundCents)} refunded to the client` : null,
    body.chargeCents > 0 ? `${formatUsd(body.chargeCents)} charged to the driver` : null,
  ].filter(Boolean);
  await tellParties(
    ctx,
    decided,
    `Claim ${claimNumber(decided)} decided: ${claimDecisionLabels[body.decision].toLowerCase()}`,
    `${money.length ? `${money.join('; ')}. ` : ''}${body.reason}`,
  );
  return view(ctx, operator, decided);
}

/** The decided refund to the client's card, once (keyed by the claim); marked sent when the provider took it. */
async function sendRefund(ctx: ClaimsContext, row: ClaimRow): Promise<boolean> {
  if (!row.refundCents || row.refundSentAt) return true;
  const sent = await ctx.payments.sendClaimRefund({ id: row.id, jobId: row.jobId }, row.refundCents);
  if (sent) await claimsRepo.markRefundSent(ctx.db, row.id);
  return sent;
}

/** The sweep (every few minutes, and at start): decided refunds the provider has not taken yet. */
export async function sendOwedRefunds(ctx: ClaimsContext): Promise<number> {
  let sent = 0;
  for (const row of await claimsRepo.refundsOwed(ctx.db)) {
    if (await sendRefund(ctx, row).catch(() => false)) sent += 1;
  }
  return sent;
}

/**
 * POST /api/claims/:id/photos: the client or the driver adds a photo to the thread as evidence (the
 * condition reports are attached already). An answer like any message: the case goes back to operators.
 */
export async function addPhoto(ctx: ClaimsContext, actor: SessionUser, id: string, bytes: Buffer) {
  const { row, party } = await openThread(ctx, actor, id);
  const file = await ctx.files.storeImage(actor, 'claim_evidence', bytes);
  await ctx.db.transaction((tx) =>
    claimsRepo.addMessage(
      tx,
      { claimId: row.id, authorId: actor.id, party, body: 'Added a photo', fileId: file.id },
      party === 'operator' ? row.waitingOn : 'operator',
    ),
  );
  return view(ctx, actor, (await claimsRepo.find(ctx.db, row.id))!);
}

/** File access: a claim's photos are for its client, the job's driver and operators. */
export async function canReadFile(
  ctx: ClaimsContext,
  actor: SessionUser,
  file: StoredFile,
): Promise<boolean> {
  if (file.purpose !== 'claim_evidence') return false;
  const row = await claimsRepo.claimOfFile(ctx.db, file.id);
  return Boolean(row && (row.clientId === actor.id || row.driverId === actor.id || actor.isAdmin));
}

/** Every hour: a party an operator asked and silent for 5 days is reminded, once per 5 days. */
export async function remindSilentParties(ctx: ClaimsContext): Promise<number> {
  const rows = await claimsRepo.stale(ctx.db, new Date(ctx.now().getTime() - CLAIM_REMINDER_DAYS * DAY_MS));
  for (const row of rows) {
    const to = row.waitingOn === 'client' ? row.clientId : row.driverId;
    if (to)
      await ctx.notify(to, 'job_contact', {
        title: `Claim ${claimNumber(row)} is waiting for your answer`,
        body: 'Pathway asked you a question about this claim. Answer it so it can be decided.',
        link: link(row),
      });
    await claimsRepo.markReminded(ctx.db, row.id);
  }
  return rows.length;
}

/** Claims after a move and billing disputes, decided by operators with money moved through the ledger. */
export function createClaimsService(deps: ClaimsDeps) {
  const ctx: ClaimsContext = { ...deps, now: deps.now ?? (() => new Date()) };
  return bindActions(ctx, {
    openClaim,
    listClaims,
    claim,
    postMessage,
    addPhoto,
    canReadFile,
    decide,
    remindSilentParties,
    sendOwedRefunds,
  });
}
export type ClaimsService = ReturnType<typeof createClaimsService>;
