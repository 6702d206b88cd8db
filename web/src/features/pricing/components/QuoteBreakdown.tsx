import { formatNumber } from '@core/format';
import { formatUsd } from '@core/money';
import type { PricedQuote } from '@core/pricing';
import { useLingui } from '@lingui/react/macro';
import { cn } from '@web/lib/utils';
import { tripCostBasisText, tripCostLineText } from '../labels';

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
  const { t, i18n } = useLingui();
  const { driverReturn, fuel } = quote;
  const driverReturnLabel = i18n._(tripCostLineText.driverReturn);
  if (!driverReturn || !fuel) {
    return <Row label={t`${driverReturnLabel} and fuel`} value={t`Estimating…`} />;
  }
  return (
    <>
      <Row
        label={driverReturnLabel}
        value={driverReturn.payer === 'client' ? formatUsd(driverReturn.cents) : t`Not charged`}
        basis={tripCostBasisText(driverReturn.basis)}
      />
      <Row
        label={i18n._(tripCostLineText.fuel)}
        value={formatUsd(fuel.cents)}
        basis={tripCostBasisText(fuel.basis)}
      />
    </>
  );
}

/**
 * Base rate, distance fee, rush surcharge (when rushed), service fee, the driver's return and the fuel
 * (billed at cost up to their amounts), and the total, in US dollars.
 */
export function QuoteBreakdown({ quote }: { quote: PricedQuote }) {
  const { t } = useLingui();
  const billableMiles = formatNumber(quote.billableMiles);
  return (
    <dl className="grid">
      <Row label={t`Base Rate`} value={formatUsd(quote.baseRateCents)} />
      <Row
        label={quote.billableMiles > 0 ? t`Distance Fee (${billableMiles} mi)` : t`Distance Fee`}
        value={formatUsd(quote.distanceFeeCents)}
      />
      {quote.rushFeeCents > 0 ? (
        <Row label={t`Rush surcharge`} value={formatUsd(quote.rushFeeCents)} />
      ) : null}
      <Row label={t`Service Fee`} value={formatUsd(quote.serviceFeeCents)} />
      <TripCostRows quote={quote} />
      <Row label={t`Total`} value={quote.fuel ? formatUsd(quote.totalCents) : t`Estimating…`} strong />
    </dl>
  );
}
