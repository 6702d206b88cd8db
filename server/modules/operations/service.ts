import { bindActions } from '../../lib/actions';
import { adminJob, adminJobs, candidates, figures, liveMap } from './board';
import type { OperationsContext, OperationsDeps } from './context';
import { jobDispatch, redispatch } from './dispatch-panel';
import {
  endDueSuspensions,
  liftPayoutFreeze,
  penalizeDriver,
  reinstateDriver,
  searchDrivers,
  suspendDriver,
  warnDriver,
} from './driver-actions';
import { adminDriver } from './driver-panel';
import { addNote, cancelWithRefund, holdPayouts, reassign, releasePayouts } from './job-actions';
import { addOperator, operators, removeOperator, resetSecondFactor } from './operators';

export type { OperationsDeps } from './context';

/**
 * The operators' console (product/platform): the board of every job, the day's figures, the live map,
 * and the actions that enforce the driver policy, each recorded in the audit log. Exceptions live in the
 * notices domain; this one acts on them through the jobs, dispatch, payments, payouts and drivers services.
 */
export function createOperationsService(deps: OperationsDeps) {
  const ctx: OperationsContext = { ...deps, now: deps.now ?? (() => new Date()) };
  return bindActions(ctx, {
    adminJobs,
    adminJob,
    figures,
    liveMap,
    candidates,
    jobDispatch,
    redispatch,
    reassign,
    cancelWithRefund,
    holdPayouts,
    releasePayouts,
    addNote,
    adminDriver,
    searchDrivers,
    suspendDriver,
    reinstateDriver,
    liftPayoutFreeze,
    penalizeDriver,
    warnDriver,
    endDueSuspensions,
    operators,
    addOperator,
    removeOperator,
    resetSecondFactor,
  });
}
export type OperationsService = ReturnType<typeof createOperationsService>;
