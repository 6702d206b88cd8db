import type { DbOrTx } from '../../db/client';
import { post } from './post';
import { ledgerRepo } from './repo';

/**
 * A move on terms (net 30): the client's money is held exactly as a card payment holds it, so the split,
 * the driver's halves and refunds work unchanged; what is owed for it is a receivable until paid.
 *
 *   terms_charge   accounts_receivable +P          client_funds_held −P   (dispatched without a card)
 *   terms_payment  cash +P                         accounts_receivable −P (its month's invoice was paid)
 *   terms_reversal client_funds_held +X            accounts_receivable −X (cancelled: X, what was still
 *                  held for it, is no longer owed)
 */

export function postTermsCharge(
  _ctx: unknown,
  tx: DbOrTx,
  job: { jobId: string; clientId: string; priceCents: number },
): Promise<boolean> {
  return post(tx, [
    {
      jobId: job.jobId,
      kind: 'terms_charge',
      account: 'accounts_receivable',
      partyId: job.clientId,
      amountCents: job.priceCents,
    },
    {
      jobId: job.jobId,
      kind: 'terms_charge',
      account: 'client_funds_held',
      partyId: job.clientId,
      amountCents: -job.priceCents,
    },
  ]);
}

export function postTermsPayment(
  _ctx: unknown,
  tx: DbOrTx,
  job: { jobId: string; clientId: string; amountCents: number },
): Promise<boolean> {
  return post(tx, [
    { jobId: job.jobId, kind: 'terms_payment', account: 'cash', partyId: null, amountCents: job.amountCents },
    {
      jobId: job.jobId,
      kind: 'terms_payment',
      account: 'accounts_receivable',
      partyId: job.clientId,
      amountCents: -job.amountCents,
    },
  ]);
}

export function postTermsReversal(
  _ctx: unknown,
  tx: DbOrTx,
  job: { jobId: string; clientId: string; amountCents: number },
): Promise<boolean> {
  const line = (account: 'client_funds_held' | 'accounts_receivable', amountCents: number) => ({
    jobId: job.jobId,
    kind: 'terms_reversal' as const,
    account,
    partyId: job.clientId,
    amountCents,
  });
  return post(tx, [
    line('client_funds_held', job.amountCents),
    line('accounts_receivable', -job.amountCents),
  ]);
}

/** The client's card charges and refunds of some jobs, posted before `before` (statements read them). */
export function clientCashLines(ctx: { db: DbOrTx }, jobIds: string[], before: Date) {
  return ledgerRepo.clientCashLines(ctx.db, jobIds, before);
}
