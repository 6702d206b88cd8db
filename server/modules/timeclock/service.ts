import { bindActions } from '../../lib/actions';
import type { TimeclockContext, TimeclockDeps } from './context';
import * as dutyStatus from './duty-status';
import * as hoursCheck from './hours-check';
import * as summaries from './summaries';

export type { TimeclockDeps } from './context';

/**
 * The record of duty status and the hours-of-service rules on it, assembled from the action files:
 * duty-status (events, the job flow's records), hours-check (jobs against the rules) and summaries.
 */
export function createTimeclockService(deps: TimeclockDeps) {
  const ctx: TimeclockContext = { ...deps, now: deps.now ?? (() => new Date()), statusListeners: [] };
  return {
    /** Calls `listener` after every duty-status change, with the driver's id. */
    onStatusChanged(listener: (userId: string) => Promise<void>) {
      ctx.statusListeners.push(listener);
    },
    ...bindActions(ctx, dutyStatus),
    ...bindActions(ctx, hoursCheck),
    ...bindActions(ctx, summaries),
  };
}

export type TimeclockService = ReturnType<typeof createTimeclockService>;
