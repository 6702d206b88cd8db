import { formatNumber } from '@core/format';
import { priceSheet } from '@core/pricing';
import { RegionCard } from '@web/components/ui/card';

/** The stated prices (core price sheet); trailer moves are confirmed by phone. */
export function PriceSheet() {
  return (
    <RegionCard
      title="Price sheet"
      titleId="price-sheet-title"
      description="Prices in US dollars, effective May 2025."
    >
      <ul className="divide-y divide-slate-100">
        {priceSheet.map((entry) => (
          <li key={entry.vehicleType} className="flex items-start justify-between gap-3 py-3">
            <span className="grid gap-0.5">
              <span className="font-semibold text-slate-900">{entry.label}</span>
              <span className="text-sm text-slate-600">{entry.detail}</span>
            </span>
            <span className="text-lg font-bold tabular-nums text-brand-700">
              ${formatNumber(entry.priceDollars)}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-slate-500">
        Loaded vehicles, trailer moves and trips over 5,000 miles are priced by phone. Rush service adds 20%
        to the base rate and distance fee.
      </p>
    </RegionCard>
  );
}
