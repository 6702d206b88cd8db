import { formatNumber } from '@core/format';
import {
  CALL_HOURS,
  type CallReason,
  callReasonMessages,
  priceSheetEntryFor,
  type VehicleType,
} from '@core/pricing';
import { buttonClasses } from '@web/components/ui/button';
import { usePublicConfig } from '@web/features/config';
import { telHref } from '@web/lib/utils';
import { Clock, Phone } from 'lucide-react';

/** The call-for-pricing message: why, the support phone as a tel: link and the call hours. */
export function CallForPricing({ reason, vehicleType }: { reason: CallReason; vehicleType: VehicleType }) {
  const { data: config } = usePublicConfig();
  const sheet = reason === 'trailer' ? priceSheetEntryFor(vehicleType) : null;
  return (
    <div className="grid gap-3">
      <p className="text-xl font-bold text-slate-900">Call for pricing</p>
      <p className="text-sm text-slate-700">{callReasonMessages[reason]}</p>
      {sheet ? (
        <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
          <span className="font-semibold text-slate-900">
            {sheet.label}: ${formatNumber(sheet.priceDollars)}
          </span>{' '}
          ({sheet.detail})
        </p>
      ) : null}
      {config ? (
        <a href={telHref(config.supportPhone)} className={buttonClasses('accent', 'lg', 'w-full')}>
          <Phone aria-hidden="true" className="h-5 w-5" />
          Call {config.supportPhone}
        </a>
      ) : (
        <p className="text-sm text-slate-600">Loading our phone number…</p>
      )}
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Clock aria-hidden="true" className="h-4 w-4" />
        {CALL_HOURS}
      </p>
    </div>
  );
}
