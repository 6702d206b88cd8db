import { COMPANY_ROLE_LABELS } from '@core/companies';
import { buttonClasses } from '@web/components/ui/button';
import { RegionCard } from '@web/components/ui/card';
import { Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { useMyCompany } from '../api';

/** The profile's way to the company page: the company and role, or an offer to create one. */
export function CompanyEntry() {
  const mine = useMyCompany();
  const company = mine.data?.company;
  const role = mine.data?.role;
  return (
    <RegionCard
      title="Company"
      titleId="company-entry-title"
      description={
        company && role
          ? `${company.legalName} · ${COMPANY_ROLE_LABELS[role]}`
          : mine.isError
            ? 'We could not load your company.'
            : 'Order and track moves as a team: invite colleagues with roles.'
      }
    >
      <Link to="/company" className={buttonClasses('outline', 'md', 'w-full')}>
        <Building2 aria-hidden="true" className="h-4 w-4" />
        {company ? 'Open company' : 'Set up a company account'}
      </Link>
    </RegionCard>
  );
}
