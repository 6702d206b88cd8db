import { formatNumber } from '@core/format';
import { DAMAGE_PENALTY_DOLLARS } from '@core/money';
import { MAX_QUOTABLE_DISTANCE, RETURN_TRANSPORT_BOUNDARY } from '@core/pricing';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Camera, CreditCard, ShieldCheck, Wallet } from 'lucide-react';

const miles = (n: number) => formatNumber(n);

const businessModel = [
  { icon: CreditCard, text: 'You pay 100% upfront by card.' },
  {
    icon: Wallet,
    text: 'The driver is paid 50% after the pre-trip checklist and equipment verification, and 50% after verified delivery.',
  },
  { icon: Camera, text: 'Photos are taken before and after transport.' },
] as const;

const policies = [
  'Drivers cannot cancel after accepting a job. Penalties may apply and the client pays for their transportation.',
  'Drivers who miss provided transportation must reimburse it.',
  `A driver is penalised $${DAMAGE_PENALTY_DOLLARS} for damaging the client's vehicle or getting citations.`,
  'Missing transportation brings a 30-day suspension. Violations bring a 90-day suspension or a permanent ban.',
  "No passengers without the company's written approval. If approved, passengers must be 10 or older and the driver pays their costs.",
] as const;

const returnTransport = [
  `Up to ${miles(RETURN_TRANSPORT_BOUNDARY)} miles: the client pays the driver's return.`,
  `From ${miles(RETURN_TRANSPORT_BOUNDARY)} to ${miles(MAX_QUOTABLE_DISTANCE)} miles: the driver pays their own return.`,
  `Over ${miles(MAX_QUOTABLE_DISTANCE)} miles: a call is required.`,
] as const;

/** How payment works and the rules every move follows (product/clients §1 business model, §6 policies). */
export function PolicyPanel() {
  return (
    <Card role="region" aria-labelledby="policy-title">
      <CardHeader>
        <CardTitle id="policy-title" className="flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="h-5 w-5 text-brand-700" />
          How it works and our policies
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm text-slate-700">
        <ul className="grid gap-2">
          {businessModel.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-2">
              <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
              <span>{text}</span>
            </li>
          ))}
        </ul>
        <div className="grid gap-2">
          <h3 className="font-semibold text-slate-900">Driver policy</h3>
          <ul className="grid list-disc gap-1.5 pl-5">
            {policies.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
        <div className="grid gap-2">
          <h3 className="font-semibold text-slate-900">Return transport</h3>
          <ul className="grid list-disc gap-1.5 pl-5">
            {returnTransport.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}
