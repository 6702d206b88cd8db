import { Trans } from '@lingui/react/macro';
import { useAfterPaint } from '@web/hooks/useAfterPaint';
import { WifiOff } from 'lucide-react';
import { lazy, Suspense, useSyncExternalStore } from 'react';

// The service worker is registered by the update prompt's own chunk, once the frame has painted: neither
// is needed to show the page, and on a slow connection their download (and the service worker's
// precaching) should not compete with what the page still needs.
const UpdatePrompt = lazy(() => import('./UpdatePrompt'));

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the device has a connection; changes as it comes and goes. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * "You're offline" while there is no connection (the app shell still opens from the service worker, and
 * everything re-reads by itself when the connection returns), and the prompt to load a new version.
 */
export function ConnectionNotices() {
  const online = useOnline();
  const painted = useAfterPaint();
  return (
    <>
      {online ? null : (
        <p
          role="status"
          className="sticky top-0 z-40 flex items-center justify-center gap-2 bg-slate-900 px-4 py-2 text-sm font-medium text-white"
        >
          <WifiOff aria-hidden="true" className="h-4 w-4" />
          <Trans>You're offline. Pathway will update by itself when your connection is back.</Trans>
        </p>
      )}
      {painted ? (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      ) : null}
    </>
  );
}
