import { jobNumber } from '@core/jobs';
import type { ProviderEvent } from '../../adapters/payments/port';
import { type PaymentsContext, RECONCILE_AFTER_MS } from './context';
import { confirmAnyFromProviderIn, confirmOrderFromProvider } from './order-payments';
import {
  afterProviderPayment,
  confirmFromProvider,
  recordRefundIn,
  refundPaidJob,
  tellRefunded,
} from './recording';
import { paymentsRepo } from './repo';

/** The provider's word, exactly once: its events as they come, and the reconciliation that asks it. */

/**
 * The provider's word on what happened (Stripe's webhook, the test gateway's events), handled once
 * per event id: a succeeded intent records its job's payment exactly once, a failed one is noted, a
 * refund made at the provider is reflected. The event id and its effect are written in one
 * transaction, so a crash between them leaves neither and the provider's next delivery does the work;
 * a failure likewise leaves the event unrecorded for the retry.
 */
export async function handleProviderEvent(
  ctx: PaymentsContext,
  event: ProviderEvent,
): Promise<'handled' | 'duplicate'> {
  const type = event.type === 'ignored' ? event.providerType : event.type;
  const outcome = await ctx.db.transaction(async (tx) => {
    if (!(await paymentsRepo.recordProviderEvent(tx, event.id, type))) return 'duplicate' as const;
    await ctx.faults?.afterProviderEventRecorded?.(tx);
    switch (event.type) {
      case 'payment_intent.succeeded':
        return { paidJobs: await confirmAnyFromProviderIn(ctx, tx, event.intent), refundedJobId: null };
      case 'payment_intent.payment_failed':
        await paymentsRepo.noteIntentFailure(
          tx,
          event.intent.id,
          event.intent.status,
          event.intent.lastError,
        );
        break;
      case 'charge.refunded': {
        // An order's intent paid several jobs: their refunds are each recorded by their cancellation.
        const [payment, ...others] = await paymentsRepo.paymentsByIntent(tx, event.intentId);
        if (payment && others.length === 0 && !payment.refundedAt) {
          await recordRefundIn(ctx, tx, payment, event.refundId, null);
          return { paidJobs: [], refundedJobId: payment.jobId };
        }
        break;
      }
      case 'ignored':
        break;
    }
    return { paidJobs: [], refundedJobId: null };
  });
  if (outcome === 'duplicate') return 'duplicate';
  for (const job of outcome.paidJobs) await afterProviderPayment(ctx, job);
  if (outcome.refundedJobId) await tellRefunded(ctx, outcome.refundedJobId);
  return 'handled';
}

/**
 * Repairs what a crash or a lost provider event left behind (a background task, every few minutes
 * and once at start): every intent not known to be final is asked of the provider, and a success is
 * recorded (a failure noted); a cancelled job whose refund did not finish is refunded. Idempotent and
 * safe beside live traffic on any number of processes: it records through the same exactly-once
 * paths. Answers what it repaired, by job number.
 */
export async function reconcile(
  ctx: PaymentsContext,
  { olderThanMs = RECONCILE_AFTER_MS }: { olderThanMs?: number } = {},
) {
  const repaired = { checked: 0, paid: [] as string[], refunded: [] as string[], errors: [] as string[] };
  for (const record of await paymentsRepo.intentsAwaitingOutcome(ctx.db, olderThanMs)) {
    repaired.checked += 1;
    try {
      const live = await ctx.gateway.retrieveIntent(record.id);
      if (live?.status !== 'succeeded') {
        // Noted even when unchanged, so that the oldest open intents take turns.
        await paymentsRepo.noteIntentFailure(
          ctx.db,
          record.id,
          live?.status ?? 'canceled',
          live?.lastError ?? null,
        );
        continue;
      }
      if (record.orderId) {
        repaired.paid.push(...(await confirmOrderFromProvider(ctx, live)));
        continue;
      }
      const job = record.jobId ? await ctx.jobs.findById(record.jobId) : undefined;
      if (job?.paymentStatus !== 'unpaid') continue;
      await confirmFromProvider(ctx, live, job);
      repaired.paid.push(jobNumber(job.number));
    } catch (err) {
      repaired.errors.push(`${record.id}: ${(err as Error).message}`);
    }
  }
  for (const job of await ctx.jobs.cancelledUnrefunded()) {
    try {
      await refundPaidJob(ctx, job, null);
      repaired.refunded.push(jobNumber(job.number));
    } catch (err) {
      repaired.errors.push(`${jobNumber(job.number)}: ${(err as Error).message}`);
    }
  }
  return repaired;
}
