import { dateParts, deviceZone, formatMonthDay, formatNumber, weekdayName } from '@core/format';
import { formatDuration, MINUTE_MS } from '@core/hos';
import { formatUsd } from '@core/money';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { driverStatsQuery } from '@web/features/dispatch';
import { BarChart3 } from 'lucide-react';
import { BarChart } from './BarChart';

const dayTick = (date: string) => String(Number(date.slice(8, 10)));
const dayLabel = (date: string) => {
  const parts = dateParts(new Date(`${date}T12:00:00Z`), 'UTC');
  return `${weekdayName(parts)}, ${formatMonthDay(parts)}`;
};

/** The Stats tab: real figures from the server. */
export function StatsTab() {
  const { t } = useLingui();
  const zone = deviceZone();
  const stats = useQuery(driverStatsQuery(zone));
  if (stats.isPending) return <Skeleton className="h-64 rounded-2xl" aria-busy="true" />;
  if (stats.isError) {
    return <QueryErrorRetry query={stats} prefix={t`Could not load your stats`} />;
  }
  const s = stats.data;
  const miles = formatNumber(s.milesDriven);
  const rate = s.onTimeRate === null ? 0 : Math.round(s.onTimeRate * 100);
  const onTime = s.onTimeDeliveries;
  const counted = s.deliveriesCounted;
  const tiles: [string, string][] = [
    [t`Jobs completed`, String(s.jobsCompleted)],
    [t`Miles driven`, t`${miles} mi`],
    [t`Earned this week`, formatUsd(s.earningsWeekCents)],
    [t`Earned this month`, formatUsd(s.earningsMonthCents)],
    [
      t`On-time deliveries`,
      s.onTimeRate === null ? t`No deliveries yet` : t`${rate}% (${onTime} of ${counted})`,
    ],
  ];
  const drivenTotal = s.hoursByDay.reduce((sum, d) => sum + d.drivingMinutes, 0);
  const drivenText = formatDuration(drivenTotal * MINUTE_MS);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BarChart3 aria-hidden="true" className="h-5 w-5 text-brand-600" />
          <Trans>Stats</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-2 gap-2">
          {tiles.map(([label, value]) => (
            <div key={label} className="grid gap-0.5 rounded-xl bg-slate-50 p-3">
              <dt className="text-xs text-slate-500">{label}</dt>
              <dd className="text-base font-bold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        {drivenTotal === 0 ? (
          <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-600">
            <Trans>No driving recorded in the last 14 days. Your time clock fills this chart.</Trans>
          </p>
        ) : null}
        <BarChart
          title={t`Hours driven per day, last 14 days (${drivenText} in all)`}
          bars={s.hoursByDay.map((d) => ({
            label: dayLabel(d.date),
            tick: dayTick(d.date),
            value: d.drivingMinutes,
            background: d.onDutyMinutes,
          }))}
          format={(m) => formatDuration(m * MINUTE_MS)}
          legend={{ value: t`Driving`, background: t`On duty` }}
        />
        <BarChart
          title={t`Earnings released`}
          bars={[
            { label: t`This week`, tick: t`Week`, value: s.earningsWeekCents },
            { label: t`This month`, tick: t`Month`, value: s.earningsMonthCents },
          ]}
          format={(c) => formatUsd(c)}
        />
      </CardContent>
    </Card>
  );
}
