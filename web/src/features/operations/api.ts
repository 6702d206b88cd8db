/**
 * The operations domain (server module `operations`, exceptions from `notices`, the audit log): the
 * console's board, figures, live map and exceptions, and the actions on jobs, drivers and operators.
 */
import type {
  AdminJobsQuery,
  AuditQuery,
  JobDispatchBody,
  PenaltyBody,
  ReassignBody,
  RefundBody,
  SuspensionBody,
} from '@core/contracts/operations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, contractOf, sendJson } from '@web/lib/queryClient';

const ops = contractOf<typeof import('@core/contracts/operations')>();

const search = (params: Record<string, string | number | undefined>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
};

export const operationsKeys = {
  /** Under /api/admin: everything the console shows live (exceptions change it). */
  live: ['/api/admin'] as const,
  board: (query: AdminJobsQuery) => ['/api/admin', 'jobs', query] as const,
  job: (id: string) => ['/api/admin', 'job', id] as const,
  candidates: (id: string, q: string) => ['/api/admin', 'job', id, 'candidates', q] as const,
  dispatch: (id: string) => ['/api/admin', 'job', id, 'dispatch'] as const,
  figures: ['/api/admin', 'figures'] as const,
  liveMap: ['/api/admin', 'live-map'] as const,
  exceptions: ['/api/admin', 'exceptions'] as const,
  driver: (id: string) => ['/api/admin', 'driver', id] as const,
  drivers: (q: string) => ['/api/admin', 'driver-directory', q] as const,
  audit: (query: AuditQuery) => ['/api/admin/audit', query] as const,
  operators: ['/api/admin/operators'] as const,
};

/** GET /api/admin/jobs */
export const boardQuery = (query: AdminJobsQuery) =>
  apiQuery(operationsKeys.board(query), `/api/admin/jobs${search(query)}`, ops('adminJobsResponse'));
/** GET /api/admin/jobs/:id */
export const adminJobQuery = (id: string) =>
  apiQuery(operationsKeys.job(id), `/api/admin/jobs/${encodeURIComponent(id)}`, ops('adminJobResponse'));
/** GET /api/admin/jobs/:id/candidates */
export const candidatesQuery = (id: string, q: string) =>
  apiQuery(
    operationsKeys.candidates(id, q),
    `/api/admin/jobs/${encodeURIComponent(id)}/candidates${search({ q })}`,
    ops('candidatesResponse'),
  );
/** GET /api/admin/jobs/:id/dispatch */
export const jobDispatchQuery = (id: string) =>
  apiQuery(
    operationsKeys.dispatch(id),
    `/api/admin/jobs/${encodeURIComponent(id)}/dispatch`,
    ops('jobDispatchResponse'),
  );
/** GET /api/admin/figures */
export const figuresQuery = () =>
  apiQuery(operationsKeys.figures, '/api/admin/figures', ops('consoleFiguresResponse'));
/** GET /api/admin/live-map */
export const liveMapQuery = () =>
  apiQuery(operationsKeys.liveMap, '/api/admin/live-map', ops('liveMapResponse'));
/** GET /api/admin/exceptions */
export const exceptionsQuery = () =>
  apiQuery(operationsKeys.exceptions, '/api/admin/exceptions', ops('adminExceptionsResponse'));
/** GET /api/admin/drivers/:id */
export const adminDriverQuery = (id: string) =>
  apiQuery(
    operationsKeys.driver(id),
    `/api/admin/drivers/${encodeURIComponent(id)}`,
    ops('adminDriverResponse'),
  );
/** GET /api/admin/driver-directory?q= */
export const driverDirectoryQuery = (q: string) =>
  apiQuery(
    operationsKeys.drivers(q),
    `/api/admin/driver-directory${search({ q })}`,
    ops('adminDriversResponse'),
  );
/** GET /api/admin/audit */
export const auditQuery = (query: AuditQuery) =>
  apiQuery(operationsKeys.audit(query), `/api/admin/audit${search(query)}`, ops('auditResponse'));
/** GET /api/admin/operators */
export const operatorsQuery = () =>
  apiQuery(operationsKeys.operators, '/api/admin/operators', ops('operatorsResponse'));

export function useBoard(query: AdminJobsQuery) {
  return useQuery({ ...boardQuery(query), placeholderData: (previous) => previous });
}

/** Every console action answers `{ok, message}`; afterwards everything under /api/admin is read again. */
function useConsoleAction<V>(path: (v: V) => string, method: 'POST' | 'DELETE', body: (v: V) => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: V) => sendJson(method, path(v), ops('jobActionResponse'), body(v)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: operationsKeys.live }),
  });
}

const jobPath = (id: string, rest: string) => `/api/admin/jobs/${encodeURIComponent(id)}${rest}`;
const driverPath = (id: string, rest: string) => `/api/admin/drivers/${encodeURIComponent(id)}${rest}`;

/** POST /api/admin/jobs/:id/reassign */
export const useReassign = () =>
  useConsoleAction<{ id: string; body: ReassignBody }>(
    (v) => jobPath(v.id, '/reassign'),
    'POST',
    (v) => v.body,
  );
/** POST /api/admin/jobs/:id/dispatch */
export const useRedispatch = () =>
  useConsoleAction<{ id: string; body: JobDispatchBody }>(
    (v) => jobPath(v.id, '/dispatch'),
    'POST',
    (v) => v.body,
  );
/** POST /api/admin/jobs/:id/refund */
export const useCancelWithRefund = () =>
  useConsoleAction<{ id: string; body: RefundBody }>(
    (v) => jobPath(v.id, '/refund'),
    'POST',
    (v) => v.body,
  );
/** POST /api/admin/jobs/:id/payout-hold (and /release) */
export const usePayoutHold = () =>
  useConsoleAction<{ id: string; release: boolean; reason: string }>(
    (v) => jobPath(v.id, v.release ? '/payout-hold/release' : '/payout-hold'),
    'POST',
    (v) => ({ reason: v.reason }),
  );
/** POST /api/admin/jobs/:id/notes */
export const useJobNote = () =>
  useConsoleAction<{ id: string; note: string }>(
    (v) => jobPath(v.id, '/notes'),
    'POST',
    (v) => ({ note: v.note }),
  );
/** POST /api/admin/exceptions/:id/take */
export function useTakeException() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      sendJson('POST', `/api/admin/exceptions/${encodeURIComponent(id)}/take`, ops('exceptionView')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: operationsKeys.live }),
  });
}
/** POST /api/admin/exceptions/:id/resolve */
export const useResolveException = () =>
  useConsoleAction<{ id: string; note: string }>(
    (v) => `/api/admin/exceptions/${encodeURIComponent(v.id)}/resolve`,
    'POST',
    (v) => ({ note: v.note }),
  );
/** POST /api/admin/drivers/:id/suspension */
export const useSuspend = () =>
  useConsoleAction<{ id: string; body: SuspensionBody }>(
    (v) => driverPath(v.id, '/suspension'),
    'POST',
    (v) => v.body,
  );
/** DELETE /api/admin/drivers/:id/suspension */
export const useReinstate = () =>
  useConsoleAction<{ id: string; reason: string }>(
    (v) => driverPath(v.id, '/suspension'),
    'DELETE',
    (v) => ({
      reason: v.reason,
    }),
  );
/** DELETE /api/admin/drivers/:id/payout-freeze */
export const useLiftPayoutFreeze = () =>
  useConsoleAction<{ id: string; reason: string }>(
    (v) => driverPath(v.id, '/payout-freeze'),
    'DELETE',
    (v) => ({ reason: v.reason }),
  );
/** POST /api/admin/accounts/:id/second-factor-reset: for someone who lost every factor and code. */
export const useResetSecondFactor = () =>
  useConsoleAction<{ id: string; reason: string }>(
    (v) => `/api/admin/accounts/${encodeURIComponent(v.id)}/second-factor-reset`,
    'POST',
    (v) => ({ reason: v.reason }),
  );
/** POST /api/admin/drivers/:id/penalties */
export const usePenalty = () =>
  useConsoleAction<{ id: string; body: PenaltyBody }>(
    (v) => driverPath(v.id, '/penalties'),
    'POST',
    (v) => v.body,
  );
/** POST /api/admin/drivers/:id/warnings */
export const useWarning = () =>
  useConsoleAction<{ id: string; reason: string }>(
    (v) => driverPath(v.id, '/warnings'),
    'POST',
    (v) => ({
      reason: v.reason,
    }),
  );

/** POST /api/admin/operators and DELETE /api/admin/operators/:id */
export function useOperators() {
  const queryClient = useQueryClient();
  const settle = () => queryClient.invalidateQueries({ queryKey: operationsKeys.operators });
  return {
    add: useMutation({
      mutationFn: (body: { email: string; name?: string; password?: string }) =>
        sendJson('POST', '/api/admin/operators', ops('jobActionResponse'), body),
      onSettled: settle,
    }),
    remove: useMutation({
      mutationFn: (id: string) =>
        sendJson('DELETE', `/api/admin/operators/${encodeURIComponent(id)}`, ops('jobActionResponse')),
      onSettled: settle,
    }),
  };
}
