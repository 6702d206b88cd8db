import { actsForClient } from '@core/companies';
import { TEST_DATA_MESSAGE } from '@core/contracts/orders';
import type { Invoice, PaymentIntentLookup } from '@core/contracts/payments';
import { INVALID_AMOUNT_MESSAGE } from '@core/contracts/payments';
import { jobNumber } from '@core/jobs';
import { centsToDollars, dollarsToCents, formatUsd } from '@core/money';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import type { SessionUser } from '../accounts/service';
import type { PaymentsContext } from './context';
import { invoiceOfJob } from './invoices';
import { confirmFromProvider, recordPayment, verifyIntentPaysJob } from './recording';
import { intentRecordOf, paymentsRepo } from './repo';

/** Paying a job: its one intent at the provider, the browser's confirmation, and what an intent paid. */

export async function createIntent(
  ctx: PaymentsContext,
  actor: SessionUser,
  input: { amount: number; recoveryRequestId: string },
) {
  const job = await ctx.jobs.findOwned(actor, input.recoveryRequestId);
  if (job.status === 'cancelled') throw conflict('This request was cancelled.', 'cancelled');
  if (job.paymentStatus !== 'unpaid') throw conflict('This request is already paid.', 'already_paid');
  if (!job.livemode) throw conflict(TEST_DATA_MESSAGE, 'test_data');
  // A move of an order is paid with its order's one payment (the order's page), never on its own.
  if (job.orderId) throw conflict('This move is paid with its order: pay the order once.', 'paid_with_order');
  // No intent, so no charge, until the address is confirmed: the one door to paying for a job.
  await ctx.accounts.requireVerifiedEmail(actor.id);
  if (!(input.amount > 0)) throw badRequest(INVALID_AMOUNT_MESSAGE, 'invalid_amount');
  if (dollarsToCents(input.amount) !== job.priceCents) {
    throw badRequest(
      `The amount does not match this request's price of ${formatUsd(job.priceCents)}. Please go back and try again.`,
      'amount_mismatch',
    );
  }
  let record = await paymentsRepo.findIntentForJob(ctx.db, job.id);
  if (record) {
    // Reuse the job's intent while it can still be paid; a provider-cancelled one is replaced.
    const live = await ctx.gateway.retrieveIntent(record.id);
    if (!live || live.status === 'canceled') {
      await paymentsRepo.deleteIntent(ctx.db, record.id);
      record = undefined;
    }
  }
  if (!record) {
    const intent = await ctx.gateway.createIntent({
      amountCents: job.priceCents,
      currency: 'usd',
      metadata: { jobId: job.id, jobNumber: jobNumber(job.number), clientId: job.clientId },
      idempotencyKey: `job-${job.id}-intent-${job.priceCents}`,
      description: `Pathway ${jobNumber(job.number)}`,
    });
    record = await paymentsRepo.insertIntent(ctx.db, {
      ...intentRecordOf(ctx.gateway.provider, intent),
      jobId: job.id,
    });
  }
  return {
    clientSecret: record.clientSecret,
    paymentIntentId: record.id,
    provider: ctx.gateway.provider,
    amount: centsToDollars(job.priceCents),
    amountCents: job.priceCents,
  };
}

/**
 * POST /api/payment-success (product/clients §7): the browser says it paid; the provider decides. Payments are
 * recorded from the provider's events without it; this stays for API callers and is idempotent.
 */
export async function confirm(
  ctx: PaymentsContext,
  actor: SessionUser,
  input: { paymentIntentId: string; recoveryRequestId: string },
): Promise<Invoice> {
  const job = await ctx.jobs.findOwned(actor, input.recoveryRequestId);
  const existing = await paymentsRepo.findPaymentForJob(ctx.db, job.id);
  if (existing?.paymentIntentId === input.paymentIntentId) {
    return (await invoiceOfJob(ctx, job))!;
  }
  const intent = verifyIntentPaysJob(await ctx.gateway.retrieveIntent(input.paymentIntentId), job);
  await recordPayment(ctx, job, intent, actor.id);
  return (await invoiceOfJob(ctx, job))!;
}

/**
 * GET /api/payment-intents/:id: the request an intent pays for and the invoice of its payment, for
 * the request's client only (404 for everyone else). Until a payment is recorded the provider is
 * asked for the intent's state, and a success it reports is recorded here (exactly once), so the
 * page is right even when the provider's event is late or was lost.
 */
export async function lookupIntent(
  ctx: PaymentsContext,
  actor: SessionUser,
  intentId: string,
): Promise<PaymentIntentLookup> {
  const local = await paymentsRepo.findIntent(ctx.db, intentId);
  let payment = await paymentsRepo.findPaymentByIntent(ctx.db, intentId);
  const jobId = payment?.jobId ?? local?.jobId;
  const job = jobId ? await ctx.jobs.findById(jobId) : undefined;
  if (!job || !actsForClient(actor, job, 'order')) throw notFound('Payment not found');

  let status = payment ? 'succeeded' : (local?.status ?? 'requires_payment_method');
  let lastError = payment ? null : (local?.lastError ?? null);
  if (!payment) {
    const live = await ctx.gateway.retrieveIntent(intentId);
    if (live) {
      status = live.status;
      lastError = live.lastError;
      if (live.status === 'succeeded' && job.paymentStatus === 'unpaid') {
        try {
          await confirmFromProvider(ctx, live, job);
        } catch (err) {
          // The payment does not fit this request (amount, state): shown, never recorded.
          if (!(err instanceof AppError)) throw err;
          lastError = err.message;
        }
      }
      payment = await paymentsRepo.findPaymentByIntent(ctx.db, intentId);
    }
  }
  const invoiceRow = payment ? await paymentsRepo.findInvoiceForJob(ctx.db, job.id) : undefined;
  const amountCents = payment?.amountCents ?? local?.amountCents ?? job.priceCents;
  return {
    paymentIntentId: intentId,
    status: status as PaymentIntentLookup['status'],
    lastError,
    amount: centsToDollars(amountCents),
    amountCents,
    recoveryRequest: await ctx.jobs.get(actor, job.id),
    invoice: invoiceRow && invoiceRow.paymentId === payment?.id ? await invoiceOfJob(ctx, job) : null,
  };
}
