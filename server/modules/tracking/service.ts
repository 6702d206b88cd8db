import { bindActions } from '../../lib/actions';
import type { LateListener, TrackingContext, TrackingDeps } from './context';
import { computeEta, dutyChanged, refreshEta } from './eta';
import { jobChanged } from './lifecycle';
import { createLink, listLinks, revokeLink } from './links';
import { stopMessages, trackedPhoto, viewTracking } from './public-view';

export type { TrackingDeps } from './context';

/**
 * Following a move without an account: tracking links (links), what they show (public-view), the
 * receiver's milestone messages (receiver, lifecycle) and the ETA that knows the driver's hours (eta).
 */
export function createTrackingService(deps: TrackingDeps) {
  const ctx: TrackingContext = { ...deps, now: deps.now ?? (() => new Date()), lateListeners: [] };
  return {
    /** Hear a job projected to miss its pickup or delivery window (each listener keys its own once). */
    onLate: (listener: LateListener) => void ctx.lateListeners.push(listener),
    ...bindActions(ctx, {
      createLink,
      listLinks,
      revokeLink,
      viewTracking,
      trackedPhoto,
      stopMessages,
      computeEta,
      refreshEta,
      dutyChanged,
      jobChanged,
    }),
  };
}
export type TrackingService = ReturnType<typeof createTrackingService>;
