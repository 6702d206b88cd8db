/** What other features and the app frame may use from subscriptions. */
export { subscriptionKeys, userSubscriptionQuery, useUserSubscription } from './api';
export { CommissionRate } from './components/CommissionRate';
export { SubscriptionBadge } from './components/SubscriptionBadge';
export { SubscriptionGate, type SubscriptionGateProps } from './components/SubscriptionGate';
