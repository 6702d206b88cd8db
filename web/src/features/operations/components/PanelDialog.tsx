import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { Dialog, DialogContent, DialogTitle } from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import type { ReactNode } from 'react';

/** A job's or a driver's panel over the console: open while the URL names it. */
export function PanelDialog(props: {
  open: boolean;
  onClose: () => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={props.open} onOpenChange={(open) => (open ? undefined : props.onClose())}>
      <DialogContent className={props.className} aria-describedby={undefined}>
        {props.open ? props.children : null}
      </DialogContent>
    </Dialog>
  );
}

/** The panel's body once its read answered; a titled skeleton while loading, a retry on failure. */
export function PanelBody<T>(props: {
  query: UseQueryResult<T>;
  what: 'job' | 'driver';
  children: (data: T) => ReactNode;
}) {
  const { t } = useLingui();
  const job = props.what === 'job';
  if (props.query.isPending)
    return (
      <>
        <DialogTitle>{job ? t`Loading the job…` : t`Loading the driver…`}</DialogTitle>
        <Skeleton className="h-48 rounded-2xl" />
      </>
    );
  if (props.query.isError)
    return (
      <>
        <DialogTitle>{job ? t`Job` : t`Driver`}</DialogTitle>
        <QueryErrorRetry
          query={props.query}
          prefix={job ? t`We could not load the job` : t`We could not load the driver`}
        />
      </>
    );
  return <>{props.children(props.query.data)}</>;
}
