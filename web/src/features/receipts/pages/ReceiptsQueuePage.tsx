import { OFF_ROUTE_FLAG_MILES, type QueuedReceipt, receiptDecisionBody } from '@core/contracts/receipts';
import { formatUsd } from '@core/money';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
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
import { receiptKindText } from '../labels';

/** /admin/receipts: drivers' fill-ups and self-booked return receipts waiting for a decision, oldest first. */
export function ReceiptsQueuePage() {
  const { t } = useLingui();
  useEffect(() => {
    document.title = t`Receipts · Pathway`;
  }, [t]);
  return (
    <div className="grid gap-4">
      <header className="grid gap-1">
        <Link to="/admin" className="text-sm font-semibold text-brand-700 hover:underline">
          <Trans>Operations console</Trans>
        </Link>
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans>Receipts to approve</Trans>
        </h1>
        <p className="text-sm text-slate-600">
          <Trans>
            An approved receipt is paid back to the driver with their next half. Above what the client paid
            for the line, the platform bears the rest.
          </Trans>
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
  const { t } = useLingui();
  const [amount, setAmount] = useState((r.amountCents / 100).toFixed(2));
  const [error, setError] = useState<string | null>(null);
  const titleId = `receipt-${r.id}`;
  // A settled or cancelled move holds nothing for the line any more: what is approved is the platform's.
  const leftOnLine = r.lineClosed ? 0 : Math.max(0, r.lineCents - r.usedCents);
  const place = r.place ?? '';
  const offRoute = r.offRouteMiles;
  const gallons = r.gallonsMilli ? (r.gallonsMilli / 1000).toFixed(3) : null;
  const perGallon = r.gallonsMilli ? formatUsd(Math.round((r.amountCents * 1000) / r.gallonsMilli)) : null;
  const line = formatUsd(r.lineCents);
  const left = formatUsd(leftOnLine);
  return (
    <Card>
      <article aria-labelledby={titleId} className="grid gap-3 p-4 sm:grid-cols-[10rem_1fr]">
        {r.photoUrl ? (
          <a href={r.photoUrl} target="_blank" rel="noopener noreferrer" className="block">
            <img
              src={r.photoUrl}
              alt={t`Receipt photo: ${place}`}
              className="h-40 w-full rounded-xl border border-slate-200 object-cover"
            />
            <span className="sr-only">
              {' '}
              <Trans>(opens the photo)</Trans>
            </span>
          </a>
        ) : (
          <div className="grid h-40 place-items-center rounded-xl bg-slate-100 text-sm text-slate-500">
            <Trans>No photo</Trans>
          </div>
        )}
        <div className="grid gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={titleId} className="font-semibold text-slate-900">
              {t(receiptKindText[r.kind])} · {formatUsd(r.amountCents)}
            </h2>
            <Badge tone="neutral">{r.jobNumber}</Badge>
            {r.offRouteMiles !== null && r.offRouteMiles > OFF_ROUTE_FLAG_MILES ? (
              <Badge tone="warning">
                <Trans>Off route: {offRoute} mi from the trip</Trans>
              </Badge>
            ) : null}
          </div>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-500">
              <Trans>Driver</Trans>
            </dt>
            <dd>{r.driverName}</dd>
            <dt className="text-slate-500">
              <Trans>Place</Trans>
            </dt>
            <dd>{r.place}</dd>
            <dt className="text-slate-500">
              <Trans>When</Trans>
            </dt>
            <dd>{formatDateTime(r.occurredAt)}</dd>
            {gallons ? (
              <>
                <dt className="text-slate-500">
                  <Trans>Gallons</Trans>
                </dt>
                <dd>
                  <Trans>
                    {gallons} ({perGallon}/gal)
                  </Trans>
                </dd>
              </>
            ) : null}
            {r.odometerMiles !== null ? (
              <>
                <dt className="text-slate-500">
                  <Trans>Odometer</Trans>
                </dt>
                <dd>{formatMiles(r.odometerMiles, 0)}</dd>
              </>
            ) : null}
            <dt className="text-slate-500">
              <Trans>Client paid for the line</Trans>
            </dt>
            <dd>
              {r.lineClosed ? (
                <Trans>
                  {line} ({left} left: the move is settled, Pathway bears this receipt)
                </Trans>
              ) : (
                <Trans>
                  {line} ({left} left)
                </Trans>
              )}
            </dd>
          </dl>
          <TextField
            label={t`Approve amount ($)`}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={error ?? undefined}
            hint={t`Correct it when the photo shows less than the driver typed.`}
          />
          <ReviewActions
            describedBy={titleId}
            disabled={busy}
            busy={busy}
            onReject={onReject}
            onApprove={() => {
              const cents = centsOf(amount);
              if (cents === null || cents > r.amountCents) {
                const most = formatUsd(r.amountCents);
                setError(t`Enter at most ${most}`);
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
  const { t } = useLingui();
  const queue = useReceiptQueue();
  const decide = useDecideReceipt();
  const [rejecting, setRejecting] = useState<QueuedReceipt | null>(null);
  const paidBack = (driver: string) => t`${driver} will be paid back.`;
  const readsReason = (driver: string) => t`${driver} reads your reason.`;
  const seesReason = (driver: string) => t`${driver} will see your reason.`;

  if (queue.isPending) return <Skeleton className="h-48 rounded-2xl" />;
  if (queue.isError)
    return <QueryErrorRetry query={queue} prefix={t`We could not load the receipts`} className="gap-3" />;
  const receipts = queue.data.receipts;
  const waiting = receipts.length;
  if (receipts.length === 0)
    return (
      <Card>
        <CardContent className="grid justify-items-center gap-2 py-10 text-center">
          <ReceiptText aria-hidden="true" className="h-10 w-10 text-slate-400" />
          <h2 className="text-lg font-semibold text-slate-900">
            <Trans>No receipts waiting</Trans>
          </h2>
          <p className="text-sm text-slate-600">
            <Trans>Drivers’ fill-ups and return receipts appear here.</Trans>
          </p>
        </CardContent>
      </Card>
    );

  return (
    <>
      <p className="text-sm text-slate-600" aria-live="polite">
        <Plural value={waiting} one="# receipt waiting" other="# receipts waiting" />
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
                      toast({ title: t`Receipt approved`, description: paidBack(r.driverName) }),
                    onError: (err) =>
                      toast({
                        title: t`Could not approve`,
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
                title: t`Reject this receipt`,
                description: readsReason(rejecting.driverName),
              }
            : null
        }
        placeholder={t`The photo does not show the total.`}
        submitLabel={t`Reject receipt`}
        validate={(reason) => {
          const parsed = receiptDecisionBody.safeParse({ decision: 'reject', reason });
          return parsed.success ? null : (parsed.error.issues[0]?.message ?? t`Give the driver a reason`);
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
                toast({ title: t`Receipt rejected`, description: seesReason(r.driverName) });
              },
            },
          );
        }}
      />
    </>
  );
}
