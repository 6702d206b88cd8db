import { formatNumber } from '@core/format';
import { formatUsd } from '@core/money';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { LoadingBlock } from '@web/components/ui/spinner';
import { SubscriptionGate } from '@web/features/subscriptions';
import { errorMessage } from '@web/lib/queryClient';
import { useAnalytics } from '../api';
import { BarChart } from '../components/BarChart';

function Charts() {
  const { t } = useLingui();
  const analytics = useAnalytics();
  if (analytics.isPending) return <LoadingBlock label={t`Loading your analytics…`} />;
  if (analytics.isError) {
    return (
      <div className="grid gap-3">
        <ErrorAlert>{t`Could not load your analytics: ${errorMessage(analytics.error)}`}</ErrorAlert>
        <Button variant="outline" onClick={() => void analytics.refetch()}>
          <Trans>Retry</Trans>
        </Button>
      </div>
    );
  }
  const { role, points } = analytics.data;
  const series = (pick: (p: (typeof points)[number]) => number | null) =>
    points.map((p) => ({ label: p.label, value: pick(p) }));
  const empty = points.every((p) => p.jobs === 0 && p.amountCents === 0 && p.miles === 0);
  return (
    <div className="grid gap-4">
      {empty ? (
        <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-600">
          {role === 'driver' ? (
            <Trans>No jobs in this period yet: the charts fill in as you drive.</Trans>
          ) : (
            <Trans>No jobs in this period yet: the charts fill in as your trucks move.</Trans>
          )}
        </p>
      ) : null}
      {role === 'client' ? (
        <>
          <BarChart title={t`Spend per month`} data={series((p) => p.amountCents)} format={formatUsd} />
          <BarChart
            title={t`Jobs per month`}
            data={series((p) => p.jobs)}
            format={(v) => plural(v, { one: '# job', other: '# jobs' })}
            color="fill-accent-500"
          />
          <BarChart
            title={t`On-time delivery per month`}
            data={series((p) => p.onTimePercent)}
            format={(v) => t`${v}% on time`}
            color="fill-emerald-500"
            max={100}
          />
        </>
      ) : (
        <>
          <BarChart
            title={t`Earnings per week`}
            data={series((p) => p.amountCents)}
            format={formatUsd}
            color="fill-emerald-500"
          />
          <BarChart
            title={t`Miles per week`}
            data={series((p) => p.miles)}
            format={(v) => t`${formatNumber(v)} mi`}
          />
          <BarChart
            title={t`Jobs per week`}
            data={series((p) => p.jobs)}
            format={(v) => plural(v, { one: '# job', other: '# jobs' })}
            color="fill-accent-500"
          />
        </>
      )}
    </div>
  );
}

/** /analytics (premium): spend, jobs and on-time delivery per month, or earnings, miles and jobs per week. */
export function AnalyticsPage() {
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-extrabold text-slate-900">
        <Trans>Advanced Analytics</Trans>
      </h1>
      <SubscriptionGate>
        <Charts />
      </SubscriptionGate>
    </div>
  );
}
