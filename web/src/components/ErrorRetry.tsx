import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button, type ButtonSize } from '@web/components/ui/button';
import { useOfflineState } from '@web/lib/offlineState';
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
  /** The failure itself: with no answer while a driver's phone is offline, it is not an error. */
  error?: unknown;
}

/** Whether this failure is a read that got no answer while a driver's phone is offline. */
export function useNotKeptOffline(error: unknown): boolean {
  const offline = useOfflineState().since !== null;
  return offline && error instanceof TypeError;
}

/**
 * A driver's phone with no signal, reading something it did not keep: said plainly, never as a fetch
 * error (features/offline catches up by itself, and the read refetches then).
 */
export function NotKeptOffline({ className }: { className?: string }) {
  return (
    <div
      role="status"
      className={cn('grid gap-1 rounded-2xl border border-slate-200 bg-slate-50 p-3 text-sm', className)}
    >
      <p className="font-semibold text-slate-900">
        <Trans>Not available offline</Trans>
      </p>
      <p className="text-slate-700">
        <Trans>This was not kept on this phone. It loads by itself when the signal returns.</Trans>
      </p>
    </div>
  );
}

/** The one error + Retry block: an alert announced when it appears, and a button that tries again. */
export function ErrorRetry({
  message,
  onRetry,
  busy,
  className,
  buttonClassName,
  size,
  retryLabel,
  error,
}: ErrorRetryProps) {
  if (useNotKeptOffline(error)) return <NotKeptOffline className={className} />;
  return (
    <div className={cn('grid gap-2', className)}>
      <ErrorAlert>{message}</ErrorAlert>
      <Button variant="outline" size={size} onClick={onRetry} disabled={busy} className={buttonClassName}>
        {retryLabel ?? <Trans>Retry</Trans>}
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
  const { t } = useLingui();
  const detail = errorMessage(query.error);
  return (
    <ErrorRetry
      message={t`${prefix}: ${detail}`}
      error={query.error}
      onRetry={() => void query.refetch()}
      busy={query.isFetching}
      {...rest}
    />
  );
}
