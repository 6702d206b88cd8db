import type { TimeClockEventInput } from '@core/contracts/timeclock';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiQuery, contractOf, sendJson } from '@web/lib/queryClient';
import { TIME_CLOCK_PREFIX } from './keys';

const timeclock = contractOf<typeof import('@core/contracts/timeclock')>();

/** product/platform §9: the time clock status is polled every 60 s (and pushed live on every change). */
export const STATUS_POLL_MS = 60_000;

/** Every key starts with its API path; live `timeclock.changed` events invalidate /api/time-clock/*. */
export const timeClockQueries = {
  status: (userId: string) => {
    const path = `/api/time-clock/status/driver/${encodeURIComponent(userId)}`;
    return {
      ...apiQuery([path] as const, path, timeclock('timeClockStatus')),
      refetchInterval: STATUS_POLL_MS,
    };
  },
  events: (userId: string) => {
    const path = `/api/time-clock/events/user/${encodeURIComponent(userId)}`;
    return apiQuery([path] as const, path, timeclock('timeClockEventList'));
  },
  /** Today in the browser's own time zone. */
  summary: (userId: string, timeZone: string) => {
    const path = `/api/time-clock/summary/daily/${encodeURIComponent(userId)}?tz=${encodeURIComponent(timeZone)}`;
    return apiQuery([path] as const, path, timeclock('dailySummary'));
  },
};

/** POST /api/time-clock/events; then the three time clock reads are refreshed (product/platform §7). */
export function useRecordTimeClockEvent(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TimeClockEventInput) =>
      sendJson('POST', '/api/time-clock/events', timeclock('timeClockEventResponse'), body),
    onSuccess: (answer) => {
      queryClient.setQueryData(timeClockQueries.status(userId).queryKey, answer.status);
    },
    onSettled: () =>
      queryClient.invalidateQueries({
        predicate: (q) => String(q.queryKey[0] ?? '').startsWith(TIME_CLOCK_PREFIX),
      }),
  });
}
