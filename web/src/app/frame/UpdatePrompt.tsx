import { useRegisterSW } from 'virtual:pwa-register/react';
import { Trans } from '@lingui/react/macro';
import { Button } from '@web/components/ui/button';
import { RefreshCw } from 'lucide-react';

/** Registers the service worker, and offers to load a new version of Pathway once one is installed. */
export default function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();

  return needRefresh ? (
    <div
      role="alert"
      className="fixed inset-x-3 bottom-[calc(5.5rem+env(safe-area-inset-bottom))] z-50 mx-auto flex max-w-md items-center gap-3 rounded-2xl bg-white p-3 shadow-lg ring-1 ring-slate-200"
    >
      <p className="flex-1 text-sm text-slate-800">
        <Trans>A new version of Pathway is ready.</Trans>
      </p>
      <Button size="sm" variant="ghost" onClick={() => setNeedRefresh(false)}>
        <Trans>Later</Trans>
      </Button>
      <Button size="sm" onClick={() => void updateServiceWorker(true)}>
        <RefreshCw aria-hidden="true" className="h-4 w-4" />
        <Trans>Update</Trans>
      </Button>
    </div>
  ) : null;
}
