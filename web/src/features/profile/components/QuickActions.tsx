import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { CreditCard, LifeBuoy, type LucideIcon, Receipt, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';

const actions: { to: string; label: MessageDescriptor; icon: LucideIcon }[] = [
  { to: '/pathway-ai', label: msg`Support`, icon: LifeBuoy },
  { to: '/payment-success', label: msg`Invoices`, icon: Receipt },
  { to: '/payments', label: msg`Payment`, icon: CreditCard },
  { to: '/privacy-policy', label: msg`Privacy`, icon: ShieldCheck },
];

/** Shortcuts of product/clients §2: Support, Invoices, Payment (the client's payments), Privacy. */
export function QuickActions() {
  const { t } = useLingui();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Quick actions</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-4 gap-2">
          {actions.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex min-h-20 flex-col items-center justify-center gap-1.5 rounded-xl bg-slate-50 p-2 text-xs font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
              >
                <span className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                  <Icon aria-hidden="true" className="h-5 w-5" />
                </span>
                {t(label)}
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
