/**
 * The driver's phone in a dead zone: the pages' kept copy (IndexedDB), the notice that says so, queued
 * positions and messages, catching up by itself when the signal returns, and a sign-out that asks before
 * deleting what waits. Loaded by the app frame for a signed-in driver or when the account check gets no
 * answer (app/frame/OfflineSupport.tsx), and with the driver's pages; never with the app shell.
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
