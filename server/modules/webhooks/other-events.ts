import type { LiveEta } from '@core/contracts/tracking';
import type { DbOrTx } from '../../db/client';
import type { ClaimListener } from '../claims/service';
import type { Job } from '../jobs/service';
import type { DocumentListener } from '../payments/service';
import type { WebhooksContext } from './context';
import { jobSummary, recordEvent } from './outbox';

/** Events other domains tell of a company's job: claims, invoices and credit notes, lateness. */

/** A claim opened or decided, in its transaction. */
export async function recordClaim(
  ctx: WebhooksContext,
  tx: DbOrTx,
  event: Parameters<ClaimListener>[1],
): Promise<void> {
  if (!event.companyId) return;
  const { claim } = event;
  await recordEvent(ctx, tx, {
    companyId: event.companyId,
    jobId: claim.jobId,
    type: event.step === 'opened' ? 'claim.opened' : 'claim.decided',
    data: {
      claim: {
        id: claim.id,
        number: `CL-${claim.number}`,
        kind: claim.kind,
        amountCents: claim.amountCents,
        decision: claim.decision ?? null,
        refundCents: claim.refundCents ?? null,
        chargeCents: claim.chargeCents ?? null,
        reason: claim.decisionReason ?? null,
      },
      jobId: claim.jobId,
    },
  });
}

/** An invoice or a credit note issued on a job's invoice, in its transaction. */
export async function recordDocument(
  ctx: WebhooksContext,
  tx: DbOrTx,
  event: Parameters<DocumentListener>[1],
): Promise<void> {
  const { job, invoice } = event;
  if (!job.companyId) return;
  const invoiceData = {
    id: invoice.id,
    number: `INV-${invoice.number}`,
    status: invoice.status,
    amountPaidCents: invoice.amountPaidCents,
    pdf: `/api/invoices/${invoice.id}/pdf`,
  };
  await recordEvent(ctx, tx, {
    companyId: job.companyId,
    jobId: job.id,
    type: event.kind === 'invoice' ? 'invoice.issued' : 'credit_note.issued',
    data:
      event.kind === 'invoice'
        ? { invoice: invoiceData, job: jobSummary(job) }
        : {
            creditNote: {
              number: `CN-${invoice.number}`,
              amountCents: event.creditCents ?? null,
              totalCreditedCents: invoice.creditNoteCents ?? null,
              reason: invoice.creditNoteReason ?? null,
              pdf: `/api/invoices/${invoice.id}/credit-note/pdf`,
            },
            invoice: invoiceData,
            job: jobSummary(job),
          },
  });
}

/** A job projected to miss its window: once per job and end (keyed, as it is told after the fact). */
export async function recordLate(ctx: WebhooksContext, job: Job, eta: LiveEta): Promise<void> {
  const companyId = job.companyId;
  if (!companyId) return;
  await ctx.db.transaction((tx) =>
    recordEvent(ctx, tx, {
      companyId,
      jobId: job.id,
      type: 'job.late',
      data: { job: jobSummary(job), eta },
      dedupeKey: `job.late:${job.id}:${eta.target}`,
    }),
  );
}
