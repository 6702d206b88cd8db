import { useUserSubscription } from '@web/features/subscriptions';
import { classMerge, classMergeSettled } from '@web/lib/utils';
import {
  createContext,
  type ReactNode,
  useContext,
  useDeferredValue,
  useState,
  useSyncExternalStore,
} from 'react';

const AppReadyContext = createContext(false);

const onClassMerge = (changed: () => void) => {
  void classMerge.then(changed);
  return () => undefined;
};

/**
 * The app is ready once the subscription status load has finished, with success or error (product/platform
 * §4), and the class merger is in (lib/utils.ts: loaded beside the first page, in parallel).
 */
export function AppReadyProvider({ children }: { children: ReactNode }) {
  const subscription = useUserSubscription();
  const classes = useSyncExternalStore(onClassMerge, classMergeSettled, classMergeSettled);
  // Latched: a later refetch (which can put the query back to pending) must not bring the splash back.
  const [ready, setReady] = useState(false);
  if (!ready && !subscription.isPending && classes) setReady(true);
  return <AppReadyContext.Provider value={ready}>{children}</AppReadyContext.Provider>;
}

export function useAppReady(): boolean {
  return useContext(AppReadyContext);
}

/**
 * A minimal splash until the app is ready. The app behind it is rendered as a deferred (transition)
 * update: React builds the whole frame and page in slices, so the phone stays responsive meanwhile.
 */
export function SplashGate({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(useAppReady());
  if (ready) return children;
  return (
    <div
      role="status"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-brand-900 text-white"
    >
      <span className="text-3xl font-extrabold tracking-tight">Pathway</span>
      <span className="h-1 w-24 overflow-hidden rounded-full bg-white/20">
        <span className="block h-full w-1/2 animate-pulse rounded-full bg-accent-500" />
      </span>
      <span className="sr-only">Loading Pathway…</span>
    </div>
  );
}
