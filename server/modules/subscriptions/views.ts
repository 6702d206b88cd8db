import { type SQL, sql } from 'drizzle-orm';
import { subscriptions } from '../../db/schema';
import type { SubscriptionRow } from './repo';

/** What decides a driver's commission rate, of the current (not expired) subscription. */
export type CommissionFields = Pick<SubscriptionRow, 'status' | 'inTrial' | 'currentPeriodEnd'>;

/** CommissionFields as JSON carries them (the period's end as an ISO timestamp). */
export type CommissionFieldsJson = Omit<CommissionFields, 'currentPeriodEnd'> & {
  currentPeriodEnd: string | null;
};

/**
 * Read-only projections of the subscriptions tables for another domain's one-statement read (a
 * driver's open-jobs context); the subscriptions service reads their values.
 */
export const subscriptionsViews = {
  /** The user's current subscription's CommissionFields as one JSON value, null without one. */
  commissionFieldsOf: (userId: SQL) =>
    sql<CommissionFieldsJson | null>`(select json_build_object('status', ${subscriptions.status}, 'inTrial', ${subscriptions.inTrial}, 'currentPeriodEnd', ${subscriptions.currentPeriodEnd}) from ${subscriptions} where ${subscriptions.userId} = ${userId} and ${subscriptions.status} <> 'expired')`,
};
