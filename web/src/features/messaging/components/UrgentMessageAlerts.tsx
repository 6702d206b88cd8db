import type { LiveConnection } from '@web/lib/live';
import { lazy, Suspense } from 'react';

// Shown only when an urgent message arrives: the alerts load after the page, with the messaging contracts.
const HighPriorityAlerts = lazy(async () => ({
  default: (await import('./HighPriorityAlerts')).HighPriorityAlerts,
}));

/** The app frame's high-priority message alerts, kept out of the first load. */
export function UrgentMessageAlerts(props: { userId: string; live: LiveConnection | null }) {
  return (
    <Suspense fallback={null}>
      <HighPriorityAlerts {...props} />
    </Suspense>
  );
}
