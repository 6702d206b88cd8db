import { formatUsd } from '@core/money';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { Skeleton } from '@web/components/ui/skeleton';
import { figuresQuery } from '../api';

/** The day's figures: jobs by status, on time, drivers online, open exceptions, money in and owed. */
export function FiguresStrip() {
  const { t } = useLingui();
  const figures = useQuery(figuresQuery());
  if (figures.isPending) return <Skeleton className="h-20 rounded-2xl" />;
  if (figures.isError)
    return <QueryErrorRetry query={figures} prefix={t`We could not load today's figures`} />;
  const f = figures.data;
  const underway = f.counts.accepted + f.counts.in_progress;
  const items: [string, string, string?][] = [
    [t`Open, no driver`, String(f.counts.open), f.counts.open > 0 ? 'text-amber-800' : undefined],
    [t`Under way`, String(underway)],
    [t`Delivered today`, String(f.deliveredToday)],
    [t`On time`, f.onTimePercent === null ? '—' : `${f.onTimePercent}%`],
    [t`Drivers online`, String(f.driversOnline)],
    [t`Open exceptions`, String(f.openExceptions), f.openExceptions > 0 ? 'text-red-700' : undefined],
    [t`Collected today`, formatUsd(f.collectedTodayCents)],
    [t`Owed to drivers`, formatUsd(f.owedToDriversCents)],
  ];
  return (
    <dl aria-label={t`Figures for ${f.day}`} className="grid grid-cols-2 gap-2 sm:grid-cols-4 xl:grid-cols-8">
      {items.map(([label, value, tone]) => (
        <div key={label} className="grid gap-0.5 rounded-xl border border-slate-200 bg-white p-3">
          <dt className="text-xs text-slate-600">{label}</dt>
          <dd className={`text-lg font-bold ${tone ?? 'text-slate-900'}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
