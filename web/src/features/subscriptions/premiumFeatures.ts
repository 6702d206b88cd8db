import { COMMISSION_PERCENT_SUBSCRIBED, COMMISSION_PERCENT_TRIAL } from '@core/money';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type FeatureTab = 'dispatch' | 'management' | 'analytics';

export interface PremiumFeature {
  id: string;
  title: MessageDescriptor;
  description: MessageDescriptor;
  tab: FeatureTab;
  /** Who the subscription gives it to. */
  audience: 'client' | 'driver' | 'both';
}

/**
 * What a subscription adds, and only that: priority dispatch (the server marks a subscriber's job at
 * posting), the subscriber commission (at acceptance, once paid), analytics (the server's
 * `requireAccess`) and the fleet view (behind the app's subscription gate). Live tracking, the route and
 * ETA view and document storage are every account's, so they are not sold here.
 */
export const premiumFeatures: PremiumFeature[] = [
  {
    id: 'priority-dispatch',
    title: msg`Priority Dispatch`,
    description: msg`Subscribers' new jobs are shown to drivers first, marked Priority.`,
    tab: 'dispatch',
    audience: 'client',
  },
  {
    id: 'lower-commission',
    title: msg`Lower Commission`,
    description: msg`Pay ${COMMISSION_PERCENT_SUBSCRIBED}% commission instead of ${COMMISSION_PERCENT_TRIAL}% on every job you accept once the free trial is over and the subscription is paid.`,
    tab: 'dispatch',
    audience: 'driver',
  },
  {
    id: 'fleet-management',
    title: msg`Enhanced Fleet Management`,
    description: msg`Your vehicles with the full history of every job moved for each of them.`,
    tab: 'management',
    audience: 'client',
  },
  {
    id: 'advanced-analytics',
    title: msg`Advanced Analytics`,
    description: msg`Charts of spend, jobs and on-time delivery by month (drivers: earnings, miles and jobs by week).`,
    tab: 'analytics',
    audience: 'both',
  },
];

/** The features a subscription gives this person. */
export const premiumFeaturesFor = (role: 'client' | 'driver') =>
  premiumFeatures.filter((f) => f.audience === 'both' || f.audience === role);

/** Where each Access Feature button leads, for this user. */
export function featureTarget(id: string, role: 'client' | 'driver'): string {
  switch (id) {
    case 'priority-dispatch':
      return '/request';
    case 'lower-commission':
      return '/driver?tab=earnings';
    case 'fleet-management':
      return '/fleet';
    case 'advanced-analytics':
      return '/analytics';
    default:
      return role === 'driver' ? '/driver' : '/premium-features';
  }
}
