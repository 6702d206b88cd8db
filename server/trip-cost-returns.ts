import { createTravel } from './adapters/travel';
import type { Config } from './config';
import type { Db } from './db/client';
import type { FilesService } from './modules/files/service';
import type { NotificationsService } from './modules/notifications/service';
import { createReceiptsService, type ReceiptsDeps } from './modules/tripcosts/receipts';
import type { ReturnsDeps } from './modules/tripcosts/returns';
import { createReturnsService } from './modules/tripcosts/returns-service';

/** The services the way home is made of (all created by createServices before it). */
type Composed = Pick<
  ReturnsDeps,
  'jobs' | 'ledger' | 'payments' | 'payouts' | 'drivers' | 'accounts' | 'audit'
> & {
  dispatch: ReturnsDeps['dispatch'] & { onCompleted(hook: (jobId: string) => Promise<unknown>): void };
  notifications: Pick<NotificationsService, 'notify'>;
  files: Pick<FilesService, 'storeImage'>;
  payouts: ReturnsDeps['payouts'] & ReceiptsDeps['payouts'];
};

/**
 * The driver's way home, their receipts and the settlement of a move's return and fuel need most domains
 * (payments, payouts, drivers, dispatch), so they are composed last, around the other services: dispatch
 * tells the settlement of each completion, and so does a receipt's decision (a completed move settles once
 * no receipt waits); the travel port is the operators' own booking until an agency adapter exists.
 */
export function withTripCostReturns<S extends Composed>(
  db: Db,
  config: Config,
  opts: { clock?: () => Date; log?: (message: string, err?: unknown) => void },
  services: S,
) {
  const tripCostReturns = createReturnsService({
    db,
    jobs: services.jobs,
    ledger: services.ledger,
    payments: services.payments,
    payouts: services.payouts,
    drivers: services.drivers,
    accounts: services.accounts,
    dispatch: services.dispatch,
    audit: services.audit,
    notify: (...args) => services.notifications.notify(...args),
    travel: createTravel(),
    nextLoadRadiusMiles: config.NEXT_LOAD_RADIUS_MILES,
    now: opts.clock ?? (() => new Date()),
    log: opts.log,
  });
  services.dispatch.onCompleted((jobId) => tripCostReturns.settleIfDue(jobId));
  const receipts = createReceiptsService({
    db,
    files: services.files,
    audit: services.audit,
    notify: (...args) => services.notifications.notify(...args),
    payouts: services.payouts,
    afterDecision: async (jobId) => {
      await tripCostReturns.settleIfDue(jobId);
    },
    now: opts.clock,
  });
  return { ...services, tripCostReturns, receipts };
}
