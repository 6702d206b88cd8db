import type { ExceptionView } from '@core/contracts/operations';
import { formatDuration } from '@core/hos';
import { payHoldingExceptions } from '@core/operations';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { useNow } from '@web/hooks/useNow';
import { errorMessage } from '@web/lib/queryClient';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { exceptionsQuery, useResolveException, useTakeException } from '../api';
import { exceptionTitleMessages } from '../labels';
import { NoteDialog } from './NoteDialog';

/**
 * Open exceptions, oldest first, each with its age (counted from the server's clock and ticking here),
 * its owner, and the two steps: take it ("mine"), then resolve it with what was done.
 */
export function ExceptionsPanel(props: {
  meId: string;
  onOpenJob: (id: string) => void;
  onOpenDriver: (id: string) => void;
}) {
  const { t } = useLingui();
  const exceptions = useQuery(exceptionsQuery());
  const now = useNow(15_000);
  const [fetchedAt, setFetchedAt] = useState(0);
  const [skew, setSkew] = useState(0);
  // The server's clock decides ages: the difference is measured at each answer.
  if (exceptions.data && exceptions.dataUpdatedAt !== fetchedAt) {
    setFetchedAt(exceptions.dataUpdatedAt);
    setSkew(Date.parse(exceptions.data.serverTime) - exceptions.dataUpdatedAt);
  }
  return (
    <section aria-labelledby="exceptions-title" className="grid gap-2">
      <h2 id="exceptions-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Trans>Exceptions</Trans>
        {exceptions.data ? (
          <Badge tone={exceptions.data.exceptions.length ? 'danger' : 'success'}>
            {exceptions.data.exceptions.length}
          </Badge>
        ) : null}
      </h2>
      {exceptions.isPending ? (
        <Skeleton className="h-40 rounded-2xl" />
      ) : exceptions.isError ? (
        <QueryErrorRetry query={exceptions} prefix={t`We could not load the exceptions`} />
      ) : exceptions.data.exceptions.length === 0 ? (
        <p className="flex items-center gap-2 rounded-2xl border border-slate-200 bg-white p-4 text-sm text-slate-600">
          <CheckCircle2 aria-hidden="true" className="h-4 w-4 text-emerald-600" />
          <Trans>Nothing needs attention.</Trans>
        </p>
      ) : (
        <ul aria-label={t`Open exceptions`} className="grid gap-2">
          {exceptions.data.exceptions.map((e) => (
            <ExceptionItem key={e.id} exception={e} nowMs={now.getTime() + skew} {...props} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ExceptionItem({
  exception: e,
  nowMs,
  meId,
  onOpenJob,
  onOpenDriver,
}: {
  exception: ExceptionView;
  nowMs: number;
  meId: string;
  onOpenJob: (id: string) => void;
  onOpenDriver: (id: string) => void;
}) {
  const { t } = useLingui();
  const take = useTakeException();
  const resolve = useResolveException();
  const [resolving, setResolving] = useState(false);
  const age = formatDuration(Math.max(0, nowMs - Date.parse(e.flaggedAt)));
  const mine = e.owner?.id === meId;
  const holdsPay = payHoldingExceptions.includes(e.kind);
  const title = t(exceptionTitleMessages[e.kind]);
  const owner = e.owner?.name;
  return (
    <li
      aria-label={e.job ? t`${title} on ${e.job.number}` : title}
      className="grid gap-1.5 rounded-xl border border-red-200 bg-white p-3 text-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-slate-900">{title}</span>
        <span className="text-xs text-slate-600">{t`open ${age}`}</span>
      </div>
      {/* The reason names this case's facts, as the server wrote them (in English: docs/i18n/server-messages.md). */}
      <p className="text-slate-700" lang="en">
        {e.reason}
      </p>
      <div className="flex flex-wrap items-center gap-2 text-xs">
        {e.job ? (
          <button
            type="button"
            onClick={() => onOpenJob(e.job!.id)}
            className="font-semibold text-brand-700 hover:underline"
          >
            {e.job.number}
          </button>
        ) : null}
        {e.driver ? (
          <button
            type="button"
            onClick={() => onOpenDriver(e.driver!.id)}
            className="text-brand-700 hover:underline"
          >
            {e.driver.name}
          </button>
        ) : null}
        <span className="text-slate-600">
          {e.owner ? (mine ? t`Taken by you` : t`Taken by ${owner}`) : t`Nobody has it`}
        </span>
      </div>
      <div className="flex gap-2">
        {!mine ? (
          <Button
            size="sm"
            variant="outline"
            disabled={take.isPending}
            onClick={() =>
              take.mutate(e.id, {
                onError: (err) =>
                  toast({ title: t`Not taken`, description: errorMessage(err), variant: 'destructive' }),
              })
            }
          >
            <Trans>Take it</Trans>
          </Button>
        ) : null}
        {holdsPay ? (
          <span className="self-center text-xs text-slate-600">
            <Trans>Closes when the pay is released from the job.</Trans>
          </span>
        ) : (
          <Button size="sm" variant="outline" onClick={() => setResolving(true)}>
            <Trans>Resolve</Trans>
          </Button>
        )}
      </div>
      <NoteDialog
        open={resolving}
        onOpenChange={setResolving}
        title={t`Resolve: ${title}`}
        description={t`Say what was done. The note is kept in the audit log.`}
        label={t`What was done`}
        submit={t`Resolve`}
        send={(note) => resolve.mutateAsync({ id: e.id, note })}
      />
    </li>
  );
}
