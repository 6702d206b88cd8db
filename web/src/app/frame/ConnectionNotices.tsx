import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button } from '@web/components/ui/button';
import { RefreshCw, WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';

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
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();

  return (
    <>
      {online ? null : (
        <p
          role="status"
          className="sticky top-0 z-40 flex items-center justify-center gap-2 bg-slate-900 px-4 py-2 text-sm font-medium text-white"
        >
          <WifiOff aria-hidden="true" className="h-4 w-4" />
          You're offline. Pathway will update by itself when your connection is back.
        </p>
      )}
      {needRefresh ? (
        <div
          role="alert"
          className="fixed inset-x-3 bottom-[calc(5.5rem+env(safe-area-inset-bottom))] z-50 mx-auto flex max-w-md items-center gap-3 rounded-2xl bg-white p-3 shadow-lg ring-1 ring-slate-200"
        >
          <p className="flex-1 text-sm text-slate-800">A new version of Pathway is ready.</p>
          <Button size="sm" variant="ghost" onClick={() => setNeedRefresh(false)}>
            Later
          </Button>
          <Button size="sm" onClick={() => void updateServiceWorker(true)}>
            <RefreshCw aria-hidden="true" className="h-4 w-4" />
            Update
          </Button>
        </div>
      ) : null}
    </>
  );
}
