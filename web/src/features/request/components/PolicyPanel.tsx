import { formatNumber } from '@core/format';
import { DAMAGE_PENALTY_DOLLARS } from '@core/money';
import { MAX_QUOTABLE_DISTANCE, RETURN_TRANSPORT_BOUNDARY } from '@core/pricing';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Camera, CreditCard, ShieldCheck, Wallet } from 'lucide-react';

const penalty = DAMAGE_PENALTY_DOLLARS;
const boundary = formatNumber(RETURN_TRANSPORT_BOUNDARY);
const maxMiles = formatNumber(MAX_QUOTABLE_DISTANCE);

const businessModel = [
  { icon: CreditCard, text: msg`You pay 100% upfront by card.` },
  {
    icon: Wallet,
    text: msg`The driver is paid 50% after the pre-trip checklist and equipment verification, and 50% after verified delivery.`,
  },
  { icon: Camera, text: msg`Photos are taken before and after transport.` },
] as const;

const policies = [
  msg`Drivers cannot cancel after accepting a job. Penalties may apply and the client pays for their transportation.`,
  msg`Drivers who miss provided transportation must reimburse it.`,
  msg`A driver is penalised $${penalty} for damaging the client's vehicle or getting citations.`,
  msg`Missing transportation brings a 30-day suspension. Violations bring a 90-day suspension or a permanent ban.`,
  msg`No passengers without the company's written approval. If approved, passengers must be 10 or older and the driver pays their costs.`,
] as const;

const returnTransport = [
  msg`Up to ${boundary} miles: the client pays the driver's return.`,
  msg`From ${boundary} to ${maxMiles} miles: the driver pays their own return.`,
  msg`Over ${maxMiles} miles: a call is required.`,
] as const;

/** How payment works and the rules every move follows (product/clients §1 business model, §6 policies). */
export function PolicyPanel() {
  const { i18n } = useLingui();
  return (
    <Card role="region" aria-labelledby="policy-title">
      <CardHeader>
        <CardTitle id="policy-title" className="flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="h-5 w-5 text-brand-700" />
          <Trans>How it works and our policies</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm text-slate-700">
        <ul className="grid gap-2">
          {businessModel.map(({ icon: Icon, text }) => (
            <li key={text.id} className="flex items-start gap-2">
              <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
              <span>{i18n._(text)}</span>
            </li>
          ))}
        </ul>
        <div className="grid gap-2">
          <h3 className="font-semibold text-slate-900">
            <Trans>Driver policy</Trans>
          </h3>
          <ul className="grid list-disc gap-1.5 pl-5">
            {policies.map((text) => (
              <li key={text.id}>{i18n._(text)}</li>
            ))}
          </ul>
        </div>
        <div className="grid gap-2">
          <h3 className="font-semibold text-slate-900">
            <Trans>Return transport</Trans>
          </h3>
          <ul className="grid list-disc gap-1.5 pl-5">
            {returnTransport.map((text) => (
              <li key={text.id}>{i18n._(text)}</li>
            ))}
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}
