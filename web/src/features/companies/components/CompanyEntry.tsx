import { useLingui } from '@lingui/react/macro';
import { buttonClasses } from '@web/components/ui/button';
import { RegionCard } from '@web/components/ui/card';
import { Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { useMyCompany } from '../api';
import { roleLabels } from '../roles';

/** The profile's way to the company page: the company and role, or an offer to create one. */
export function CompanyEntry() {
  const { t, i18n } = useLingui();
  const mine = useMyCompany();
  const company = mine.data?.company;
  const role = mine.data?.role;
  return (
    <RegionCard
      title={t`Company`}
      titleId="company-entry-title"
      description={
        company && role
          ? `${company.legalName} · ${i18n._(roleLabels[role])}`
          : mine.isError
            ? t`We could not load your company.`
            : t`Order and track moves as a team: invite colleagues with roles.`
      }
    >
      <Link to="/company" className={buttonClasses('outline', 'md', 'w-full')}>
        <Building2 aria-hidden="true" className="h-4 w-4" />
        {company ? t`Open company` : t`Set up a company account`}
      </Link>
    </RegionCard>
  );
}
