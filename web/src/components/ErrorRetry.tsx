import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button, type ButtonSize } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/queryClient';
import { cn } from '@web/lib/utils';
import type { ReactNode } from 'react';

export interface ErrorRetryProps {
  /** What went wrong, in words a person can act on. */
  message: ReactNode;
  onRetry: () => void;
  /** Disables the button while the retry runs. */
  busy: boolean;
  className?: string;
  /** Extra classes for the button (e.g. `justify-self-start`). */
  buttonClassName?: string;
  size?: ButtonSize;
  /** Replaces the button's contents (default "Retry"). */
  retryLabel?: ReactNode;
}

/** The one error + Retry block: an alert announced when it appears, and a button that tries again. */
export function ErrorRetry({
  message,
  onRetry,
  busy,
  className,
  buttonClassName,
  size,
  retryLabel = 'Retry',
}: ErrorRetryProps) {
  return (
    <div className={cn('grid gap-2', className)}>
      <ErrorAlert>{message}</ErrorAlert>
      <Button variant="outline" size={size} onClick={onRetry} disabled={busy} className={buttonClassName}>
        {retryLabel}
      </Button>
    </div>
  );
}

/**
 * ErrorRetry for a failed query: "`prefix`: <the server's message>", and Retry refetches it.
 * e.g. `<QueryErrorRetry query={list} prefix="We could not load your requests" />`.
 */
export function QueryErrorRetry({
  query,
  prefix,
  ...rest
}: { query: Pick<UseQueryResult, 'error' | 'refetch' | 'isFetching'>; prefix: string } & Omit<
  ErrorRetryProps,
  'message' | 'onRetry' | 'busy'
>) {
  return (
    <ErrorRetry
      message={`${prefix}: ${errorMessage(query.error)}`}
      onRetry={() => void query.refetch()}
      busy={query.isFetching}
      {...rest}
    />
  );
}
