import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { LoadingBlock } from '@web/components/ui/spinner';
import { Component, type ReactNode, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';

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
        <ErrorAlert>This page couldn't be loaded. Check your connection and try again.</ErrorAlert>
        <Button onClick={() => window.location.reload()}>Try again</Button>
      </div>
    );
  }
}

/** A layout's outlet: the page, a spinner while its code loads, and a way out if it cannot. */
export function PageOutlet() {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary key={pathname}>
      <Suspense fallback={<LoadingBlock label="Loading page…" />}>
        <Outlet />
      </Suspense>
    </PageErrorBoundary>
  );
}
