import { bindActions } from '../../lib/actions';
import * as acceptance from './acceptance';
import * as completion from './completion';
import type { DispatchContext, DispatchDeps } from './context';
import * as offers from './offers';
import * as openJobs from './open-jobs';
import * as reassignment from './reassignment';
import * as trip from './trip';

export type { DispatchDeps } from './context';

/**
 * The driver's side of a job, assembled from its action files: finding it (open-jobs), winning it
 * (acceptance), inspecting and driving (trip), delivery confirmed (completion), and the operators'
 * reassignments and a driver's "I can't make it" (reassignment).
 */
export function createDispatchService(deps: DispatchDeps) {
  const ctx: DispatchContext = { ...deps, now: deps.now ?? (() => new Date()) };
  return {
    ...bindActions(ctx, openJobs),
    ...bindActions(ctx, acceptance),
    ...bindActions(ctx, trip),
    ...bindActions(ctx, completion),
    ...bindActions(ctx, reassignment),
    ...bindActions(ctx, offers),
  };
}
export type DispatchService = ReturnType<typeof createDispatchService>;
