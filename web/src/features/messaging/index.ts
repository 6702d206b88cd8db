/** The messaging domain's public face: the panel, the per-contact button, alerts and cache keys. */
export { messagingKeys, useContacts, useUnreadMessages } from './api';
export { HighPriorityAlerts } from './components/HighPriorityAlerts';
export { MessageContactButton } from './components/MessageContactButton';
export { MessagingPanel } from './components/MessagingPanel';
