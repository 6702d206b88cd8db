import type { LiveEvent } from '@core/live';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useMe } from '@web/features/auth/api';
import { createLiveConnection, type LiveConnection } from '@web/lib/live';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

const LiveContext = createContext<LiveConnection | null>(null);

/** Query keys start with the API path; an event invalidates every cached read about jobs. */
const isJobQuery = (key: readonly unknown[]) => {
  const first = String(key[0] ?? '');
  return (
    first.startsWith('/api/recovery-requests') ||
    first.startsWith('/api/driver/') ||
    first === '/api/me/activity' ||
    // The job flow also moves the driver's time clock (pre-trip, trip start, delivery).
    first.startsWith('/api/time-clock/')
  );
};

/** Turns live events into cache updates and invalidations: the cache stays the only state. */
export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent) {
  switch (event.type) {
    case 'job.location':
      queryClient.setQueryData<{ lastPosition: unknown } | undefined>(
        [`/api/recovery-requests/${event.jobId}`],
        (job) => (job ? { ...job, lastPosition: { lat: event.lat, lng: event.lng, at: event.at } } : job),
      );
      return;
    case 'job.created':
    case 'job.updated':
      void queryClient.invalidateQueries({ predicate: (q) => isJobQuery(q.queryKey) });
      return;
    case 'timeclock.changed':
      // The driver's record changed (another device, or the job flow): re-read the clock and stats.
      void queryClient.invalidateQueries({
        predicate: (q) => {
          const first = String(q.queryKey[0] ?? '');
          return first.startsWith('/api/time-clock/') || first.startsWith('/api/driver/stats');
        },
      });
      return;
    case 'notification':
      return;
  }
}

/** Holds the one live connection while someone is signed in. */
export function LiveProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data: me } = useMe();
  const [connection] = useState(() => (typeof window === 'undefined' ? null : createLiveConnection()));
  const userId = me?.id ?? null;

  useEffect(() => {
    if (!connection || !userId) return;
    const unsubscribe = connection.subscribe((event) => applyLiveEvent(queryClient, event));
    connection.start();
    return () => {
      unsubscribe();
      connection.stop();
    };
  }, [connection, userId, queryClient]);

  return <LiveContext.Provider value={connection}>{children}</LiveContext.Provider>;
}

/** The live connection, to send (a driver's position) or to listen for one kind of event. */
export function useLive(): LiveConnection | null {
  return useContext(LiveContext);
}

/** Calls `onEvent` for every live event while mounted. */
export function useLiveEvents(onEvent: (event: LiveEvent) => void) {
  const live = useLive();
  useEffect(() => live?.subscribe(onEvent), [live, onEvent]);
}
