import { jobNumber } from '@core/jobs';
import { jobMoney } from '../ledger/service';
import type { BillingContext } from './context';
import { billingRepo } from './repo';

/**
 * A move on terms that was cancelled no longer owes what was still held for it (all of it when no
 * driver had accepted): the receivable is reversed by that much, under the charge's lock, once. Not yet
 * invoiced, its charge shrinks (to nothing: it stays off the invoice); on an open invoice, the invoice
 * is credited (its credit note, at the provider too). A paid invoice is left to operators (a refund).
 */
export async function settleCancelledOnTerms(ctx: BillingContext): Promise<number> {
  let settled = 0;
  for (const { jobId } of await billingRepo.cancelledUnsettled(ctx.db)) {
    const credit = await ctx.db.transaction(async (tx) => {
      const job = await ctx.jobs.lockById(tx, jobId);
      const charge = await billingRepo.lockCharge(tx, jobId);
      if (job?.status !== 'cancelled' || !charge || charge.cancelledAt) return null;
      const invoice = charge.termsInvoiceId ? await billingRepo.lockInvoice(tx, charge.termsInvoiceId) : null;
      if (invoice?.paidAt) return null;
      const { held } = await ctx.ledger.refundableFor(tx, jobMoney(job));
      const reversed = Math.min(held, charge.amountCents);
      if (reversed > 0)
        await ctx.ledger.postTermsReversal(tx, { jobId, clientId: charge.clientId, amountCents: reversed });
      await billingRepo.settleCharge(tx, jobId, charge.amountCents - reversed);
      if (!invoice || reversed === 0) return null;
      await billingRepo.creditInvoice(tx, invoice.id, reversed);
      return { invoice, amountCents: reversed, description: `${jobNumber(job.number)} cancelled` };
    });
    settled += 1;
    // The provider's credit note, after the commit (keyed by the job: sent once however often this runs).
    if (credit?.invoice.providerInvoiceId)
      await ctx.port
        .credit(credit.invoice.providerInvoiceId, {
          reference: `${credit.invoice.id}-${jobId}`,
          description: credit.description,
          amountCents: credit.amountCents,
        })
        .catch((err) => ctx.log?.(`terms invoice MI-${credit.invoice.number}: credit note failed`, err));
  }
  return settled;
}
