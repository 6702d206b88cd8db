import type { Seller } from '@core/contracts/payments';
import { LRUCache } from 'lru-cache';
import type { PaymentGateway } from '../../adapters/payments/port';
import type { Db, DbOrTx } from '../../db/client';
import type { AccountsService } from '../accounts/service';
import type { Job, JobsService } from '../jobs/service';
import type { LedgerService } from '../ledger/service';
import type { Notify } from '../notifications/service';
import { type InvoiceRow, paymentsRepo } from './repo';

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
  /** Paying needs a confirmed e-mail address (the receipts and the account's recovery go to it). */
  accounts: Pick<AccountsService, 'requireVerifiedEmail' | 'getUser'>;
  /**
   * The seller invoices and credit notes name (validated configuration, kept on each invoice at issue)
   * and the zone their dates are written in (the operators').
   */
  invoicing: { seller: Seller; timeZone: string };
  /** Told after a job becomes paid or cancelled (live updates, notifications); awaited, never throws. */
  onJobChanged?: (job: Job, event: 'paid' | 'cancelled') => Promise<void>;
  /** Tells the client a refund was issued (the bell and an e-mail receipt); never fails the refund. */
  notify?: Notify;
  /** Fault points for crash tests: awaited where a crash once lost work. */
  faults?: { afterProviderEventRecorded?: (tx: DbOrTx) => Promise<void> };
}

/** Told when a job's invoice or a credit note on it is issued, in that transaction (webhooks' outbox). */
export type DocumentListener = (
  tx: DbOrTx,
  event: { kind: 'invoice' | 'credit_note'; job: Job; invoice: InvoiceRow; creditCents?: number },
) => Promise<void>;

/** What every action file of the domain takes: its dependencies and the provider's cached health. */
export interface PaymentsContext extends PaymentsServiceDeps {
  faults: NonNullable<PaymentsServiceDeps['faults']>;
  gatewayHealth: LRUCache<string, boolean>;
  documentListeners: DocumentListener[];
}

/** Tells the listeners of an invoice or credit note just written on the job's invoice, through `tx`. */
export async function documentIssued(
  ctx: PaymentsContext,
  tx: DbOrTx,
  kind: 'invoice' | 'credit_note',
  jobId: string,
  creditCents?: number,
): Promise<void> {
  if (ctx.documentListeners.length === 0) return;
  const [job, invoice] = await Promise.all([
    ctx.jobs.readIn(tx, jobId),
    paymentsRepo.findInvoiceForJob(tx, jobId),
  ]);
  if (!job || !invoice) return;
  for (const listener of ctx.documentListeners) await listener(tx, { kind, job, invoice, creditCents });
}

export function paymentsContext(deps: PaymentsServiceDeps): PaymentsContext {
  return {
    ...deps,
    // Fault points the crash tests set (always empty in a running app).
    faults: deps.faults ?? {},
    documentListeners: [],
    gatewayHealth: new LRUCache<string, boolean>({
      max: 1,
      ttl: 60_000,
      fetchMethod: () => deps.gateway.healthy(),
    }),
  };
}
