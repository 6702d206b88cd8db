import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { LoadingBlock } from '@web/components/ui/spinner';
import { useOfflineState } from '@web/lib/offlineState';
import { Component, lazy, type ReactNode, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { showsKeptCopy } from './offlineRoutes';

// Only a driver's phone with no signal ever shows these (features/offline sets the state).
const OfflineNotice = lazy(async () => ({ default: (await import('@web/features/offline')).OfflineNotice }));
const NotAvailableOffline = lazy(async () => ({
  default: (await import('@web/features/offline')).NotAvailableOffline,
}));

interface BoundaryState {
  failed: boolean;
}

/**
 * Catches a page that fails to load or render (a chunk lost to a new deploy or a dropped connection)
 * and offers a reload, instead of leaving a blank screen. Keyed by path, so another page starts clean.
 */
class PageErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="space-y-3">
        <ErrorAlert>
          <Trans>This page couldn't be loaded. Check your connection and try again.</Trans>
        </ErrorAlert>
        <Button onClick={() => window.location.reload()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
}

/**
 * A layout's outlet: the page, a spinner while its code loads, and a way out if it cannot. With no
 * signal on a driver's phone: the offline notice, over the kept page or "Not available offline".
 */
export function PageOutlet() {
  const { pathname } = useLocation();
  const offline = useOfflineState().since !== null;
  const { t } = useLingui();
  return (
    <PageErrorBoundary key={pathname}>
      {offline ? (
        <Suspense fallback={null}>
          <OfflineNotice />
        </Suspense>
      ) : null}
      <Suspense fallback={<LoadingBlock label={t`Loading page…`} />}>
        {offline && !showsKeptCopy(pathname) ? <NotAvailableOffline /> : <Outlet />}
      </Suspense>
    </PageErrorBoundary>
  );
}
