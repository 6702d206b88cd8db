import { formatNumber } from '@core/format';
import { type CallReason, priceSheetEntryFor, type VehicleType } from '@core/pricing';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '@web/components/ui/button';
import { usePublicConfig } from '@web/features/config';
import { telHref } from '@web/lib/utils';
import { Clock, Phone } from 'lucide-react';
import { callHoursText, callReasonText, priceSheetText } from '../labels';

/** The call-for-pricing message: why, the support phone as a tel: link and the call hours. */
export function CallForPricing({ reason, vehicleType }: { reason: CallReason; vehicleType: VehicleType }) {
  const { data: config } = usePublicConfig();
  const { i18n } = useLingui();
  const sheet = reason === 'trailer' ? priceSheetEntryFor(vehicleType) : null;
  const phone = config?.supportPhone;
  return (
    <div className="grid gap-3">
      <p className="text-xl font-bold text-slate-900">
        <Trans>Call for pricing</Trans>
      </p>
      <p className="text-sm text-slate-700">{i18n._(callReasonText[reason])}</p>
      {sheet ? (
        <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
          <span className="font-semibold text-slate-900">
            {i18n._(priceSheetText[sheet.vehicleType].label)}: ${formatNumber(sheet.priceDollars)}
          </span>{' '}
          ({i18n._(priceSheetText[sheet.vehicleType].detail)})
        </p>
      ) : null}
      {config ? (
        <a href={telHref(config.supportPhone)} className={buttonClasses('accent', 'lg', 'w-full')}>
          <Phone aria-hidden="true" className="h-5 w-5" />
          <Trans>Call {phone}</Trans>
        </a>
      ) : (
        <p className="text-sm text-slate-600">
          <Trans>Loading our phone number…</Trans>
        </p>
      )}
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Clock aria-hidden="true" className="h-4 w-4" />
        {i18n._(callHoursText)}
      </p>
    </div>
  );
}
