import { formatNumber } from '@core/format';
import { priceSheet } from '@core/pricing';
import { Trans, useLingui } from '@lingui/react/macro';
import { RegionCard } from '@web/components/ui/card';
import { priceSheetText } from '../labels';

/** The stated prices (core price sheet); trailer moves are confirmed by phone. */
export function PriceSheet() {
  const { t, i18n } = useLingui();
  return (
    <RegionCard
      title={t`Price sheet`}
      titleId="price-sheet-title"
      description={t`Prices in US dollars, effective May 2025.`}
    >
      <ul className="divide-y divide-slate-100">
        {priceSheet.map((entry) => (
          <li key={entry.vehicleType} className="flex items-start justify-between gap-3 py-3">
            <span className="grid gap-0.5">
              <span className="font-semibold text-slate-900">
                {i18n._(priceSheetText[entry.vehicleType].label)}
              </span>
              <span className="text-sm text-slate-600">
                {i18n._(priceSheetText[entry.vehicleType].detail)}
              </span>
            </span>
            <span className="text-lg font-bold tabular-nums text-brand-700">
              ${formatNumber(entry.priceDollars)}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-slate-500">
        <Trans>
          Loaded vehicles, trailer moves and trips over 5,000 miles are priced by phone. Rush service adds 20%
          to the base rate and distance fee.
        </Trans>
      </p>
    </RegionCard>
  );
}
