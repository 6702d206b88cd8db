import type { JobReturnView } from '@core/contracts/returns';
import { formatUsd } from '@core/money';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { jobReturnQuery, useChooseReturn, useReportMissed } from '@web/features/tripcosts';
import { errorMessage } from '@web/lib/queryClient';
import { formatDateTime } from '@web/lib/time';
import { Home, Ticket } from 'lucide-react';
import { ReasonDialog } from './ReasonDialog';

/**
 * The driver's way home on the job: the ticket Pathway booked (carrier, times, confirmation), or their
 * own booking within the allowance, or nothing when a next load starts near the destination or the move
 * is over 2,000 miles (the driver covers their return).
 */
export function ReturnCard({ jobId }: { jobId: string }) {
  const { t } = useLingui();
  const query = useQuery(jobReturnQuery(jobId));
  if (query.isPending) return <Skeleton className="h-28 rounded-2xl" />;
  if (query.isError) return <QueryErrorRetry query={query} prefix={t`We could not load your way home`} />;
  if (!query.data) return null;
  return (
    <section
      aria-labelledby="return-title"
      className="grid gap-2 rounded-2xl border border-slate-200 bg-white p-4"
    >
      <h2 id="return-title" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Home aria-hidden="true" className="h-5 w-5 text-brand-600" />
        <Trans>Your way home</Trans>
      </h2>
      <ReturnBody view={query.data} />
    </section>
  );
}

function ReturnBody({ view }: { view: JobReturnView }) {
  const { t } = useLingui();
  const choose = useChooseReturn(view.jobId);
  if (view.mode === 'driver_pays')
    return (
      <p className="text-sm text-slate-700">
        <Trans>This trip is over 2,000 miles: you cover your own return.</Trans>
      </p>
    );
  if (view.mode === 'next_load')
    return (
      <p className="text-sm text-slate-700">
        <Trans>You took a next load near this destination: no return is needed.</Trans>
      </p>
    );
  const allowance = formatUsd(view.allowanceCents);
  if (view.ticket) return <TicketDetails view={view} ticket={view.ticket} />;
  return (
    <div className="grid gap-2 text-sm text-slate-700">
      {view.mode === 'provided' ? (
        <p role="status">
          <Trans>
            Dispatch is booking your ticket home. It shows here with a reminder before it departs.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>
            Book your own way home within {allowance} and upload the receipt: it is paid back with your next
            payout. Or ask dispatch to book it for you.
          </Trans>
        </p>
      )}
      {choose.isError ? <ErrorAlert>{errorMessage(choose.error)}</ErrorAlert> : null}
      {view.canChoose ? (
        <Button
          variant="outline"
          disabled={choose.isPending}
          onClick={() => choose.mutate(view.mode === 'provided' ? 'self_booked' : 'provided')}
        >
          {view.mode === 'provided' ? t`I will book it myself` : t`Ask dispatch to book my ticket`}
        </Button>
      ) : null}
    </div>
  );
}

function TicketDetails({
  view,
  ticket,
}: {
  view: JobReturnView;
  ticket: NonNullable<JobReturnView['ticket']>;
}) {
  return (
    <div className="grid gap-2 text-sm">
      <dl className="grid grid-cols-2 gap-2">
        <div className="col-span-2 flex items-center gap-2 rounded-xl bg-brand-50 p-2 text-brand-900">
          <Ticket aria-hidden="true" className="h-4 w-4" />
          <dt className="sr-only">
            <Trans>Carrier</Trans>
          </dt>
          <dd className="font-semibold">{ticket.carrier}</dd>
        </div>
        <div className="rounded-xl bg-slate-50 p-2">
          <dt className="text-xs text-slate-500">
            <Trans>Departs</Trans>
          </dt>
          <dd className="font-medium">{formatDateTime(ticket.departsAt)}</dd>
        </div>
        <div className="rounded-xl bg-slate-50 p-2">
          <dt className="text-xs text-slate-500">
            <Trans>Arrives</Trans>
          </dt>
          <dd className="font-medium">{formatDateTime(ticket.arrivesAt)}</dd>
        </div>
        <div className="col-span-2 rounded-xl bg-slate-50 p-2">
          <dt className="text-xs text-slate-500">
            <Trans>Confirmation</Trans>
          </dt>
          <dd className="font-mono font-semibold tracking-wide">{ticket.confirmation}</dd>
        </div>
      </dl>
      {view.missed ? (
        <p role="status" className="rounded-xl bg-red-50 p-2 text-red-900">
          {missedText(view.missed)}
        </p>
      ) : (
        <MissedDialog jobId={view.jobId} />
      )}
    </div>
  );
}

/** "Reported missed: <reason>. Dispatch excused it: <why>." or what is kept back for it. */
function missedText(missed: NonNullable<JobReturnView['missed']>) {
  const reason = missed.reason;
  if (missed.excusedAt) {
    const excuse = missed.excuseReason ?? '';
    return t`Reported missed: ${reason}. Dispatch excused it: ${excuse}.`;
  }
  const penalty = formatUsd(missed.penaltyCents);
  return t`Reported missed: ${reason}. ${penalty} is kept back from your next payouts.`;
}

function MissedDialog({ jobId }: { jobId: string }) {
  const { t } = useLingui();
  const report = useReportMissed(jobId);
  return (
    <ReasonDialog
      schema="missedTicket"
      button={t`I missed this ticket`}
      buttonVariant="ghost"
      title={t`Report a missed ticket`}
      description={t`The driver policy: a missed ticket's cost is kept back from your next payouts and your account is suspended for 30 days, unless dispatch excuses it. Say what happened.`}
      submit={t`Report it`}
      send={(reason) => report.mutateAsync(reason)}
    />
  );
}
