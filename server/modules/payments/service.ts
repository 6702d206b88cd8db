import type { Invoice, PaymentIntentLookup } from '@core/contracts/payments';
import { INVALID_AMOUNT_MESSAGE } from '@core/contracts/payments';
import { jobNumber } from '@core/jobs';
import { invoiceLineLabels } from '@core/labels';
import {
  COMMISSION_PERCENT_SUBSCRIBED,
  centsToDollars,
  dollarsToCents,
  formatUsd,
  splitCommission,
} from '@core/money';
import { INCLUDED_MILES } from '@core/pricing';
import { LRUCache } from 'lru-cache';
import type { PaymentGateway, ProviderEvent, ProviderIntent } from '../../adapters/payments/port';
import type { Db, DbOrTx } from '../../db/client';
import type { InvoiceItem } from '../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { SessionUser } from '../accounts/service';
import type { JobRow } from '../jobs/repo';
import type { JobsService } from '../jobs/service';
import type { JobMoney, LedgerService } from '../ledger/service';
import { type InvoiceRow, type PaymentRow, paymentsRepo } from './repo';

export const CANCEL_AFTER_ACCEPT_MESSAGE =
  'A driver has already accepted this request, so it can no longer be cancelled online. ' +
  'Drivers cannot cancel after accepting a job; please call support if your plans have changed.';

/** An intent untouched this long without an outcome is asked of the provider by the reconciliation. */
export const RECONCILE_AFTER_MS = 3 * 60_000;

export interface PaymentsServiceDeps {
  db: Db;
  gateway: PaymentGateway;
  jobs: JobsService;
  ledger: LedgerService;
  /** Told after a job becomes paid or cancelled (live updates, notifications); awaited, never throws. */
  onJobChanged?: (job: JobRow, event: 'paid' | 'cancelled') => Promise<void>;
  /** Fault points for crash tests: awaited where a crash once lost work. */
  faults?: { afterProviderEventRecorded?: (tx: DbOrTx) => Promise<void> };
}

export const jobMoney = (job: JobRow): JobMoney => ({
  jobId: job.id,
  clientId: job.clientId,
  driverId: job.driverId,
  priceCents: job.priceCents,
  commissionRateBps: job.commissionRateBps,
});

/** Invoice lines from the job's fixed quote; they always add up to the price. */
export function invoiceItemsFor(job: JobRow): InvoiceItem[] {
  const line = (description: string, quantity: number, unitPriceCents: number): InvoiceItem => ({
    description,
    quantity,
    unitPriceCents,
    totalPriceCents: quantity * unitPriceCents,
  });
  const items = [
    line(
      `${invoiceLineLabels[job.vehicleType]} ${jobNumber(job.number)}: ${job.pickupLocation} to ${job.destinationLocation} (base, first ${INCLUDED_MILES} miles)`,
      1,
      job.baseRateCents,
    ),
  ];
  const billableMiles = Math.max(0, job.distanceMiles - INCLUDED_MILES);
  if (job.distanceFeeCents > 0 && billableMiles > 0) {
    items.push(
      line(`Distance beyond ${INCLUDED_MILES} miles`, billableMiles, job.distanceFeeCents / billableMiles),
    );
  }
  if (job.rushFeeCents > 0) items.push(line('Rush service', 1, job.rushFeeCents));
  items.push(line('Service fee', 1, job.serviceFeeCents));
  return items;
}

/** Once a driver accepted, the invoice shows which commission rate applied (included in the price). */
function commissionLine(job: Partial<Pick<JobRow, 'commissionRateBps' | 'priceCents'>>): Invoice['items'] {
  if (job.commissionRateBps == null || job.priceCents == null) return [];
  const percent = job.commissionRateBps / 100;
  const split = splitCommission(job.priceCents, percent);
  const why =
    percent === COMMISSION_PERCENT_SUBSCRIBED ? "subscriber rate: the driver's paid plan" : 'standard rate';
  return [
    {
      description: `Included above: platform commission ${percent}% (${why}) ${formatUsd(split.commissionCents)}; driver receives ${formatUsd(split.driverShareCents)}`,
      quantity: 1,
      unitPrice: 0,
      totalPrice: 0,
    },
  ];
}

export function toInvoice(
  row: InvoiceRow,
  job: Pick<JobRow, 'number'> & Partial<Pick<JobRow, 'commissionRateBps' | 'priceCents'>>,
): Invoice {
  return {
    id: row.id,
    invoiceNumber: `INV-${row.number}`,
    jobId: row.jobId,
    jobNumber: jobNumber(job.number),
    createdAt: row.createdAt.toISOString(),
    paymentMethod: row.paymentMethod,
    status: row.status as Invoice['status'],
    items: row.items
      .map((i) => ({
        description: i.description,
        quantity: i.quantity,
        unitPrice: centsToDollars(i.unitPriceCents),
        totalPrice: centsToDollars(i.totalPriceCents),
      }))
      .concat(commissionLine(job)),
    amountPaid: centsToDollars(row.amountPaidCents),
    amountPaidCents: row.amountPaidCents,
    notes: row.notes,
    receiptUrl: `/api/invoices/${row.id}/pdf`,
  };
}

export function createPaymentsService({
  db,
  gateway,
  jobs,
  ledger,
  onJobChanged,
  faults,
}: PaymentsServiceDeps) {
  const gatewayHealth = new LRUCache<string, boolean>({
    max: 1,
    ttl: 60_000,
    fetchMethod: () => gateway.healthy(),
  });
  /** Checks that a provider intent really pays this job, in full. */
  function verifyIntentPaysJob(intent: ProviderIntent | null, job: JobRow): ProviderIntent {
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
  async function recordPaymentIn(
    tx: DbOrTx,
    job: JobRow,
    intent: ProviderIntent,
    actorId: string | null,
  ): Promise<JobRow | null> {
    const payment = await paymentsRepo.insertPayment(tx, {
      jobId: job.id,
      clientId: job.clientId,
      paymentIntentId: intent.id,
      provider: gateway.provider,
      amountCents: intent.amountCents,
      method: intent.paymentMethod ?? 'Card',
    });
    if (!payment) return null;
    const paidJob = await jobs.transition(tx, job, {
      paymentStatus: 'paid',
      by: actorId ? 'client' : 'system',
      actorId,
      type: 'paid',
      data: { paymentIntentId: intent.id, amountCents: intent.amountCents },
    });
    if (!paidJob) throw conflict('This request changed while the payment was being recorded. Please reload.');
    await paymentsRepo.insertInvoice(tx, {
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
    await ledger.postCharge(tx, jobMoney(job));
    await paymentsRepo.updateIntentStatus(tx, intent.id, 'succeeded', null);
    return paidJob;
  }

  async function recordPayment(
    job: JobRow,
    intent: ProviderIntent,
    actorId: string | null,
  ): Promise<InvoiceRow> {
    const paidJob = await db.transaction((tx) => recordPaymentIn(tx, job, intent, actorId));
    if (paidJob) await onJobChanged?.(paidJob, 'paid');
    const invoice = await paymentsRepo.findInvoiceForJob(db, job.id);
    if (!invoice) throw conflict('This request was paid with another payment.', 'already_paid');
    return invoice;
  }

  /**
   * The provider's own word that an intent succeeded, in the caller's transaction: its job (from the
   * metadata) is paid. Answers the job as paid (null when there is nothing to record) so that the caller
   * announces it, and refunds it when it was cancelled while its card was being confirmed, once committed.
   */
  async function confirmFromProviderIn(tx: DbOrTx, intent: ProviderIntent, known?: JobRow) {
    const job = known ?? (intent.metadata.jobId ? await jobs.findById(intent.metadata.jobId) : undefined);
    if (!job) return null;
    return recordPaymentIn(tx, job, verifyIntentPaysJob(intent, job), null);
  }

  /** What follows a payment recorded from the provider, once committed: drivers hear of it, or a refund. */
  async function afterProviderPayment(paidJob: JobRow | null): Promise<void> {
    if (!paidJob) return;
    if (paidJob.status === 'cancelled') await refundPaidJob(paidJob, null);
    else await onJobChanged?.(paidJob, 'paid');
  }

  async function confirmFromProvider(intent: ProviderIntent, known?: JobRow): Promise<void> {
    await afterProviderPayment(await db.transaction((tx) => confirmFromProviderIn(tx, intent, known)));
  }

  /**
   * A cancelled job's open intent is voided at the provider so that it can no longer be paid. When it
   * was paid first, that payment is recorded (and so refunded). A provider that cannot be reached now
   * changes nothing: a payment that still arrives is refunded when it is recorded.
   */
  async function voidOpenIntent(job: JobRow): Promise<ProviderIntent | null> {
    const record = await paymentsRepo.findIntentForJob(db, job.id);
    if (!record || record.status === 'canceled') return null;
    const live = await gateway.cancelIntent(record.id).catch(() => null);
    if (!live) return null;
    if (live.status === 'succeeded') await confirmFromProvider(live, job);
    else await paymentsRepo.noteIntentFailure(db, live.id, live.status, live.lastError);
    return live;
  }

  async function refundPaidJob(job: JobRow, actorId: string | null): Promise<void> {
    const payment = await paymentsRepo.findPaymentForJob(db, job.id);
    if (!payment || payment.refundedAt) return;
    const refund = await gateway.refund({
      intentId: payment.paymentIntentId,
      amountCents: payment.amountCents,
      idempotencyKey: `job-${job.id}-refund`,
    });
    if (refund.status === 'failed') {
      throw new AppError(
        502,
        'Your request is cancelled, but the card provider refused the refund. Please contact support.',
        'refund_failed',
      );
    }
    await db.transaction((tx) => recordRefundIn(tx, payment, refund.id, actorId));
  }

  /** Records a refund once: payment, invoice, ledger reversal and the job's payment status together. */
  async function recordRefundIn(
    tx: DbOrTx,
    payment: PaymentRow,
    refundId: string,
    actorId: string | null,
  ): Promise<void> {
    if (!(await paymentsRepo.markRefunded(tx, payment.id, refundId))) return;
    const job = (await jobs.findById(payment.jobId))!;
    await paymentsRepo.setInvoiceStatus(tx, job.id, 'refunded');
    await ledger.postRefund(tx, jobMoney(job));
    await jobs.transition(tx, job, {
      paymentStatus: 'refunded',
      by: actorId ? 'client' : 'system',
      actorId,
      type: 'refunded',
      data: { refundId, amountCents: payment.amountCents },
    });
  }

  return {
    get provider() {
      return gateway.provider;
    },

    /** The card provider's health for the dashboards, asked at most once a minute. */
    gatewayHealthy: () => gatewayHealth.fetch('gateway') as Promise<boolean>,

    async createIntent(actor: SessionUser, input: { amount: number; recoveryRequestId: string }) {
      const job = await jobs.findOwned(actor, input.recoveryRequestId);
      if (job.status === 'cancelled') throw conflict('This request was cancelled.', 'cancelled');
      if (job.paymentStatus !== 'unpaid') throw conflict('This request is already paid.', 'already_paid');
      if (!(input.amount > 0)) throw badRequest(INVALID_AMOUNT_MESSAGE, 'invalid_amount');
      if (dollarsToCents(input.amount) !== job.priceCents) {
        throw badRequest(
          `The amount does not match this request's price of ${formatUsd(job.priceCents)}. Please go back and try again.`,
          'amount_mismatch',
        );
      }
      let record = await paymentsRepo.findIntentForJob(db, job.id);
      if (record) {
        // Reuse the job's intent while it can still be paid; a provider-cancelled one is replaced.
        const live = await gateway.retrieveIntent(record.id);
        if (!live || live.status === 'canceled') {
          await paymentsRepo.deleteIntent(db, record.id);
          record = undefined;
        }
      }
      if (!record) {
        const intent = await gateway.createIntent({
          amountCents: job.priceCents,
          currency: 'usd',
          metadata: { jobId: job.id, jobNumber: jobNumber(job.number), clientId: job.clientId },
          idempotencyKey: `job-${job.id}-intent-${job.priceCents}`,
          description: `Pathway ${jobNumber(job.number)}`,
        });
        record = await paymentsRepo.insertIntent(db, {
          id: intent.id,
          jobId: job.id,
          provider: gateway.provider,
          clientSecret: intent.clientSecret,
          amountCents: intent.amountCents,
          currency: intent.currency,
          status: intent.status,
        });
      }
      return {
        clientSecret: record.clientSecret,
        paymentIntentId: record.id,
        provider: gateway.provider,
        amount: centsToDollars(job.priceCents),
        amountCents: job.priceCents,
      };
    },

    /**
     * POST /api/payment-success (product/clients §7): the browser says it paid; the provider decides. Payments are
     * recorded from the provider's events without it; this stays for API callers and is idempotent.
     */
    async confirm(
      actor: SessionUser,
      input: { paymentIntentId: string; recoveryRequestId: string },
    ): Promise<Invoice> {
      const job = await jobs.findOwned(actor, input.recoveryRequestId);
      const existing = await paymentsRepo.findPaymentForJob(db, job.id);
      if (existing?.paymentIntentId === input.paymentIntentId) {
        return toInvoice((await paymentsRepo.findInvoiceForJob(db, job.id))!, job);
      }
      const intent = verifyIntentPaysJob(await gateway.retrieveIntent(input.paymentIntentId), job);
      return toInvoice(await recordPayment(job, intent, actor.id), job);
    },

    /**
     * The provider's word on what happened (Stripe's webhook, the test gateway's events), handled once
     * per event id: a succeeded intent records its job's payment exactly once, a failed one is noted, a
     * refund made at the provider is reflected. The event id and its effect are written in one
     * transaction, so a crash between them leaves neither and the provider's next delivery does the work;
     * a failure likewise leaves the event unrecorded for the retry.
     */
    async handleProviderEvent(event: ProviderEvent): Promise<'handled' | 'duplicate'> {
      const type = event.type === 'ignored' ? event.providerType : event.type;
      const outcome = await db.transaction(async (tx) => {
        if (!(await paymentsRepo.recordProviderEvent(tx, event.id, type))) return 'duplicate' as const;
        await faults?.afterProviderEventRecorded?.(tx);
        switch (event.type) {
          case 'payment_intent.succeeded':
            return { paidJob: await confirmFromProviderIn(tx, event.intent) };
          case 'payment_intent.payment_failed':
            await paymentsRepo.noteIntentFailure(
              tx,
              event.intent.id,
              event.intent.status,
              event.intent.lastError,
            );
            break;
          case 'charge.refunded': {
            const payment = await paymentsRepo.findPaymentByIntent(tx, event.intentId);
            if (payment && !payment.refundedAt) await recordRefundIn(tx, payment, event.refundId, null);
            break;
          }
          case 'ignored':
            break;
        }
        return { paidJob: null };
      });
      if (outcome === 'duplicate') return 'duplicate';
      await afterProviderPayment(outcome.paidJob);
      return 'handled';
    },

    /**
     * Repairs what a crash or a lost provider event left behind (a background task, every few minutes
     * and once at start): every intent not known to be final is asked of the provider, and a success is
     * recorded (a failure noted); a cancelled job whose refund did not finish is refunded. Idempotent and
     * safe beside live traffic on any number of processes: it records through the same exactly-once
     * paths. Answers what it repaired, by job number.
     */
    async reconcile({ olderThanMs = RECONCILE_AFTER_MS }: { olderThanMs?: number } = {}) {
      const repaired = { checked: 0, paid: [] as string[], refunded: [] as string[], errors: [] as string[] };
      for (const record of await paymentsRepo.intentsAwaitingOutcome(db, olderThanMs)) {
        repaired.checked += 1;
        try {
          const live = await gateway.retrieveIntent(record.id);
          if (live?.status !== 'succeeded') {
            // Noted even when unchanged, so that the oldest open intents take turns.
            await paymentsRepo.noteIntentFailure(
              db,
              record.id,
              live?.status ?? 'canceled',
              live?.lastError ?? null,
            );
            continue;
          }
          const job = await jobs.findById(record.jobId);
          if (job?.paymentStatus !== 'unpaid') continue;
          await confirmFromProvider(live, job);
          repaired.paid.push(jobNumber(job.number));
        } catch (err) {
          repaired.errors.push(`${record.id}: ${(err as Error).message}`);
        }
      }
      for (const job of await jobs.cancelledUnrefunded()) {
        try {
          await refundPaidJob(job, null);
          repaired.refunded.push(jobNumber(job.number));
        } catch (err) {
          repaired.errors.push(`${jobNumber(job.number)}: ${(err as Error).message}`);
        }
      }
      return repaired;
    },

    /**
     * GET /api/payment-intents/:id: the request an intent pays for and the invoice of its payment, for
     * the request's client only (404 for everyone else). Until a payment is recorded the provider is
     * asked for the intent's state, and a success it reports is recorded here (exactly once), so the
     * page is right even when the provider's event is late or was lost.
     */
    async lookupIntent(actor: SessionUser, intentId: string): Promise<PaymentIntentLookup> {
      const local = await paymentsRepo.findIntent(db, intentId);
      let payment = await paymentsRepo.findPaymentByIntent(db, intentId);
      const jobId = payment?.jobId ?? local?.jobId;
      const job = jobId ? await jobs.findById(jobId) : undefined;
      if (!job || job.clientId !== actor.id) throw notFound('Payment not found');

      let status = payment ? 'succeeded' : (local?.status ?? 'requires_payment_method');
      let lastError = payment ? null : (local?.lastError ?? null);
      if (!payment) {
        const live = await gateway.retrieveIntent(intentId);
        if (live) {
          status = live.status;
          lastError = live.lastError;
          if (live.status === 'succeeded' && job.paymentStatus === 'unpaid') {
            try {
              await confirmFromProvider(live, job);
            } catch (err) {
              // The payment does not fit this request (amount, state): shown, never recorded.
              if (!(err instanceof AppError)) throw err;
              lastError = err.message;
            }
          }
          payment = await paymentsRepo.findPaymentByIntent(db, intentId);
        }
      }
      const invoiceRow = payment ? await paymentsRepo.findInvoiceForJob(db, job.id) : undefined;
      const amountCents = payment?.amountCents ?? local?.amountCents ?? job.priceCents;
      return {
        paymentIntentId: intentId,
        status: status as PaymentIntentLookup['status'],
        lastError,
        amount: centsToDollars(amountCents),
        amountCents,
        recoveryRequest: await jobs.get(actor, job.id),
        invoice: invoiceRow && invoiceRow.paymentId === payment?.id ? toInvoice(invoiceRow, job) : null,
      };
    },

    /**
     * The client cancels before a driver accepts: unpaid jobs simply close; paid ones are refunded in
     * full. Calling again on a cancelled job retries an unfinished refund.
     */
    async cancel(actor: SessionUser, idOrNumber: string) {
      const job = await jobs.findOwned(actor, idOrNumber);
      if (job.status !== 'pending' && job.status !== 'cancelled')
        throw conflict(CANCEL_AFTER_ACCEPT_MESSAGE, 'cancel_refused');
      let current = job;
      if (job.status === 'pending') {
        const cancelled = await db.transaction((tx) =>
          jobs.transition(tx, job, { to: 'cancelled', by: 'client', actorId: actor.id, type: 'cancelled' }),
        );
        if (!cancelled) throw conflict(CANCEL_AFTER_ACCEPT_MESSAGE, 'cancel_refused');
        current = cancelled;
        await onJobChanged?.(cancelled, 'cancelled');
      }
      if (current.paymentStatus === 'unpaid' && (await voidOpenIntent(current))?.status === 'succeeded') {
        // The card went through just before the cancel: recorded, then refunded like any paid job.
        current = (await jobs.findById(current.id))!;
      }
      if (current.paymentStatus === 'paid') await refundPaidJob(current, actor.id);
      const refunded = current.paymentStatus !== 'unpaid';
      return {
        status: 'cancelled' as const,
        refunded,
        message: refunded
          ? `Your request is cancelled and ${formatUsd(job.priceCents)} is refunded to your card.`
          : 'Your request is cancelled. Nothing was charged.',
      };
    },

    async invoicesForJob(actor: SessionUser, idOrNumber: string): Promise<Invoice[]> {
      const job = await jobs.findVisible(actor, idOrNumber);
      if (job.clientId !== actor.id && !actor.isAdmin) return [];
      const row = await paymentsRepo.findInvoiceForJob(db, job.id);
      return row ? [toInvoice(row, job)] : [];
    },

    async listInvoices(actor: SessionUser): Promise<Invoice[]> {
      const rows = await paymentsRepo.listInvoicesForClient(db, actor.id);
      const jobsById = new Map(
        (await Promise.all(rows.map((r) => jobs.findById(r.jobId)))).flatMap((j) =>
          j ? [[j.id, j] as const] : [],
        ),
      );
      return rows.map((r) => toInvoice(r, jobsById.get(r.jobId)!));
    },

    /** An invoice its client (or an operator) may read, with its job. */
    async invoiceForReading(actor: SessionUser, invoiceId: string) {
      const row = isUuid(invoiceId) ? await paymentsRepo.findInvoice(db, invoiceId) : undefined;
      if (!row || (row.clientId !== actor.id && !actor.isAdmin)) throw notFound('Invoice not found');
      const job = (await jobs.findById(row.jobId))!;
      return { invoice: toInvoice(row, job), job };
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
