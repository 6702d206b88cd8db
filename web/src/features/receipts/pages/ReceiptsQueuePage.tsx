import { OFF_ROUTE_FLAG_MILES, type QueuedReceipt, receiptDecisionBody } from '@core/contracts/receipts';
import { formatUsd } from '@core/money';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { RejectReasonDialog } from '@web/components/RejectReasonDialog';
import { ReviewActions } from '@web/components/ReviewActions';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent } from '@web/components/ui/card';
import { TextField } from '@web/components/ui/form-field';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { OperatorGate } from '@web/features/auth';
import { formatMiles } from '@web/lib/format';
import { errorMessage } from '@web/lib/queryClient';
import { formatDateTime } from '@web/lib/time';
import { ReceiptText } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useDecideReceipt, useReceiptQueue } from '../api';

/** /admin/receipts: drivers' fill-ups and self-booked return receipts waiting for a decision, oldest first. */
export function ReceiptsQueuePage() {
  useEffect(() => {
    document.title = 'Receipts · Pathway';
  }, []);
  return (
    <div className="grid gap-4">
      <header className="grid gap-1">
        <Link to="/admin" className="text-sm font-semibold text-brand-700 hover:underline">
          Operations console
        </Link>
        <h1 className="text-2xl font-bold text-slate-900">Receipts to approve</h1>
        <p className="text-sm text-slate-600">
          An approved receipt is paid back to the driver with their next half. Above what the client paid for
          the line, the platform bears the rest.
        </p>
      </header>
      <OperatorGate path="/admin/receipts">
        <Queue />
      </OperatorGate>
    </div>
  );
}

/** Dollars typed by the operator, or the receipt's own total when left as it is. */
const centsOf = (typed: string): number | null => {
  const parsed = receiptDecisionBody.safeParse({
    decision: 'approve',
    amountCents: Math.round(Number(typed.replace(/[$,]/g, '')) * 100),
  });
  return parsed.success && parsed.data.decision === 'approve' ? (parsed.data.amountCents ?? null) : null;
};

function QueuedCard({
  r,
  busy,
  onApprove,
  onReject,
}: {
  r: QueuedReceipt;
  busy: boolean;
  onApprove: (amountCents: number) => void;
  onReject: () => void;
}) {
  const [amount, setAmount] = useState((r.amountCents / 100).toFixed(2));
  const [error, setError] = useState<string | null>(null);
  const titleId = `receipt-${r.id}`;
  // A settled or cancelled move holds nothing for the line any more: what is approved is the platform's.
  const leftOnLine = r.lineClosed ? 0 : Math.max(0, r.lineCents - r.usedCents);
  return (
    <Card>
      <article aria-labelledby={titleId} className="grid gap-3 p-4 sm:grid-cols-[10rem_1fr]">
        {r.photoUrl ? (
          <a href={r.photoUrl} target="_blank" rel="noopener noreferrer" className="block">
            <img
              src={r.photoUrl}
              alt={`Receipt photo: ${r.place ?? ''}`}
              className="h-40 w-full rounded-xl border border-slate-200 object-cover"
            />
            <span className="sr-only"> (opens the photo)</span>
          </a>
        ) : (
          <div className="grid h-40 place-items-center rounded-xl bg-slate-100 text-sm text-slate-500">
            No photo
          </div>
        )}
        <div className="grid gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={titleId} className="font-semibold text-slate-900">
              {r.kind === 'fuel' ? 'Fill-up' : 'Return travel'} · {formatUsd(r.amountCents)}
            </h2>
            <Badge tone="neutral">{r.jobNumber}</Badge>
            {r.offRouteMiles !== null && r.offRouteMiles > OFF_ROUTE_FLAG_MILES ? (
              <Badge tone="warning">Off route: {r.offRouteMiles} mi from the trip</Badge>
            ) : null}
          </div>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-500">Driver</dt>
            <dd>{r.driverName}</dd>
            <dt className="text-slate-500">Place</dt>
            <dd>{r.place}</dd>
            <dt className="text-slate-500">When</dt>
            <dd>{formatDateTime(r.occurredAt)}</dd>
            {r.gallonsMilli ? (
              <>
                <dt className="text-slate-500">Gallons</dt>
                <dd>
                  {(r.gallonsMilli / 1000).toFixed(3)} (
                  {formatUsd(Math.round((r.amountCents * 1000) / r.gallonsMilli))}
                  /gal)
                </dd>
              </>
            ) : null}
            {r.odometerMiles !== null ? (
              <>
                <dt className="text-slate-500">Odometer</dt>
                <dd>{formatMiles(r.odometerMiles, 0)}</dd>
              </>
            ) : null}
            <dt className="text-slate-500">Client paid for the line</dt>
            <dd>
              {formatUsd(r.lineCents)} ({formatUsd(leftOnLine)} left
              {r.lineClosed ? ': the move is settled, Pathway bears this receipt' : ''})
            </dd>
          </dl>
          <TextField
            label="Approve amount ($)"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={error ?? undefined}
            hint="Correct it when the photo shows less than the driver typed."
          />
          <ReviewActions
            describedBy={titleId}
            disabled={busy}
            busy={busy}
            onReject={onReject}
            onApprove={() => {
              const cents = centsOf(amount);
              if (cents === null || cents > r.amountCents) {
                setError(`Enter at most ${formatUsd(r.amountCents)}`);
                return;
              }
              setError(null);
              onApprove(cents);
            }}
          />
        </div>
      </article>
    </Card>
  );
}

function Queue() {
  const queue = useReceiptQueue();
  const decide = useDecideReceipt();
  const [rejecting, setRejecting] = useState<QueuedReceipt | null>(null);

  if (queue.isPending) return <Skeleton className="h-48 rounded-2xl" />;
  if (queue.isError)
    return <QueryErrorRetry query={queue} prefix="We could not load the receipts" className="gap-3" />;
  const receipts = queue.data.receipts;
  if (receipts.length === 0)
    return (
      <Card>
        <CardContent className="grid justify-items-center gap-2 py-10 text-center">
          <ReceiptText aria-hidden="true" className="h-10 w-10 text-slate-400" />
          <h2 className="text-lg font-semibold text-slate-900">No receipts waiting</h2>
          <p className="text-sm text-slate-600">Drivers’ fill-ups and return receipts appear here.</p>
        </CardContent>
      </Card>
    );

  return (
    <>
      <p className="text-sm text-slate-600" aria-live="polite">
        {receipts.length === 1 ? '1 receipt' : `${receipts.length} receipts`} waiting
      </p>
      <ul className="grid gap-3">
        {receipts.map((r) => (
          <li key={r.id}>
            <QueuedCard
              r={r}
              busy={decide.isPending && decide.variables?.id === r.id}
              onReject={() => {
                decide.reset();
                setRejecting(r);
              }}
              onApprove={(amountCents) =>
                decide.mutate(
                  { id: r.id, body: { decision: 'approve', amountCents } },
                  {
                    onSuccess: () =>
                      toast({ title: 'Receipt approved', description: `${r.driverName} will be paid back.` }),
                    onError: (err) =>
                      toast({
                        title: 'Could not approve',
                        description: errorMessage(err),
                        variant: 'destructive',
                      }),
                  },
                )
              }
            />
          </li>
        ))}
      </ul>
      <RejectReasonDialog
        subject={
          rejecting
            ? {
                key: rejecting.id,
                title: 'Reject this receipt',
                description: `${rejecting.driverName} reads your reason.`,
              }
            : null
        }
        placeholder="The photo does not show the total."
        submitLabel="Reject receipt"
        validate={(reason) => {
          const parsed = receiptDecisionBody.safeParse({ decision: 'reject', reason });
          return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Give the driver a reason');
        }}
        pending={decide.isPending}
        serverError={decide.isError && rejecting ? errorMessage(decide.error) : null}
        onClose={() => setRejecting(null)}
        onReject={(reason) => {
          if (!rejecting) return;
          const r = rejecting;
          decide.mutate(
            { id: r.id, body: { decision: 'reject', reason } },
            {
              onSuccess: () => {
                setRejecting(null);
                toast({ title: 'Receipt rejected', description: `${r.driverName} will see your reason.` });
              },
            },
          );
        }}
      />
    </>
  );
}
