import type { UseQueryResult } from '@tanstack/react-query';
import { LoadingBlock } from '@web/components/ui/spinner';
import type { ReactNode } from 'react';
import { QueryErrorRetry } from './ErrorRetry';

/**
 * Waits for a query before rendering: a loading state while it is pending (a spinner with
 * `loadingLabel`, or `pending`), the error with Retry when it failed, then `children(data)`. The
 * account check (auth's `WithMe`) is this gate on the `me` query.
 */
export function QueryGate<T>({
  query,
  loadingLabel,
  pending,
  errorPrefix,
  errorClassName = 'gap-3',
  errorButtonClassName,
  children,
}: {
  query: UseQueryResult<T>;
  loadingLabel?: string;
  /** Shown instead of the spinner while loading, e.g. a SkeletonList. */
  pending?: ReactNode;
  /** "We could not check your account" → "We could not check your account: <reason>". */
  errorPrefix: string;
  errorClassName?: string;
  errorButtonClassName?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return pending ?? <LoadingBlock label={loadingLabel} />;
  // A refetch that got no answer keeps what was shown (a driver in a dead zone reads the kept copy; the
  // offline notice says why); a refusal, or nothing to show, is the error with Retry.
  const unreachable = query.error instanceof TypeError && query.data !== undefined;
  if (query.isError && !unreachable) {
    return (
      <QueryErrorRetry
        query={query}
        prefix={errorPrefix}
        className={errorClassName}
        buttonClassName={errorButtonClassName}
      />
    );
  }
  return children(query.data as T);
}
