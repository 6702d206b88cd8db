import { Trans } from '@lingui/react/macro';
import { useUserSubscription } from '@web/features/subscriptions';
import { localeReady, localeSettled } from '@web/i18n/locale';
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

const whenSettled = (ready: Promise<void>) => (changed: () => void) => {
  void ready.then(changed);
  return () => undefined;
};
const onClassMerge = whenSettled(classMerge);
const onLocale = whenSettled(localeReady);

/**
 * The app is ready once the subscription status load has finished, with success or error (product/platform
 * §4), the class merger is in (lib/utils.ts: loaded beside the first page, in parallel), and so is the
 * language's catalog (i18n/locale.ts).
 */
export function AppReadyProvider({ children }: { children: ReactNode }) {
  const subscription = useUserSubscription();
  const classes = useSyncExternalStore(onClassMerge, classMergeSettled, classMergeSettled);
  const catalog = useSyncExternalStore(onLocale, localeSettled, localeSettled);
  // Latched: a later refetch (which can put the query back to pending) must not bring the splash back.
  const [ready, setReady] = useState(false);
  if (!ready && !subscription.isPending && classes && catalog) setReady(true);
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
      <span translate="no" className="text-3xl font-extrabold tracking-tight">
        Pathway
      </span>
      <span className="h-1 w-24 overflow-hidden rounded-full bg-white/20">
        <span className="block h-full w-1/2 animate-pulse rounded-full bg-accent-500" />
      </span>
      <span className="sr-only">
        <Trans>Loading Pathway…</Trans>
      </span>
    </div>
  );
}
