import { bindActions } from '../../lib/actions';
import * as access from './access';
import type { SubscriptionsContext, SubscriptionsDeps } from './context';
import * as googlePlay from './google-play';
import * as lifecycle from './lifecycle';
import * as plans from './plans';
import * as renewals from './renewals';

export type { SubscriptionsDeps } from './context';

/**
 * The subscriptions domain, assembled from its action files: lifecycle (card checkout, auto-renew),
 * renewals, google-play, plans (and invoices), and access (premium features, the commission rate).
 */
export function createSubscriptionsService(deps: SubscriptionsDeps) {
  const ctx: SubscriptionsContext = { ...deps, now: deps.now ?? (() => new Date()) };
  return {
    ...bindActions(ctx, lifecycle),
    ...bindActions(ctx, renewals),
    ...bindActions(ctx, googlePlay),
    ...bindActions(ctx, plans),
    ...bindActions(ctx, access),
  };
}
export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
