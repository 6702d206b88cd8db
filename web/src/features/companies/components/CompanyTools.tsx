import { type CompanyPermission, type CompanyRole, roleMay } from '@core/companies';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { buttonClasses } from '@web/components/ui/button';
import { Link } from 'react-router';

/** The company's other pages, each shown to the roles that may use it (the server refuses the rest). */
const TOOLS: { to: string; label: MessageDescriptor; permission: CompanyPermission }[] = [
  { to: '/orders/new', label: msg`New order`, permission: 'order' },
  { to: '/orders', label: msg`Orders`, permission: 'view' },
  { to: '/company/map', label: msg`Live map`, permission: 'view' },
  { to: '/company/billing', label: msg`Billing and insurance`, permission: 'view' },
  { to: '/company/api-keys', label: msg`API keys`, permission: 'manage' },
  { to: '/company/webhooks', label: msg`Webhooks`, permission: 'manage' },
  { to: '/developers', label: msg`API reference`, permission: 'manage' },
];

export function CompanyTools({ role }: { role: CompanyRole }) {
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Company pages`} className="flex flex-wrap gap-2">
      {TOOLS.filter((tool) => roleMay(role, tool.permission)).map((tool) => (
        <Link key={tool.to} to={tool.to} className={buttonClasses('outline', 'sm')}>
          {i18n._(tool.label)}
        </Link>
      ))}
    </nav>
  );
}
