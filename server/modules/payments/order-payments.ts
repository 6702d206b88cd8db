import { TEST_DATA_MESSAGE } from '@core/contracts/orders';
import { jobNumber } from '@core/jobs';
import type { ProviderIntent } from '../../adapters/payments/port';
import type { DbOrTx } from '../../db/client';
import { AppError, badRequest, conflict } from '../../lib/errors';
import type { SessionUser } from '../accounts/service';
import type { Job } from '../jobs/service';
import type { PaymentsContext } from './context';
import { afterProviderPayment, confirmFromProviderIn, recordPaymentIn } from './recording';
import { intentAnswerOf, intentRecordOf, paymentsRepo } from './repo';

/**
 * An order's moves paid at once: one intent at the provider for their total; when it succeeds every
 * move gets its own payment, invoice and ledger charge (so refunds, payouts and claims work per job
 * as for any job), all in one transaction.
 */

/** The order's one intent for `jobs` (its unpaid moves, priced by the server), reused while it fits. */
export async function createOrderIntent(
  ctx: PaymentsContext,
  actor: SessionUser,
  order: { id: string; orderNumber: string; clientId: string },
  jobs: readonly Job[],
) {
  if (jobs.length === 0) throw conflict('Every move of this order is paid or cancelled.', 'already_paid');
  if (jobs.some((j) => !j.livemode)) throw conflict(TEST_DATA_MESSAGE, 'test_data');
  await ctx.accounts.requireVerifiedEmail(actor.id);
  const amountCents = jobs.reduce((sum, j) => sum + j.priceCents, 0);
  const jobIds = jobs.map((j) => j.id).sort();
  let record = await paymentsRepo.findIntentForOrder(ctx.db, order.id);
  if (record) {
    // Reused while it pays exactly these moves and can still be paid; otherwise voided and replaced.
    const same = record.amountCents === amountCents && record.orderJobIds?.join() === jobIds.join();
    const live = await ctx.gateway.retrieveIntent(record.id);
    if (!same || !live || live.status === 'canceled') {
      if (live && live.status !== 'canceled' && live.status !== 'succeeded')
        await ctx.gateway.cancelIntent(record.id);
      if (live?.status === 'succeeded')
        throw conflict('This order was just paid. Please reload.', 'already_paid');
      await paymentsRepo.deleteIntent(ctx.db, record.id);
      record = undefined;
    }
  }
  if (!record) {
    const intent = await ctx.gateway.createIntent({
      amountCents,
      currency: 'usd',
      metadata: { orderId: order.id, orderNumber: order.orderNumber, clientId: order.clientId },
      idempotencyKey: `order-${order.id}-intent-${amountCents}-${jobIds.length}-${jobIds[0]}`,
      description: `Pathway ${order.orderNumber} (${jobs.length} moves)`,
    });
    record = await paymentsRepo.insertOrderIntent(ctx.db, {
      ...intentRecordOf(ctx.gateway.provider, intent),
      orderId: order.id,
      orderJobIds: jobIds,
    });
  }
  return intentAnswerOf(record);
}

/**
 * The provider's word that an order's intent succeeded, in the caller's transaction: each move it
 * covers is locked and recorded paid with its own price (a move paid already is left as it is). The
 * total must be exactly what the intent took.
 */
async function confirmOrderIn(ctx: PaymentsContext, tx: DbOrTx, intent: ProviderIntent): Promise<Job[]> {
  const record = await paymentsRepo.findIntent(tx, intent.id);
  const ids = record?.orderJobIds ?? [];
  if (!record?.orderId || ids.length === 0) return [];
  if (intent.status !== 'succeeded')
    throw new AppError(402, 'The card payment has not gone through yet.', 'payment_not_succeeded');
  const jobs: Job[] = [];
  for (const id of ids) jobs.push((await ctx.jobs.lockById(tx, id))!);
  const total = jobs.reduce((sum, j) => sum + j.priceCents, 0);
  if (total !== intent.amountCents || intent.currency !== 'usd')
    throw badRequest(
      'The amount paid does not match the price of this order. Please contact support.',
      'amount_mismatch',
    );
  const paid: Job[] = [];
  for (const job of jobs) {
    if (job.paymentStatus !== 'unpaid') continue;
    const share = { ...intent, amountCents: job.priceCents, metadata: { ...intent.metadata, jobId: job.id } };
    const done = await recordPaymentIn(ctx, tx, job, share, null);
    if (done) paid.push(done);
  }
  return paid;
}

/** A succeeded intent, a job's or an order's, recorded in the caller's transaction: the jobs now paid. */
export async function confirmAnyFromProviderIn(ctx: PaymentsContext, tx: DbOrTx, intent: ProviderIntent) {
  if (intent.metadata.orderId) return confirmOrderIn(ctx, tx, intent);
  const paid = await confirmFromProviderIn(ctx, tx, intent);
  return paid ? [paid] : [];
}

/** An order's intent recorded from the provider (its event, the lookup, the reconciliation), then announced. */
export async function confirmOrderFromProvider(
  ctx: PaymentsContext,
  intent: ProviderIntent,
): Promise<string[]> {
  const paid = await ctx.db.transaction((tx) => confirmOrderIn(ctx, tx, intent));
  for (const job of paid) await afterProviderPayment(ctx, job);
  return paid.map((j) => jobNumber(j.number));
}

/**
 * An order being cancelled: its open intent is voided so that it can no longer be paid. A payment that
 * went through first is recorded (and then refunded by each move's cancellation).
 */
export async function voidOrderIntent(ctx: PaymentsContext, orderId: string): Promise<void> {
  const record = await paymentsRepo.findIntentForOrder(ctx.db, orderId);
  if (!record || record.status === 'canceled') return;
  const live = await ctx.gateway.cancelIntent(record.id).catch(() => null);
  if (!live) return;
  if (live.status === 'succeeded') await confirmOrderFromProvider(ctx, live);
  else await paymentsRepo.noteIntentFailure(ctx.db, live.id, live.status, live.lastError);
}
