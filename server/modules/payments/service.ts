import { bindActions } from '../../lib/actions';
import * as cancellation from './cancellation';
import * as checkout from './checkout';
import { type PaymentsServiceDeps, paymentsContext } from './context';
import * as costRefunds from './cost-refunds';
import * as invoices from './invoices';
import { createOrderIntent, voidOrderIntent } from './order-payments';
import * as providerEvents from './provider-events';

export type { PaymentsServiceDeps } from './context';

/**
 * Card payments for jobs, assembled from the action files: checkout (intent, confirmation, lookup),
 * provider-events (events and the reconciliation), cancellation and invoices; recording.ts writes every
 * payment and refund exactly once.
 */
export function createPaymentsService(deps: PaymentsServiceDeps) {
  const ctx = paymentsContext(deps);
  return {
    get provider() {
      return ctx.gateway.provider;
    },
    /** The card provider's health for the dashboards, asked at most once a minute. */
    /** The fault points crash tests set (empty in a running app). */
    faults: ctx.faults,
    gatewayHealthy: () => ctx.gatewayHealth.fetch('gateway') as Promise<boolean>,
    ...bindActions(ctx, checkout),
    ...bindActions(ctx, providerEvents),
    ...bindActions(ctx, cancellation),
    ...bindActions(ctx, invoices),
    ...bindActions(ctx, costRefunds),
    ...bindActions(ctx, { createOrderIntent, voidOrderIntent }),
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
