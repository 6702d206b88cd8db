/**
 * The receipts' money that other domains call: what the settlement counts, and the release of approved
 * receipts with a half (payouts). Apart from the receipts service, so payouts reaches it without a cycle.
 */
import type { DbOrTx } from '../../db/client';
import { post } from '../ledger/post';
import { receiptsRepo as repo, type TripCostRow } from './receipts-repo';

/** The cost line a receipt is paid from: fuel from the fuel line, the way home from the return line. */
export const lineOf = (kind: TripCostRow['kind']) => (kind === 'fuel' ? 'fuel' : 'return');

/**
 * What the settlement compares with what the client paid: the approved fill-ups, and the approved return
 * receipts and booked tickets, of a job (in the caller's transaction).
 */
export async function approvedCostsOf(tx: DbOrTx, jobId: string) {
  const rows = await repo.approvedByKind(tx, [jobId]);
  const sum = (line: 'fuel' | 'return') =>
    rows.filter((r) => lineOf(r.kind) === line).reduce((s, r) => s + r.cents, 0);
  return { fuelCents: sum('fuel'), returnCents: sum('return') };
}

/** Holds a receipt's own transfer (the payouts domain's, passed in). */
export type HoldCostTransfer = (t: {
  driverId: string;
  jobId: string;
  half: 1 | 2;
  amountCents: number;
  tripCostId: string;
}) => Promise<void>;

/**
 * Approved receipts of a job not yet released go to their driver with this half (or at once, after the
 * delivery half): each moves from what the driver is owed to their balance and gets its own held
 * transfer, keyed by the receipt. In the caller's transaction; a receipt is released once.
 */
export async function releaseApprovedCosts(
  tx: DbOrTx,
  jobId: string,
  half: 1 | 2,
  hold: HoldCostTransfer,
): Promise<number> {
  let released = 0;
  for (const r of await repo.approvedUnreleased(tx, jobId)) {
    await post(tx, [
      {
        jobId,
        adjustmentId: r.id,
        kind: 'trip_cost_release',
        account: 'driver_payable',
        partyId: r.driverId,
        amountCents: r.amountCents,
      },
      {
        jobId,
        adjustmentId: r.id,
        kind: 'trip_cost_release',
        account: 'driver_balance',
        partyId: r.driverId,
        amountCents: -r.amountCents,
      },
    ]);
    await hold({
      driverId: r.driverId,
      jobId,
      half,
      amountCents: r.amountCents,
      tripCostId: r.id,
    });
    await repo.markReleased(tx, r.id);
    released += 1;
  }
  return released;
}

/** A driver's approved receipts (reimbursed, or to be), for their earnings and statement. */
export const approvedReceiptsOf = (db: DbOrTx, driverId: string) => repo.approvedOfDriver(db, driverId);
