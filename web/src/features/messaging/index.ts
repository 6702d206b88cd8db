/** The messaging domain's public face: the panel, the per-contact button, alerts and cache keys. */
export { useContacts, useUnreadMessages } from './api';
export { MessageContactButton } from './components/MessageContactButton';
export { MessagingPanel } from './components/MessagingPanel';
export { UrgentMessageAlerts } from './components/UrgentMessageAlerts';
export { messagingKeys } from './keys';
