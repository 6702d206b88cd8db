import { bindActions } from '../../lib/actions';
import type { NoticesContext, NoticesDeps } from './context';
import { compose, sendOperatorNotice } from './digest';
import {
  announceExceptions,
  clearFlags,
  clearFlagsIn,
  countOpenExceptions,
  exceptionsOfJob,
  flagsFor,
  listExceptions,
  openFlagsOfKind,
  raiseDriverFlag,
  raiseFlag,
  raiseFlagIn,
  resolveException,
  takeException,
  tellOperators,
} from './exceptions';
import { monitorJobs } from './monitor';
import type { JobFlagRow } from './repo';

export type { ExpiringDocument, NoticesDeps } from './context';
export { NOTICE_SCHEDULES } from './digest';
export { MONITOR_SCHEDULE } from './monitor';

/** An exception, as other domains receive it. */
export type JobFlag = Readonly<JobFlagRow>;

/**
 * The operators' notices and exceptions, assembled from the action files: the digest four times a day,
 * the minute monitor, and the exceptions list operators take and resolve (product/platform §9).
 */
export function createNoticesService(deps: NoticesDeps) {
  const ctx: NoticesContext = { ...deps, now: deps.now ?? (() => new Date()) };
  return {
    ...bindActions(ctx, {
      compose,
      sendOperatorNotice,
      monitorJobs,
      raiseFlag,
      raiseDriverFlag,
      clearFlags,
      flagsFor,
      raiseFlagIn,
      clearFlagsIn,
      announceExceptions,
      tellOperators,
      openFlagsOfKind,
      countOpenExceptions,
      listExceptions,
      exceptionsOfJob,
      takeException,
      resolveException,
    }),
  };
}

export type NoticesService = ReturnType<typeof createNoticesService>;
