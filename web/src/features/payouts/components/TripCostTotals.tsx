import { formatUsd } from '@core/money';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { monthTotalsQuery } from '@web/features/tripcosts';
import { useId, useState } from 'react';

const thisMonth = () => new Date().toISOString().slice(0, 7);

/** The month's trip costs (UTC months): fuel and returns paid, refunds to clients, overrun, missed tickets. */
export function TripCostTotals() {
  const { t } = useLingui();
  const [month, setMonth] = useState(thisMonth);
  const monthId = useId();
  const totals = useQuery(monthTotalsQuery(month));
  const data = totals.data;
  const figures = data
    ? [
        { key: 'fuel', label: t`Fuel paid`, cents: data.fuelPaidCents },
        { key: 'returns', label: t`Returns paid`, cents: data.returnsPaidCents },
        { key: 'refunded', label: t`Refunded to clients`, cents: data.refundedCents },
        { key: 'overrun', label: t`Overrun borne by Pathway`, cents: data.overrunCents },
        { key: 'missed', label: t`Penalties for missed tickets`, cents: data.missedPenaltiesCents },
      ]
    : [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Trip costs this month</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Approved fuel receipts and return tickets, what settlements refunded and the overrun Pathway bore.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <label htmlFor={monthId} className="grid gap-1 text-sm text-slate-700">
          <Trans>Month</Trans>
          <input
            id={monthId}
            type="month"
            value={month}
            max={thisMonth()}
            onChange={(e) => e.target.value && setMonth(e.target.value)}
            className="h-11 rounded-xl border border-slate-300 px-3"
          />
        </label>
        {totals.isPending ? (
          <Skeleton className="h-24 rounded-xl" />
        ) : totals.isError ? (
          <QueryErrorRetry query={totals} prefix={t`We could not load the month's trip costs`} />
        ) : (
          <dl className="grid grid-cols-2 gap-2">
            {figures.map((f) => (
              <div key={f.key} className="grid gap-0.5 rounded-xl bg-slate-50 p-3">
                <dt className="text-xs text-slate-600">{f.label}</dt>
                <dd className="font-bold text-slate-900">{formatUsd(f.cents)}</dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
