import { formatUsd } from '@core/money';
import { useQuery } from '@tanstack/react-query';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { monthTotalsQuery } from '@web/features/tripcosts';
import { useId, useState } from 'react';

const thisMonth = () => new Date().toISOString().slice(0, 7);

/** The month's trip costs (UTC months): fuel and returns paid, refunds to clients, overrun, missed tickets. */
export function TripCostTotals() {
  const [month, setMonth] = useState(thisMonth);
  const monthId = useId();
  const totals = useQuery(monthTotalsQuery(month));
  const t = totals.data;
  const figures = t
    ? [
        { label: 'Fuel paid', cents: t.fuelPaidCents },
        { label: 'Returns paid', cents: t.returnsPaidCents },
        { label: 'Refunded to clients', cents: t.refundedCents },
        { label: 'Overrun borne by Pathway', cents: t.overrunCents },
        { label: 'Penalties for missed tickets', cents: t.missedPenaltiesCents },
      ]
    : [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Trip costs this month</CardTitle>
        <CardDescription>
          Approved fuel receipts and return tickets, what settlements refunded and the overrun Pathway bore.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <label htmlFor={monthId} className="grid gap-1 text-sm text-slate-700">
          Month
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
          <QueryErrorRetry query={totals} prefix="We could not load the month's trip costs" />
        ) : (
          <dl className="grid grid-cols-2 gap-2">
            {figures.map((f) => (
              <div key={f.label} className="grid gap-0.5 rounded-xl bg-slate-50 p-3">
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
