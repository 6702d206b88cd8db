import { claimDecisionLabels } from '@core/claims';
import type { claimDecisionBody } from '@core/contracts/claims';
import { formatUsd } from '@core/money';
import type { z } from 'zod';
import { badRequest, conflict } from '../../lib/errors';
import type { SessionUser } from '../accounts/service';
import { type ClaimsContext, claimFor, claimNumber, tellParties, view } from './context';
import { type ClaimRow, claimsRepo } from './repo';

/** Operators' decisions on claims, and the refunds that follow them. */

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
  // Whose the move is does not change: read before the transaction, for the claim's listeners.
  const companyId = ctx.listeners.length ? ((await ctx.jobs.findById(row.jobId))?.companyId ?? null) : null;
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
    for (const listener of ctx.listeners) await listener(tx, { step: 'decided', claim: saved, companyId });
    return saved;
  });
  // A crash or an unanswered call here leaves the refund owed: the sweep sends it (`sendOwedRefunds`).
  const refund = body.refundCents > 0 ? await sendRefund(ctx, decided) : 'sent';
  await ctx.notices.clearFlags(row.jobId, ['claim_open']);
  if (row.heldPay)
    await ctx.dispatch.releaseHeldPayout(operator, row.jobId).catch((err) =>
      // The pay stays held (an operator releases it from the job); the decision stands.
      ctx.notices.raiseFlag(
        row.jobId,
        'payout_held',
        `the claim's decision could not release the pay: ${String(err)}`,
      ),
    );
  // The reserved halves go out now, less what the decision charged.
  else await ctx.payouts.sendAfterRelease(row.driverId);
  const money = [
    body.refundCents > 0
      ? refund === 'sent'
        ? `${formatUsd(body.refundCents)} refunded to the client`
        : refund === 'owed'
          ? `${formatUsd(body.refundCents)} to be refunded to the client (the card provider is being asked again)`
          : `${formatUsd(body.refundCents)} owed to the client (the card provider refused it; Pathway will refund by other means)`
      : null,
    body.chargeCents > 0 ? `${formatUsd(body.chargeCents)} charged to the driver` : null,
  ].filter(Boolean);
  await tellParties(
    ctx,
    decided,
    `Claim ${claimNumber(decided)} decided: ${claimDecisionLabels[body.decision].toLowerCase()}`,
    `${money.length ? `${money.join('; ')}. ` : ''}${body.reason}`,
    undefined,
    // Always e-mailed (a decision is a record), once per claim.
    { kind: 'claim_decided', dedupeKey: `claim:${decided.id}:decided` },
  );
  return view(ctx, operator, decided);
}

/**
 * The decided refund to the client's card, once (keyed by the claim): marked sent when the provider took
 * it; a refusal is marked (no more retries) and raised to operators, who refund by other means.
 */
async function sendRefund(ctx: ClaimsContext, row: ClaimRow): Promise<'sent' | 'refused' | 'owed'> {
  if (!row.refundCents || row.refundSentAt) return 'sent';
  if (row.refundFailedAt) return 'refused';
  const answer = await ctx.payments
    .sendClaimRefund({ id: row.id, jobId: row.jobId }, row.refundCents)
    .catch(() => 'owed' as const);
  if (answer === 'sent') await claimsRepo.markRefund(ctx.db, row.id, 'sent');
  if (answer === 'refused' && (await claimsRepo.markRefund(ctx.db, row.id, 'failed')))
    await ctx.notices.raiseFlag(
      row.jobId,
      'refund_failed',
      `the card provider refused the ${formatUsd(row.refundCents)} refund of claim ${claimNumber(row)}: refund the client by other means`,
    );
  return answer;
}

/** The sweep (every few minutes, and at start): decided refunds the provider has not answered yet. */
export async function sendOwedRefunds(ctx: ClaimsContext): Promise<number> {
  let sent = 0;
  for (const row of await claimsRepo.refundsOwed(ctx.db))
    if ((await sendRefund(ctx, row)) === 'sent') sent += 1;
  return sent;
}
