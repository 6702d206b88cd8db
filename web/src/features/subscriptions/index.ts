export { subscriptionKeys, userSubscriptionQuery, useUserSubscription } from './api';
export { SubscriptionBadge } from './components/SubscriptionBadge';
