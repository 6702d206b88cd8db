import { formatUsd } from '@core/money';
import type { DbOrTx } from '../../db/client';
import { badRequest, conflict } from '../../lib/errors';
import type { SessionUser } from '../accounts/service';
import type { Job } from '../jobs/service';
import { jobMoney } from '../ledger/service';
import { CANCEL_AFTER_ACCEPT_MESSAGE, documentIssued, type PaymentsContext } from './context';
import { voidOrderIntent } from './order-payments';
import { refundPaidJob, voidOpenIntent } from './recording';
import { paymentsRepo } from './repo';

/** A client's cancellation before a driver accepts, refunded in full when paid. */

/**
 * The client cancels before a driver accepts: unpaid jobs simply close; paid ones are refunded in
 * full. Calling again on a cancelled job retries an unfinished refund.
 */
export async function cancel(ctx: PaymentsContext, actor: SessionUser, idOrNumber: string) {
  const job = await ctx.jobs.findOwned(actor, idOrNumber);
  if (job.status !== 'pending' && job.status !== 'cancelled')
    throw conflict(CANCEL_AFTER_ACCEPT_MESSAGE, 'cancel_refused');
  let current = job;
  if (job.status === 'pending') {
    const cancelled = await ctx.db.transaction((tx) =>
      ctx.jobs.transition(tx, job, { to: 'cancelled', by: 'client', actorId: actor.id, type: 'cancelled' }),
    );
    if (!cancelled) throw conflict(CANCEL_AFTER_ACCEPT_MESSAGE, 'cancel_refused');
    current = cancelled;
    await ctx.onJobChanged?.(cancelled, 'cancelled');
  }
  // A move of an order: the order's one payment no longer covers it (a new one is made without it).
  if (current.paymentStatus === 'unpaid' && current.orderId) await voidOrderIntent(ctx, current.orderId);
  if (current.paymentStatus === 'unpaid' && (await voidOpenIntent(ctx, current))?.status === 'succeeded') {
    // The card went through just before the cancel: recorded, then refunded like any paid job.
    current = (await ctx.jobs.findById(current.id))!;
  }
  if (current.paymentStatus === 'paid') await refundPaidJob(ctx, current, actor.id);
  const refunded = current.paymentStatus !== 'unpaid';
  return {
    status: 'cancelled' as const,
    refunded,
    message: refunded
      ? `Your request is cancelled and ${formatUsd(job.priceCents)} is refunded to your card.`
      : 'Your request is cancelled. Nothing was charged.',
  };
}

/**
 * An operator cancels a job and decides what goes back (all, part or nothing), in the caller's
 * transaction with the cancellation itself: the amount is kept on the payment and the credit note's
 * reason on the invoice, so the refund made after the commit (`settleCancellation`), or its retry by
 * the sweep, gives back exactly that. 400 when more than the job still holds is asked.
 */
export async function decideRefund(
  ctx: PaymentsContext,
  tx: DbOrTx,
  job: Job,
  amountCents: number,
  reason: string,
): Promise<void> {
  if (job.paymentStatus !== 'paid') {
    if (amountCents > 0)
      throw badRequest('Nothing was paid for this job, so there is nothing to refund.', 'nothing_paid');
    return;
  }
  const payment = await paymentsRepo.findPaymentForJob(tx, job.id);
  if (!payment) throw conflict('This job has no recorded payment yet. Try again in a minute.', 'no_payment');
  const { refundableCents } = await ctx.ledger.refundableFor(tx, jobMoney(job));
  if (amountCents > refundableCents)
    throw badRequest(
      `At most ${formatUsd(refundableCents)} can be refunded: the rest was already released to the driver.`,
      'refund_too_large',
      { amountCents: `At most ${formatUsd(refundableCents)}` },
    );
  await paymentsRepo.setRefundRequested(tx, payment.id, amountCents);
  await paymentsRepo.setCreditReason(tx, job.id, reason);
}

/** After an operator's cancellation commits: an open intent is voided, a paid job refunded as decided. */
export async function settleCancellation(ctx: PaymentsContext, job: Job, operatorId: string): Promise<void> {
  if (job.paymentStatus === 'unpaid') {
    await voidOpenIntent(ctx, job);
    return;
  }
  await refundPaidJob(ctx, job, operatorId);
}

/**
 * A claim decided for the client, in the decision's transaction: the ledger's claim refund and the
 * invoice's credit note, read and written through that transaction. 400 beyond what the invoice still
 * holds. The provider is asked after the commit (`sendClaimRefund`), keyed by the claim.
 */
export async function decideClaimRefund(
  ctx: PaymentsContext,
  tx: DbOrTx,
  claim: { id: string; number: string; jobId: string; clientId: string },
  amountCents: number,
  reason: string,
): Promise<void> {
  // The invoice locked: two claims of one move decided at once cannot both spend what it still holds.
  const invoice = await paymentsRepo.lockInvoiceForJob(tx, claim.jobId);
  const payment = await paymentsRepo.findPaymentForJob(tx, claim.jobId);
  if (!payment || !invoice) throw conflict('This move has no recorded payment to refund.', 'no_payment');
  const left = invoice.amountPaidCents - (invoice.creditNoteCents ?? 0);
  if (amountCents > left)
    throw badRequest(
      `At most ${formatUsd(left)} of this invoice can still be refunded.`,
      'refund_too_large',
      {
        refundCents: `At most ${formatUsd(left)}`,
      },
    );
  const posted = await ctx.ledger.postClaimRefund(tx, {
    claimId: claim.id,
    jobId: claim.jobId,
    clientId: claim.clientId,
    amountCents,
  });
  if (posted) {
    await paymentsRepo.addToCreditNote(tx, claim.jobId, amountCents, `Claim ${claim.number}: ${reason}`);
    await documentIssued(ctx, tx, 'credit_note', claim.jobId, amountCents);
  }
}

/**
 * The decided claim refund goes back to the card: the provider's idempotency key is the claim's, so a
 * retry (the sweep after a crash) refunds once. Answers 'sent', or 'refused' when the provider said no
 * (an answer it would give again under the same key); throws when it could not be asked.
 */
export async function sendClaimRefund(
  ctx: PaymentsContext,
  claim: { id: string; jobId: string },
  amountCents: number,
): Promise<'sent' | 'refused'> {
  const payment = await paymentsRepo.findPaymentForJob(ctx.db, claim.jobId);
  if (!payment) return 'refused';
  const refund = await ctx.gateway.refund({
    intentId: payment.paymentIntentId,
    amountCents,
    idempotencyKey: `claim-${claim.id}-refund`,
  });
  return refund.status === 'failed' ? 'refused' : 'sent';
}
