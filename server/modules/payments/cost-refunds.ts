import type { DbOrTx } from '../../db/client';
import { documentIssued, type PaymentsContext } from './context';
import { paymentsRepo } from './repo';

/**
 * The unused part of a completed move's return and fuel lines goes back to the client (the trip-cost
 * settlement decides it, once per job): the invoice's credit note in the settlement's transaction, then
 * the provider's refund after its commit, keyed by the job so a retry (the sweep) refunds once.
 */
export async function creditCostRefund(
  ctx: PaymentsContext,
  tx: DbOrTx,
  jobId: string,
  amountCents: number,
  reason: string,
): Promise<string | null> {
  // Locked: a claim's credit note on the same invoice at the same moment adds after this one.
  const invoice = await paymentsRepo.lockInvoiceForJob(tx, jobId);
  if (!invoice) return null;
  await paymentsRepo.addToCreditNote(tx, jobId, amountCents, reason);
  await documentIssued(ctx, tx, 'credit_note', jobId, amountCents);
  return `CN-${invoice.number}`;
}

/** Answers the provider's refund id, or null when it refused (it would answer the same under this key). */
export async function sendCostRefund(
  ctx: PaymentsContext,
  jobId: string,
  amountCents: number,
): Promise<string | null> {
  const payment = await paymentsRepo.findPaymentForJob(ctx.db, jobId);
  if (!payment) return null;
  const refund = await ctx.gateway.refund({
    intentId: payment.paymentIntentId,
    amountCents,
    idempotencyKey: `job-${jobId}-cost-refund`,
  });
  return refund.status === 'failed' ? null : refund.id;
}
