import type { RecoveryRequest } from '@core/contracts/jobs';
import type { ReceiptView } from '@core/contracts/receipts';
import { formatUsd } from '@core/money';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { Badge, type BadgeTone } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import {
  dropOutboxEntry,
  type OutboxEntry,
  retryOutboxEntry,
  useOnline,
  useOutbox,
} from '@web/features/inspections';
import { formatDateTime } from '@web/lib/time';
import { CloudOff, Fuel, Plus, Ticket } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useJobReceipts } from '../api';
import { receiptKindText as kindText } from '../labels';

// The form brings zod (the receipt contract's checks): it loads when the driver adds a receipt.
const ReceiptForm = lazy(async () => ({ default: (await import('./ReceiptForm')).ReceiptForm }));

const statusText: Record<ReceiptView['status'], { label: MessageDescriptor; tone: BadgeTone }> = {
  submitted: { label: msg`Waiting for approval`, tone: 'brand' },
  approved: { label: msg`Approved`, tone: 'success' },
  rejected: { label: msg`Not approved`, tone: 'danger' },
};

function ReceiptRow({ r, uploadedNow }: { r: ReceiptView; uploadedNow: boolean }) {
  const { t } = useLingui();
  const status = statusText[r.status];
  const gallons = r.gallonsMilli ? (r.gallonsMilli / 1000).toFixed(3) : null;
  const approved = formatUsd(r.amountCents);
  const claimed = r.claimedCents ? formatUsd(r.claimedCents) : null;
  return (
    <li className="grid gap-1 rounded-xl border border-slate-200 p-3 text-sm">
      <div className="flex items-center justify-between gap-2">
        <span className="font-semibold text-slate-900">
          {t(kindText[r.kind])} · {formatUsd(r.amountCents)}
        </span>
        <Badge tone={status.tone}>{t(status.label)}</Badge>
      </div>
      <p className="text-slate-600">
        {r.place} · {formatDateTime(r.occurredAt)}
        {gallons ? (
          <>
            {' · '}
            <Trans>{gallons} gal</Trans>
          </>
        ) : null}
      </p>
      {uploadedNow ? (
        <p className="text-emerald-700">
          <Trans>Uploaded</Trans>
        </p>
      ) : null}
      {r.status === 'approved' ? (
        <p className="text-slate-600">
          {r.releasedAt ? (
            <Trans>Paid back to your payout account.</Trans>
          ) : (
            <Trans>Paid back with the next half of your pay.</Trans>
          )}
          {claimed ? (
            <>
              {' '}
              <Trans>
                Approved {approved} of {claimed}.
              </Trans>
            </>
          ) : null}
        </p>
      ) : null}
      {r.status === 'rejected' && r.decisionNote ? <p className="text-red-700">{r.decisionNote}</p> : null}
    </li>
  );
}

function PendingRow({ e, online }: { e: OutboxEntry; online: boolean }) {
  const total = Number(e.body.totalCents);
  return (
    <li className="grid gap-2 rounded-xl border border-dashed border-slate-300 p-3 text-sm">
      <div className="flex items-center justify-between gap-2">
        <span className="font-semibold text-slate-900">
          {e.label} · {formatUsd(total)}
        </span>
        {e.error ? (
          <Badge tone="danger">
            <Trans>Not accepted</Trans>
          </Badge>
        ) : (
          <Badge tone="warning">
            <CloudOff aria-hidden="true" className="mr-1 inline h-3 w-3" />
            {online ? <Trans>Uploading…</Trans> : <Trans>Waiting for signal</Trans>}
          </Badge>
        )}
      </div>
      <p className="text-slate-600">{String(e.body.place ?? '')}</p>
      {e.error ? (
        <>
          <p className="text-red-700" role="alert">
            {e.error}
          </p>
          <div className="flex gap-2">
            <Button size="sm" variant="outline" onClick={() => void dropOutboxEntry(e.seq!)}>
              <Trans>Remove</Trans>
            </Button>
            <Button size="sm" onClick={() => void retryOutboxEntry(e.seq!)}>
              <Trans>Send again</Trans>
            </Button>
          </div>
        </>
      ) : null}
    </li>
  );
}

/** The keys of receipts saved on this phone since the app opened. */
const savedOnThisPhone = new Set<string>();

/**
 * "Fuel and receipts" on the driver's job: add a fill-up while under way, or the receipt of a way home
 * they booked themselves after delivery; each waits on the phone while there is no signal, and shows its
 * decision once an operator made it.
 */
export function ReceiptsSection({ job }: { job: RecoveryRequest }) {
  const { t } = useLingui();
  const titleId = useId();
  const receipts = useJobReceipts(job.id);
  const { entries } = useOutbox(job.id, 'receipts');
  const online = useOnline();
  const [adding, setAdding] = useState<'fuel' | 'return_receipt' | null>(null);
  // Receipts saved on this phone: once the server has them they read "Uploaded" (kept outside the section,
  // which remounts when the page's gates re-render around a lost signal).
  const [saved, setSaved] = useState<ReadonlySet<string>>(() => new Set(savedOnThisPhone));

  const pendingKeys = new Set(entries.map((e) => String(e.body.clientKey)));
  const list = receipts.data?.receipts ?? [];
  const canAddFuel = receipts.data?.canAddFuel ?? false;
  const canAddReturn = receipts.data?.canAddReturn ?? false;
  if (
    !receipts.isPending &&
    !receipts.isError &&
    list.length === 0 &&
    entries.length === 0 &&
    !canAddFuel &&
    !canAddReturn
  )
    return null;

  return (
    <Card>
      <CardHeader>
        <CardTitle id={titleId} className="text-lg">
          <Trans>Fuel and receipts</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Approved receipts are paid back to you with your next payout, on top of your pay.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3" role="group" aria-labelledby={titleId}>
        {receipts.isPending ? <Skeleton className="h-16 rounded-xl" /> : null}
        {receipts.isError && entries.length === 0 ? (
          <QueryErrorRetry query={receipts} prefix={t`Could not load your receipts`} />
        ) : null}
        {adding ? (
          <Suspense fallback={<Skeleton className="h-64 rounded-xl" />}>
            <ReceiptForm
              jobId={job.id}
              kind={adding}
              onCancel={() => setAdding(null)}
              onSaved={(key) => {
                savedOnThisPhone.add(key);
                setSaved(new Set(savedOnThisPhone));
                setAdding(null);
              }}
            />
          </Suspense>
        ) : (
          <div className="flex flex-wrap gap-2">
            {canAddFuel ? (
              <Button variant="outline" onClick={() => setAdding('fuel')}>
                <Fuel aria-hidden="true" className="h-4 w-4" />
                <Plus aria-hidden="true" className="-ml-1 h-3 w-3" />
                <Trans>Add a fill-up</Trans>
              </Button>
            ) : null}
            {canAddReturn ? (
              <Button variant="outline" onClick={() => setAdding('return_receipt')}>
                <Ticket aria-hidden="true" className="h-4 w-4" />
                <Trans>Add your return receipt</Trans>
              </Button>
            ) : null}
          </div>
        )}
        <ul className="grid gap-2" aria-live="polite" aria-label={t`Your receipts`}>
          {entries.map((e) => (
            <PendingRow key={e.seq} e={e} online={online} />
          ))}
          {list
            .filter((r) => !r.clientKey || !pendingKeys.has(r.clientKey))
            .map((r) => (
              <ReceiptRow key={r.id} r={r} uploadedNow={Boolean(r.clientKey && saved.has(r.clientKey))} />
            ))}
        </ul>
        {!receipts.isPending && list.length === 0 && entries.length === 0 ? (
          <p className="text-sm text-slate-600">
            <Trans>No receipts yet. Add each fill-up as you go.</Trans>
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
