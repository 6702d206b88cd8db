/**
 * The driver's way home and a move's costs (server module `tripcosts`, returns-routes.ts): the driver's
 * choice and missed-ticket report, operators' bookings and decisions, the job's costs and the month's totals.
 */
import type { BookTicketBody } from '@core/contracts/returns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobKeys } from '@web/features/jobs';
import { apiQuery, contractOf, sendJson } from '@web/lib/queryClient';

const returns = contractOf<typeof import('@core/contracts/returns')>();

export const tripCostKeys = {
  /** Under the job's key: its live events refresh the driver's view. */
  jobReturn: (jobId: string) => [...jobKeys.one(jobId), 'return'] as const,
  /** Under /api/admin: the console's live refresh reaches it. */
  costs: (jobId: string) => ['/api/admin', 'job', jobId, 'costs'] as const,
  month: (month: string) => ['/api/admin', 'trip-costs', month] as const,
};

const id = encodeURIComponent;

/** GET /api/recovery-requests/:id/return: null when the job has no return to arrange. */
export const jobReturnQuery = (jobId: string) =>
  apiQuery(
    tripCostKeys.jobReturn(jobId),
    `/api/recovery-requests/${id(jobId)}/return`,
    returns('jobReturnView'),
  );

/** GET /api/admin/jobs/:id/costs */
export const jobCostsQuery = (jobId: string) =>
  apiQuery(tripCostKeys.costs(jobId), `/api/admin/jobs/${id(jobId)}/costs`, returns('jobCostsView'));

/** GET /api/admin/trip-costs/month?month=YYYY-MM */
export const monthTotalsQuery = (month: string) =>
  apiQuery(
    tripCostKeys.month(month),
    `/api/admin/trip-costs/month?month=${id(month)}`,
    returns('tripCostMonthTotals'),
  );

/** Every action answers the return as it now stands: both views are read again. */
function useReturnAction<V>(jobId: string, method: string, path: (v: V) => string, body: (v: V) => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: V) => sendJson(method, path(v), returns('jobReturnView'), body(v)),
    onSuccess: (view) => {
      queryClient.setQueryData(tripCostKeys.jobReturn(jobId), view);
      void queryClient.invalidateQueries({ queryKey: tripCostKeys.costs(jobId) });
    },
  });
}

export const useChooseReturn = (jobId: string) =>
  useReturnAction<'self_booked' | 'provided'>(
    jobId,
    'PUT',
    () => `/api/recovery-requests/${id(jobId)}/return`,
    (mode) => ({ mode }),
  );

export const useReportMissed = (jobId: string) =>
  useReturnAction<string>(
    jobId,
    'POST',
    () => `/api/recovery-requests/${id(jobId)}/return/missed`,
    (reason) => ({ reason }),
  );

export const useBookTicket = (jobId: string) =>
  useReturnAction<BookTicketBody>(
    jobId,
    'POST',
    () => `/api/admin/jobs/${id(jobId)}/return/ticket`,
    (b) => b,
  );

export const useMarkMissed = (jobId: string) =>
  useReturnAction<string>(
    jobId,
    'POST',
    () => `/api/admin/jobs/${id(jobId)}/return/missed`,
    (reason) => ({ reason }),
  );

export const useExcuseMissed = (jobId: string) =>
  useReturnAction<string>(
    jobId,
    'POST',
    () => `/api/admin/jobs/${id(jobId)}/return/excuse`,
    (reason) => ({ reason }),
  );
