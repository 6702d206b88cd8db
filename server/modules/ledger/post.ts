import type { DbOrTx } from '../../db/client';
import { type LedgerLine, ledgerRepo } from './repo';

/** Writes one posting, which must sum to zero; false when it was already written (its unique key). */
export async function post(tx: DbOrTx, lines: LedgerLine[]): Promise<boolean> {
  const sum = lines.reduce((s, l) => s + l.amountCents, 0);
  if (sum !== 0) throw new Error(`unbalanced posting ${lines[0]?.kind}: ${sum}`);
  return ledgerRepo.insertPosting(tx, lines);
}
