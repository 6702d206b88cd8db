import { lazy } from 'react';

/** The choice shown to someone whose deletion is pending: loaded only for them, never with the frame. */
export const PendingDeletionDialog = lazy(() => import('./components/PendingDeletionDialog'));
