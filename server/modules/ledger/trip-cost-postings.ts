import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { post } from './post';
import { ledgerRepo } from './repo';

/**
 * Postings of a move's return and fuel costs, beyond the split (the client's money for them stays in
 * `client_funds_held` until they are paid or settled):
 *
 *   trip_cost     client_funds_held +H, trip_cost_overrun +E    cash −(H+E)   (a provided ticket: the
 *                 platform paid the carrier; H what is still held for the line, E the excess it bears)
 *   cost_refund   client_funds_held +U                          cash −U       (the unused part refunded)
 *   penalty       driver_balance −W                             penalty_revenue +W   (a missed ticket's
 *                 penalty waived when an operator excused it: the reversal of what was still owed)
 */

/** A ticket the platform paid, keyed by its trip cost: once per ticket. */
export function postTicketCost(
  _ctx: unknown,
  tx: DbOrTx,
  t: { ticketId: string; jobId: string; clientId: string; fromHeldCents: number; costCents: number },
): Promise<boolean> {
  const line = (
    account: 'client_funds_held' | 'trip_cost_overrun' | 'cash',
    party: string | null,
    c: number,
  ) => ({
    jobId: t.jobId,
    adjustmentId: t.ticketId,
    kind: 'trip_cost' as const,
    account,
    partyId: party,
    amountCents: c,
  });
  return post(
    tx,
    [
      line('client_funds_held', t.clientId, t.fromHeldCents),
      line('trip_cost_overrun', null, t.costCents - t.fromHeldCents),
      line('cash', null, -t.costCents),
    ].filter((l) => l.amountCents !== 0),
  );
}

/** The unused part of the return and fuel lines, back to the client's card: once per job. */
export function postCostRefund(
  _ctx: unknown,
  tx: DbOrTx,
  r: { jobId: string; clientId: string; amountCents: number },
): Promise<boolean> {
  const line = (account: 'client_funds_held' | 'cash', party: string | null, c: number) => ({
    jobId: r.jobId,
    kind: 'cost_refund' as const,
    account,
    partyId: party,
    amountCents: c,
  });
  return post(tx, [line('client_funds_held', r.clientId, r.amountCents), line('cash', null, -r.amountCents)]);
}

/** What the client's money still held for a job amounts to (read through the caller's transaction). */
export async function heldFor(_ctx: unknown, tx: DbOrTx, jobId: string): Promise<number> {
  const lines = await ledgerRepo.linesForJob(tx, jobId);
  return lines.filter((l) => l.account === 'client_funds_held').reduce((s, l) => s - l.amountCents, 0);
}

/** A penalty's unrecovered part waived: its reversal, under an id of its own (the caller decides once). */
export function postPenaltyWaiver(
  _ctx: unknown,
  tx: DbOrTx,
  w: { driverId: string; jobId: string | null; amountCents: number },
): Promise<boolean> {
  const line = (account: 'driver_balance' | 'penalty_revenue', party: string | null, c: number) => ({
    jobId: w.jobId,
    adjustmentId: randomUUID(),
    kind: 'penalty' as const,
    account,
    partyId: party,
    amountCents: c,
  });
  const [a, b] = [
    line('driver_balance', w.driverId, -w.amountCents),
    line('penalty_revenue', null, w.amountCents),
  ];
  return post(tx, [a, { ...b, adjustmentId: a.adjustmentId }]);
}
