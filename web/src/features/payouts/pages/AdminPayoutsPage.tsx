import type { PayoutAccount } from '@core/contracts/payouts';
import { formatUsd } from '@core/money';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { OperatorGate } from '@web/features/auth';
import { errorMessage } from '@web/lib/queryClient';
import { formatDate } from '@web/lib/time';
import type { ReactNode } from 'react';
import { adminPayoutsQuery, useRetryTransfer } from '../api';
import { TripCostTotals } from '../components/TripCostTotals';

/** A held driver's payout account, in the operator's words. */
const accountStatusLabel: Record<PayoutAccount['status'], MessageDescriptor> = {
  none: msg`no account`,
  pending: msg`pending`,
  enabled: msg`enabled`,
  restricted: msg`restricted`,
};

/** /admin/payouts: what the platform owes drivers, and every held, failed or flagged payout. */
export function AdminPayoutsPage() {
  const { t } = useLingui();
  return (
    <div className="grid gap-4">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans>Payouts</Trans>
        </h1>
        <p className="text-sm text-slate-600">
          <Trans>
            Held pay, failed transfers and failed bank payouts. Mismatches with the provider's books are
            flagged on their jobs every night.
          </Trans>
        </p>
      </header>
      <OperatorGate path="/admin/payouts" signInText={t`Sign in with an operator account to see payouts.`}>
        <Overview />
        <TripCostTotals />
      </OperatorGate>
    </div>
  );
}

function Overview() {
  const { t } = useLingui();
  const overview = useQuery(adminPayoutsQuery());
  const retry = useRetryTransfer();
  if (overview.isPending) return <Skeleton className="h-64 rounded-2xl" />;
  if (overview.isError) return <QueryErrorRetry query={overview} prefix={t`We could not load payouts`} />;
  const o = overview.data;
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-2 gap-2">
        <div className="grid gap-0.5 rounded-xl bg-amber-50 p-3 text-amber-900">
          <dt className="text-xs">
            <Trans>Owed to drivers, not yet sent</Trans>
          </dt>
          <dd className="font-bold">{formatUsd(o.owedCents)}</dd>
        </div>
        <div className="grid gap-0.5 rounded-xl bg-sky-50 p-3 text-sky-900">
          <dt className="text-xs">
            <Trans>On its way to drivers' banks</Trans>
          </dt>
          <dd className="font-bold">{formatUsd(o.inTransitCents)}</dd>
        </div>
      </dl>
      <ListSection
        title={t`Held`}
        description={t`Released pay waiting for a driver's payout account.`}
        empty={t`Nothing is held.`}
        items={o.held.map((h) => {
          const amount = formatUsd(h.amountCents);
          const halves = h.halves;
          return {
            key: h.driverId,
            content: (
              <span className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium text-slate-900">{h.driverName}</span>
                <span>
                  <Trans>
                    {amount} in <Plural value={halves} one="# half" other="# halves" />
                  </Trans>{' '}
                  <Badge tone={h.accountStatus === 'restricted' ? 'danger' : 'neutral'}>
                    {t(accountStatusLabel[h.accountStatus])}
                  </Badge>
                </span>
              </span>
            ),
          };
        })}
      />
      <ListSection
        title={t`Failed transfers`}
        description={t`A retry sends under the same key: the provider never pays a half twice.`}
        empty={t`No failed transfers.`}
        items={o.failedTransfers.map((transfer) => {
          const { driverName: driver, jobNumber: job, half } = transfer;
          const amount = formatUsd(transfer.amountCents);
          return {
            key: transfer.id,
            content: (
              <>
                <span className="font-medium text-slate-900">
                  <Trans>
                    {driver}: {job}, half {half}, {amount}
                  </Trans>
                </span>
                {transfer.reason ? <span className="text-red-700">{transfer.reason}</span> : null}
                <Button
                  variant="outline"
                  size="sm"
                  disabled={retry.isPending}
                  onClick={() =>
                    retry.mutate(transfer.id, {
                      onError: (err) =>
                        toast({
                          title: t`Retry failed`,
                          description: errorMessage(err),
                          variant: 'destructive',
                        }),
                    })
                  }
                >
                  <Trans>Retry</Trans>
                </Button>
              </>
            ),
          };
        })}
      />
      <ListSection
        title={t`Flagged by the nightly check`}
        description={t`Transfers that do not match the provider's books. Nothing is paid again from here: check the job's transfers at the provider.`}
        empty={t`The ledger matches the provider's books.`}
        items={o.flagged.map((f) => ({
          key: `${f.jobId}:${f.flaggedAt}`,
          content: (
            <>
              <span className="font-medium text-slate-900">
                {f.jobNumber}, {formatDate(f.flaggedAt)}
              </span>
              <span className="text-red-700">{f.reason}</span>
            </>
          ),
        }))}
      />
      <ListSection
        title={t`Failed bank payouts`}
        description={t`The money went back to the driver's balance; it goes out once their bank is fixed.`}
        empty={t`No failed payouts.`}
        items={o.failedPayouts.map((p) => {
          const driver = p.driverName;
          const amount = formatUsd(p.amountCents);
          const date = formatDate(p.createdAt);
          return {
            key: p.id,
            content: (
              <>
                <span className="font-medium text-slate-900">
                  <Trans>
                    {driver}: {amount} on {date}
                  </Trans>
                </span>
                <span className="text-red-700">{p.failureReason}</span>
              </>
            ),
          };
        })}
      />
    </div>
  );
}

/** One titled list of the overview, or the sentence that says it is empty. */
function ListSection({
  title,
  description,
  empty,
  items,
}: {
  title: string;
  description: string;
  empty: string;
  items: { key: string; content: ReactNode }[];
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-slate-600">{empty}</p>
        ) : (
          <ul className="grid gap-3" aria-label={title}>
            {items.map((item) => (
              <li key={item.key} className="grid gap-1 text-sm">
                {item.content}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
