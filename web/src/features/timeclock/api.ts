import {
  type DailySummary,
  dailySummary,
  type TimeClockEvent,
  type TimeClockEventInput,
  type TimeClockStatus,
  timeClockEvent,
  timeClockEventResponse,
  timeClockStatus,
} from '@core/contracts/timeclock';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, getQueryFn } from '@web/lib/queryClient';
import { z } from 'zod';
import { TIME_CLOCK_PREFIX } from './keys';

/** Spec §9: the time clock status is polled every 60 s (and pushed live on every change). */
export const STATUS_POLL_MS = 60_000;

const read = getQueryFn({ on401: 'throw' });
/** Every key starts with its API path; live `timeclock.changed` events invalidate /api/time-clock/*. */

export const timeClockQueries = {
  status: (userId: string) =>
    queryOptions<TimeClockStatus>({
      queryKey: [`/api/time-clock/status/driver/${encodeURIComponent(userId)}`],
      queryFn: async (ctx) => timeClockStatus.parse(await read(ctx)),
      refetchInterval: STATUS_POLL_MS,
    }),
  events: (userId: string) =>
    queryOptions<TimeClockEvent[]>({
      queryKey: [`/api/time-clock/events/user/${encodeURIComponent(userId)}`],
      queryFn: async (ctx) => z.array(timeClockEvent).parse(await read(ctx)),
    }),
  /** Today in the browser's own time zone. */
  summary: (userId: string, timeZone: string) =>
    queryOptions<DailySummary>({
      queryKey: [
        `/api/time-clock/summary/daily/${encodeURIComponent(userId)}?tz=${encodeURIComponent(timeZone)}`,
      ],
      queryFn: async (ctx) => dailySummary.parse(await read(ctx)),
    }),
};

/** POST /api/time-clock/events; then the three time clock reads are refreshed (spec §7). */
export function useRecordTimeClockEvent(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TimeClockEventInput) =>
      timeClockEventResponse.parse(await apiJson('POST', '/api/time-clock/events', body)),
    onSuccess: (answer) => {
      queryClient.setQueryData(timeClockQueries.status(userId).queryKey, answer.status);
    },
    onSettled: () =>
      queryClient.invalidateQueries({
        predicate: (q) => String(q.queryKey[0] ?? '').startsWith(TIME_CLOCK_PREFIX),
      }),
  });
}
