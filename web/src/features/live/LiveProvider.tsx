import type { RecoveryRequest } from '@core/contracts/jobs';
import type { LiveEvent } from '@core/live';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useMe } from '@web/features/auth';
import { dispatchKeys } from '@web/features/dispatch';
import { jobKeys } from '@web/features/jobs';
import { messagingKeys } from '@web/features/messaging';
import { notificationKeys } from '@web/features/notifications';
import { TIME_CLOCK_PREFIX } from '@web/features/timeclock';
import type { LiveConnection } from '@web/lib/live';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

const LiveContext = createContext<LiveConnection | null>(null);

/** Every cached read a job event can change: requests (with photos, invoices), the driver's lists, activity. */
const jobEventKeys = [jobKeys.all, dispatchKeys.driver, jobKeys.activity];
/** The time clock's keys start with its API path. */
const isTimeClockQuery = (key: readonly unknown[]) => String(key[0] ?? '').startsWith(TIME_CLOCK_PREFIX);

/** Turns live events into cache updates and invalidations through the owners' keys: the cache stays the only state. */
export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent) {
  switch (event.type) {
    case 'job.location':
      queryClient.setQueryData<RecoveryRequest>(jobKeys.one(event.jobId), (job) =>
        job ? { ...job, lastPosition: { lat: event.lat, lng: event.lng, at: event.at } } : job,
      );
      // The position moved the ETA (another minute, a rest ahead): the job is read again.
      if (event.etaChanged) void queryClient.invalidateQueries({ queryKey: jobKeys.one(event.jobId) });
      return;
    // Arrived at the pickup or destination (rare): the job, its track and the driver's lists are re-read.
    case 'job.arrival':
    case 'job.created':
    case 'job.updated':
      for (const queryKey of jobEventKeys) void queryClient.invalidateQueries({ queryKey });
      // The job flow also moves the driver's time clock (pre-trip, trip start, delivery).
      void queryClient.invalidateQueries({ predicate: (q) => isTimeClockQuery(q.queryKey) });
      return;
    case 'timeclock.changed':
      // The driver's record changed (another device, or the job flow): re-read the clock and stats.
      void queryClient.invalidateQueries({ predicate: (q) => isTimeClockQuery(q.queryKey) });
      void queryClient.invalidateQueries({ queryKey: dispatchKeys.stats });
      return;
    case 'notification':
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      // An offer waits minutes: the driver's offers show it at once.
      if (event.kind === 'job_offered') void queryClient.invalidateQueries({ queryKey: dispatchKeys.offers });
      return;
    case 'message.created':
    case 'message.read':
      void queryClient.invalidateQueries({ queryKey: messagingKeys.all });
      return;
    case 'exceptions.changed':
      // The operators' console listens for it itself (its code loads with its page only).
      return;
  }
}

/** Holds the one live connection while someone is signed in. */
export function LiveProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data: me } = useMe();
  const [connection, setConnection] = useState<LiveConnection | null>(null);
  const userId = me?.id ?? null;

  // The socket client loads with the first sign-in, not with the first page: a visitor never needs it.
  // Once loaded, the one connection is kept (stopped and started again as people sign out and in).
  useEffect(() => {
    if (connection || !userId || typeof window === 'undefined') return;
    let cancelled = false;
    void import('@web/lib/live').then(({ createLiveConnection }) => {
      if (!cancelled) setConnection((current) => current ?? createLiveConnection());
    });
    return () => {
      cancelled = true;
    };
  }, [connection, userId]);

  useEffect(() => {
    if (!connection || !userId) return;
    const unsubscribe = connection.subscribe((event) => applyLiveEvent(queryClient, event));
    // A suspension, a role or operator rights changed: every read is re-read as the person is now.
    const unsubscribeChanged = connection.onSessionChanged(() => void queryClient.invalidateQueries());
    connection.start();
    return () => {
      unsubscribe();
      unsubscribeChanged();
      connection.stop();
    };
  }, [connection, userId, queryClient]);

  return <LiveContext.Provider value={connection}>{children}</LiveContext.Provider>;
}

/** The live connection, to send (a driver's position) or to listen for one kind of event. */
export function useLive(): LiveConnection | null {
  return useContext(LiveContext);
}
