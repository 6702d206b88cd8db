import { formatNumber } from '@core/format';
import { formatUsd } from '@core/money';
import type { PricedQuote } from '@core/pricing';
import { TRIP_COST_LINE_LABELS } from '@core/trip-costs';
import { cn } from '@web/lib/utils';

function Row({
  label,
  value,
  strong,
  basis,
}: {
  label: string;
  value: string;
  strong?: boolean;
  /** How the amount was estimated, shown under it. */
  basis?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-wrap items-baseline justify-between gap-x-3 py-1.5',
        strong ? 'border-t border-slate-200 pt-3 text-lg font-bold text-slate-900' : 'text-sm text-slate-700',
      )}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
      {basis ? <dd className="w-full text-xs text-slate-500">{basis}</dd> : null}
    </div>
  );
}

/** The driver's return and the fuel: each with its basis, or a wait while the basis loads. */
function TripCostRows({ quote }: { quote: PricedQuote }) {
  const { driverReturn, fuel } = quote;
  if (!driverReturn || !fuel) {
    return <Row label={`${TRIP_COST_LINE_LABELS.driverReturn} and fuel`} value="Estimating…" />;
  }
  return (
    <>
      <Row
        label={TRIP_COST_LINE_LABELS.driverReturn}
        value={driverReturn.payer === 'client' ? formatUsd(driverReturn.cents) : 'Not charged'}
        basis={driverReturn.basis}
      />
      <Row label={TRIP_COST_LINE_LABELS.fuel} value={formatUsd(fuel.cents)} basis={fuel.basis} />
    </>
  );
}

/**
 * Base rate, distance fee, rush surcharge (when rushed), service fee, the driver's return and the fuel
 * (billed at cost up to their amounts), and the total, in US dollars.
 */
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
      <TripCostRows quote={quote} />
      <Row label="Total" value={quote.fuel ? formatUsd(quote.totalCents) : 'Estimating…'} strong />
    </dl>
  );
}
