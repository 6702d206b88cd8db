import { formatNumber } from '@core/format';
import { formatUsd } from '@core/money';
import type { PricedQuote } from '@core/pricing';
import { cn } from '@web/lib/utils';

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={cn(
        'flex items-baseline justify-between gap-3 py-1.5',
        strong ? 'border-t border-slate-200 pt-3 text-lg font-bold text-slate-900' : 'text-sm text-slate-700',
      )}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** Base rate, distance fee, rush surcharge (when rushed), service fee and total, in US dollars. */
export function QuoteBreakdown({ quote }: { quote: PricedQuote }) {
  return (
    <dl className="grid">
      <Row label="Base Rate" value={formatUsd(quote.baseRateCents)} />
      <Row
        label={
          quote.billableMiles > 0 ? `Distance Fee (${formatNumber(quote.billableMiles)} mi)` : 'Distance Fee'
        }
        value={formatUsd(quote.distanceFeeCents)}
      />
      {quote.rushFeeCents > 0 ? <Row label="Rush surcharge" value={formatUsd(quote.rushFeeCents)} /> : null}
      <Row label="Service Fee" value={formatUsd(quote.serviceFeeCents)} />
      <Row label="Total" value={formatUsd(quote.totalCents)} strong />
    </dl>
  );
}
