import { parseWaveSizes } from '@core/dispatch-waves';
import type { Config } from '../../config';
import { bindActions } from '../../lib/actions';
import * as acceptance from './acceptance';
import * as completion from './completion';
import type { DispatchContext, DispatchDeps, DispatchWaveConfig } from './context';
import * as offers from './offers';
import * as openJobs from './open-jobs';
import * as preferred from './preferred';
import * as reassignment from './reassignment';
import * as trip from './trip';
import * as waves from './waves';

export type { DispatchDeps } from './context';

/** Offers in waves from configuration (DISPATCH_WAVE_SIZES, DISPATCH_WAVE_MINUTES, NEXT_LOAD_RADIUS_MILES). */
export const dispatchConfigOf = (
  config: Pick<
    Config,
    'DISPATCH_WAVE_SIZES' | 'DISPATCH_WAVE_MINUTES' | 'NEXT_LOAD_RADIUS_MILES' | 'HOS_CYCLE'
  >,
): DispatchWaveConfig => ({
  settings: { sizes: parseWaveSizes(config.DISPATCH_WAVE_SIZES), minutes: config.DISPATCH_WAVE_MINUTES },
  nextLoadRadiusMiles: config.NEXT_LOAD_RADIUS_MILES,
  cycle: config.HOS_CYCLE,
});

/**
 * The driver's side of a job, assembled from its action files: finding it (open-jobs), winning it
 * (acceptance), inspecting and driving (trip), delivery confirmed (completion), and the operators'
 * reassignments and a driver's "I can't make it" (reassignment).
 */
export function createDispatchService(deps: DispatchDeps) {
  const ctx: DispatchContext = { ...deps, now: deps.now ?? (() => new Date()), completed: [] };
  return {
    /** Another domain's work after a completion commits (its failure is logged; its sweep repairs it). */
    onCompleted: (hook: (jobId: string) => Promise<unknown>) => void ctx.completed.push(hook),
    ...bindActions(ctx, openJobs),
    ...bindActions(ctx, acceptance),
    ...bindActions(ctx, trip),
    ...bindActions(ctx, completion),
    ...bindActions(ctx, reassignment),
    ...bindActions(ctx, offers),
    ...bindActions(ctx, waves),
    ...bindActions(ctx, preferred),
  };
}
export type DispatchService = ReturnType<typeof createDispatchService>;
