import { jobNumber } from '@core/jobs';
import { formatUsd } from '@core/money';
import type { ProviderIntent } from '../../adapters/payments/port';
import type { DbOrTx } from '../../db/client';
import { AppError, badRequest, conflict } from '../../lib/errors';
import { accountsViews } from '../accounts/views';
import { companyBillingViews } from '../billing/company-views';
import type { Job } from '../jobs/service';
import { jobMoney } from '../ledger/service';
import { documentIssued, type PaymentsContext } from './context';
import { refundMessages } from './messages';
import { invoiceItemsFor } from './present';
import { type InvoiceRow, type PaymentRow, paymentsRepo } from './repo';

/**
 * Recording what the provider says, exactly once: a payment (invoice, ledger charge, the job paid) and a
 * refund (ledger reversal, the job refunded), each in one transaction; every path that learns of a
 * payment or a refund goes through here.
 */

/** Checks that a provider intent really pays this job, in full. */
export function verifyIntentPaysJob(intent: ProviderIntent | null, job: Job): ProviderIntent {
  if (!intent)
    throw badRequest('We could not find this payment with the card provider.', 'payment_not_found');
  if (intent.metadata.jobId !== job.id)
    throw badRequest('This payment does not belong to this request.', 'payment_mismatch');
  if (intent.status !== 'succeeded') {
    throw new AppError(
      402,
      'The card payment has not gone through yet. Please complete the payment first.',
      'payment_not_succeeded',
    );
  }
  if (intent.amountCents !== job.priceCents || intent.currency !== 'usd') {
    throw badRequest(
      'The amount paid does not match the price of this request. Please contact support.',
      'amount_mismatch',
    );
  }
  return intent;
}

/**
 * Records a succeeded payment exactly once, in the caller's transaction. The unique job_id on payments
 * is the gate: of any number of concurrent calls one inserts and the others wait for it and then do
 * nothing. Answers the job as paid, or null when it was paid already.
 */
export async function recordPaymentIn(
  ctx: PaymentsContext,
  tx: DbOrTx,
  job: Job,
  intent: ProviderIntent,
  actorId: string | null,
): Promise<Job | null> {
  const payment = await paymentsRepo.insertPayment(tx, {
    jobId: job.id,
    clientId: job.clientId,
    paymentIntentId: intent.id,
    provider: ctx.gateway.provider,
    amountCents: intent.amountCents,
    method: intent.paymentMethod ?? 'Card',
  });
  if (!payment) return null;
  const paidJob = await ctx.jobs.transition(tx, job, {
    paymentStatus: 'paid',
    by: actorId ? 'client' : 'system',
    actorId,
    type: 'paid',
    data: { paymentIntentId: intent.id, amountCents: intent.amountCents },
  });
  if (!paidJob) throw conflict('This request changed while the payment was being recorded. Please reload.');
  const client = await accountsViews.billingContact(tx, job.clientId);
  await paymentsRepo.insertInvoice(tx, {
    seller: ctx.invoicing.seller,
    billedTo: { name: client?.name ?? 'Client', email: client?.email ?? '' },
    billedCompany: await companyBillingViews.billedCompany(tx, job),
    jobId: job.id,
    paymentId: payment.id,
    clientId: job.clientId,
    status: 'paid',
    paymentMethod: payment.method,
    amountPaidCents: payment.amountCents,
    items: invoiceItemsFor(job),
    notes:
      `Paid in full upfront (${formatUsd(payment.amountCents)}). ` +
      'Your driver is paid 50% after the pre-trip checklist and 50% after verified delivery.',
  });
  await documentIssued(ctx, tx, 'invoice', job.id);
  await ctx.ledger.postCharge(tx, jobMoney(job));
  await paymentsRepo.updateIntentStatus(tx, intent.id, 'succeeded', null);
  return paidJob;
}

export async function recordPayment(
  ctx: PaymentsContext,
  job: Job,
  intent: ProviderIntent,
  actorId: string | null,
): Promise<InvoiceRow> {
  const paidJob = await ctx.db.transaction((tx) => recordPaymentIn(ctx, tx, job, intent, actorId));
  if (paidJob) await ctx.onJobChanged?.(paidJob, 'paid');
  const invoice = await paymentsRepo.findInvoiceForJob(ctx.db, job.id);
  if (!invoice) throw conflict('This request was paid with another payment.', 'already_paid');
  return invoice;
}

/**
 * The provider's own word that an intent succeeded, in the caller's transaction: its job (from the
 * metadata) is paid. Answers the job as paid (null when there is nothing to record) so that the caller
 * announces it, and refunds it when it was cancelled while its card was being confirmed, once committed.
 */
export async function confirmFromProviderIn(
  ctx: PaymentsContext,
  tx: DbOrTx,
  intent: ProviderIntent,
  known?: Job,
) {
  // Read in the transaction (locked): what it records is decided on the job as it is now.
  const job =
    known ?? (intent.metadata.jobId ? await ctx.jobs.lockById(tx, intent.metadata.jobId) : undefined);
  if (!job) return null;
  return recordPaymentIn(ctx, tx, job, verifyIntentPaysJob(intent, job), null);
}

/** What follows a payment recorded from the provider, once committed: drivers hear of it, or a refund. */
export async function afterProviderPayment(ctx: PaymentsContext, paidJob: Job | null): Promise<void> {
  if (!paidJob) return;
  if (paidJob.status === 'cancelled') await refundPaidJob(ctx, paidJob, null);
  else await ctx.onJobChanged?.(paidJob, 'paid');
}

export async function confirmFromProvider(
  ctx: PaymentsContext,
  intent: ProviderIntent,
  known?: Job,
): Promise<void> {
  await afterProviderPayment(
    ctx,
    await ctx.db.transaction((tx) => confirmFromProviderIn(ctx, tx, intent, known)),
  );
}

/**
 * A cancelled job's open intent is voided at the provider so that it can no longer be paid. When it
 * was paid first, that payment is recorded (and so refunded). A provider that cannot be reached now
 * changes nothing: a payment that still arrives is refunded when it is recorded.
 */
export async function voidOpenIntent(ctx: PaymentsContext, job: Job): Promise<ProviderIntent | null> {
  const record = await paymentsRepo.findIntentForJob(ctx.db, job.id);
  if (!record || record.status === 'canceled') return null;
  const live = await ctx.gateway.cancelIntent(record.id).catch(() => null);
  if (!live) return null;
  if (live.status === 'succeeded') await confirmFromProvider(ctx, live, job);
  else await paymentsRepo.noteIntentFailure(ctx.db, live.id, live.status, live.lastError);
  return live;
}

export async function refundPaidJob(ctx: PaymentsContext, job: Job, actorId: string | null): Promise<void> {
  const payment = await paymentsRepo.findPaymentForJob(ctx.db, job.id);
  if (!payment || payment.refundedAt) return;
  // All of it, unless an operator decided part (kept on the payment before the provider was asked).
  const amountCents = payment.refundedCents ?? payment.amountCents;
  if (amountCents === 0) {
    await ctx.db.transaction((tx) => recordRefundIn(ctx, tx, payment, null, actorId));
    return;
  }
  const refund = await ctx.gateway.refund({
    intentId: payment.paymentIntentId,
    amountCents,
    idempotencyKey: `job-${job.id}-refund`,
  });
  if (refund.status === 'failed') {
    throw new AppError(
      502,
      'Your request is cancelled, but the card provider refused the refund. Please contact support.',
      'refund_failed',
    );
  }
  await ctx.db.transaction((tx) => recordRefundIn(ctx, tx, payment, refund.id, actorId));
  await tellRefunded(ctx, job.id);
}

/**
 * After a job's refund is recorded: the client's receipt of it (the bell and always an e-mail), once
 * per payment whichever path recorded it (the cancellation, the provider's event, the sweep). A refund
 * of nothing is not one.
 */
export async function tellRefunded(ctx: PaymentsContext, jobId: string): Promise<void> {
  if (!ctx.notify) return;
  const [payment, job] = await Promise.all([
    paymentsRepo.findPaymentForJob(ctx.db, jobId),
    ctx.jobs.findById(jobId),
  ]);
  if (!payment?.refundedAt || !job) return;
  const refunded = payment.refundedCents ?? payment.amountCents;
  if (refunded === 0) return;
  const number = jobNumber(job.number);
  await ctx
    .notify(
      job.clientId,
      'job_refunded',
      (locale) => ({
        ...refundMessages[locale].refunded({
          number,
          refunded: formatUsd(refunded),
          paid: formatUsd(payment.amountCents),
          whole: refunded === payment.amountCents,
        }),
        link: `/payment-success?recoveryRequestId=${job.id}`,
      }),
      { dedupeKey: `refund:${payment.id}` },
    )
    .catch(() => undefined);
}

/**
 * Records a refund once: payment, the invoice's credit note, the ledger and the job's payment status
 * together. A refund of nothing (an operator cancelled and kept the payment) closes the job's money the
 * same way: the ledger moves what was held to the platform, the job stays paid.
 */
export async function recordRefundIn(
  ctx: PaymentsContext,
  tx: DbOrTx,
  payment: PaymentRow,
  refundId: string | null,
  actorId: string | null,
): Promise<void> {
  const marked = await paymentsRepo.markRefunded(tx, payment.id, refundId);
  if (!marked) return;
  const amountCents = marked.refundedCents ?? marked.amountCents;
  const job = (await ctx.jobs.lockById(tx, payment.jobId))!;
  await ctx.ledger.postRefund(tx, jobMoney(job), amountCents);
  if (amountCents === 0) return;
  await paymentsRepo.issueCreditNote(tx, job.id, amountCents, amountCents === marked.amountCents);
  await documentIssued(ctx, tx, 'credit_note', job.id, amountCents);
  await ctx.jobs.transition(tx, job, {
    paymentStatus: 'refunded',
    by: actorId ? 'client' : 'system',
    actorId,
    type: 'refunded',
    data: { refundId, amountCents },
  });
}
