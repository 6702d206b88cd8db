import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { LoadingBlock } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/queryClient';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useMe } from '../api';
import { loginPathFor } from '../next';

/** Shows `children` to signed-in users; sends everyone else to sign in and back here afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { data: me, isPending, isError, error, refetch, isFetching } = useMe();

  if (isPending) return <LoadingBlock label="Checking your account…" />;
  if (isError) {
    return (
      <div className="grid gap-3">
        <ErrorAlert>We could not check your account: {errorMessage(error)}</ErrorAlert>
        <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
          Retry
        </Button>
      </div>
    );
  }
  if (!me) return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  return children;
}
