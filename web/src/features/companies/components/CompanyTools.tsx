import { type CompanyPermission, type CompanyRole, roleMay } from '@core/companies';
import { buttonClasses } from '@web/components/ui/button';
import { Link } from 'react-router';

/** The company's other pages, each shown to the roles that may use it (the server refuses the rest). */
const TOOLS: { to: string; label: string; permission: CompanyPermission }[] = [
  { to: '/orders/new', label: 'New order', permission: 'order' },
  { to: '/orders', label: 'Orders', permission: 'view' },
  { to: '/company/map', label: 'Live map', permission: 'view' },
  { to: '/company/billing', label: 'Billing and insurance', permission: 'view' },
  { to: '/company/api-keys', label: 'API keys', permission: 'manage' },
  { to: '/company/webhooks', label: 'Webhooks', permission: 'manage' },
  { to: '/developers', label: 'API reference', permission: 'manage' },
];

export function CompanyTools({ role }: { role: CompanyRole }) {
  return (
    <nav aria-label="Company pages" className="flex flex-wrap gap-2">
      {TOOLS.filter((t) => roleMay(role, t.permission)).map((t) => (
        <Link key={t.to} to={t.to} className={buttonClasses('outline', 'sm')}>
          {t.label}
        </Link>
      ))}
    </nav>
  );
}
