import type { Me } from '@core/contracts/accounts';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { LoadingBlock } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/queryClient';
import type { ReactNode } from 'react';
import { useMe } from '../api';

/** Waits for the signed-in user (with loading and retryable error states), then renders `children(me)`. */
export function WithMe({ children }: { children: (me: Me | null) => ReactNode }) {
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
  return children(me ?? null);
}
