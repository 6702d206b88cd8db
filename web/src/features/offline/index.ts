/**
 * The driver's phone in a dead zone: the pages' kept copy (IndexedDB), the notice that says so, queued
 * positions, and catching up by itself when the signal returns. Loaded with the driver's pages, or by the
 * account check when the server does not answer; never with the app shell.
 */
export { DriverOfflineSupport } from './DriverOfflineSupport';
export { hasQueuedMessages, queueMessage, useQueuedMessages } from './messages';
export { NotAvailableOffline } from './NotAvailableOffline';
export { OfflineNotice, useKeepForOffline } from './OfflineNotice';
export {
  flushPositions,
  type PositionQueueState,
  queuedPositions,
  queuePosition,
  usePositionQueue,
} from './positions';
export { installOfflineFallback } from './restore';
export { SignOutButton } from './SignOutButton';
