import { CLAIM_REMINDER_DAYS, claimBlocker, claimKindLabels } from '@core/claims';
import { actsForClient, COMPANY_ROLE_MESSAGE } from '@core/companies';
import type { claimMessageBody, OpenClaimBody } from '@core/contracts/claims';
import { jobNumber } from '@core/jobs';
import { formatUsd } from '@core/money';
import type { z } from 'zod';
import { bindActions } from '../../lib/actions';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { SessionUser } from '../accounts/service';
import type { StoredFile } from '../files/service';
import {
  type ClaimListener,
  type ClaimsContext,
  type ClaimsDeps,
  claimFor,
  claimNumber,
  clientSideOf,
  DAY_MS,
  link,
  summary,
  tellParties,
  view,
} from './context';
import { decide, sendOwedRefunds } from './decisions';
import { claimsRepo } from './repo';

export type { ClaimListener, ClaimsDeps } from './context';

/**
 * POST /api/claims: the client claims within 15 days of delivery (of payment, for billing), once per
 * kind per job, for at most the job's price. A claim opened while the second payout is unreleased holds it.
 */
export async function openClaim(ctx: ClaimsContext, actor: SessionUser, body: OpenClaimBody) {
  const job = await ctx.jobs.findById(body.jobId);
  if (!job || !actsForClient(actor, job, 'order')) throw notFound('Recovery request not found');
  const billing = body.kind === 'billing';
  const blocked = claimBlocker(job, body.kind, ctx.now().getTime());
  if (blocked) throw conflict(blocked.message, blocked.code);
  if (body.amountCents > job.priceCents)
    throw badRequest(`A claim is at most the move's price, ${formatUsd(job.priceCents)}.`, 'too_much', {
      amountCents: `At most ${formatUsd(job.priceCents)}`,
    });
  const holds = Boolean(job.driverId) && !billing && !(await ctx.payouts.hasReleased(job.id, 2));
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await claimsRepo.insert(tx, {
      jobId: job.id,
      clientId: job.clientId,
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
    const opened = (await claimsRepo.find(tx, inserted.id))!;
    for (const listener of ctx.listeners)
      await listener(tx, { step: 'opened', claim: opened, companyId: job.companyId });
    return opened;
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
  const rows = await claimsRepo.list(
    ctx.db,
    actor.isAdmin ? null : { userId: actor.id, companyId: actor.companyId ?? null },
  );
  const jobs = new Map(
    (await ctx.jobs.findMany([...new Set(rows.map((r) => r.jobId))])).map((j) => [j.id, j]),
  );
  return { claims: rows.map((r) => summary(r, jobs.get(r.jobId))) };
}

/** GET /api/claims/:id */
export async function claim(ctx: ClaimsContext, actor: SessionUser, id: string) {
  return view(ctx, actor, await claimFor(ctx, actor, id));
}

/** An open claim's thread and who writes in it: its client, the job's driver, or an operator. */
async function openThread(ctx: ClaimsContext, actor: SessionUser, id: string) {
  const row = await claimFor(ctx, actor, id);
  if (row.decision) throw conflict('This claim is decided; its thread is closed.', 'claim_decided');
  const party =
    row.driverId === actor.id
      ? ('driver' as const)
      : (await clientSideOf(ctx, actor, row, 'order'))
        ? ('client' as const)
        : actor.isAdmin
          ? ('operator' as const)
          : null;
  // A member who may only look reads the thread but does not write in it.
  if (!party) throw forbidden(COMPANY_ROLE_MESSAGE, 'company_role');
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
  return Boolean(
    row && (row.driverId === actor.id || actor.isAdmin || (await clientSideOf(ctx, actor, row))),
  );
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
  const ctx: ClaimsContext = { ...deps, now: deps.now ?? (() => new Date()), listeners: [] };
  return {
    /** Hear claims opened and decided, in their transaction. */
    onClaim: (listener: ClaimListener) => void ctx.listeners.push(listener),
    ...bindActions(ctx, {
      openClaim,
      listClaims,
      claim,
      postMessage,
      addPhoto,
      canReadFile,
      decide,
      remindSilentParties,
      sendOwedRefunds,
    }),
  };
}
export type ClaimsService = ReturnType<typeof createClaimsService>;
