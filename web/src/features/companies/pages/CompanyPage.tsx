import { roleMay } from '@core/companies';
import type { Me } from '@core/contracts/accounts';
import { Trans, useLingui } from '@lingui/react/macro';
import { QueryGate } from '@web/components/QueryGate';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, RegionCard } from '@web/components/ui/card';
import { SignInCard, WithMe } from '@web/features/auth';
import { useMyCompany } from '../api';
import { CompanyDetailsForm } from '../components/CompanyDetailsForm';
import { CompanyTools } from '../components/CompanyTools';
import { PeopleCard } from '../components/PeopleCard';
import { RoleDescriptions } from '../components/RoleSelect';
import { roleDescriptions, roleLabels } from '../roles';

function CompanyDetailsView({
  company,
}: {
  company: NonNullable<ReturnType<typeof useMyCompany>['data']>['company'];
}) {
  const { t } = useLingui();
  if (!company) return null;
  return (
    <dl className="grid gap-2 text-sm">
      <div>
        <dt className="text-slate-500">
          <Trans>Billing address</Trans>
        </dt>
        <dd className="whitespace-pre-line text-slate-900">{company.billingAddress}</dd>
      </div>
      <div>
        <dt className="text-slate-500">
          <Trans>Tax id</Trans>
        </dt>
        <dd className="text-slate-900">{company.taxId ?? t`None given`}</dd>
      </div>
      <div>
        <dt className="text-slate-500">
          <Trans>Billing e-mail</Trans>
        </dt>
        <dd className="break-all text-slate-900">{company.billingEmail}</dd>
      </div>
    </dl>
  );
}

function Company({ me }: { me: Me }) {
  const { t, i18n } = useLingui();
  const mine = useMyCompany();
  return (
    <QueryGate
      query={mine}
      loadingLabel={t`Loading your company…`}
      errorPrefix={t`We could not load your company`}
    >
      {({ company, role }) =>
        company && role ? (
          <div className="grid gap-4">
            <header className="grid gap-1">
              <h1 className="text-2xl font-bold text-slate-900">{company.legalName}</h1>
              <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                <Badge tone="brand">{i18n._(roleLabels[role])}</Badge>
                {i18n._(roleDescriptions[role])}
              </p>
            </header>
            <CompanyTools role={role} />
            <RegionCard
              title={t`Company details`}
              titleId="company-details-title"
              description={t`Invoices and statements carry these.`}
            >
              {roleMay(role, 'manage') ? (
                <CompanyDetailsForm company={company} />
              ) : (
                <CompanyDetailsView company={company} />
              )}
            </RegionCard>
            <PeopleCard meId={me.id} manage={roleMay(role, 'manage')} />
          </div>
        ) : (
          <div className="grid gap-4">
            <header className="grid gap-1">
              <h1 className="text-2xl font-bold text-slate-900">
                <Trans>Company account</Trans>
              </h1>
              <p className="text-sm text-slate-600">
                <Trans>
                  Run your fleet's moves as a team: invite colleagues, share vehicles, places, moves and
                  invoices by role. You become the company's owner.
                </Trans>
              </p>
            </header>
            <RegionCard title={t`Create your company`} titleId="company-create-title">
              <CompanyDetailsForm company={null} />
            </RegionCard>
            <RegionCard title={t`Roles`} titleId="company-roles-title">
              <RoleDescriptions />
            </RegionCard>
            <p className="text-sm text-slate-600">
              <Trans>Invited by a company? Open the link in the invitation e-mail to join it.</Trans>
            </p>
          </div>
        )
      }
    </QueryGate>
  );
}

/** /company: the client's company (create one; details; members, roles and invitations). */
export function CompanyPage() {
  const { t } = useLingui();
  return (
    <WithMe>
      {(me) => {
        if (!me) return <SignInCard next="/company" text={t`Sign in to manage your company account.`} />;
        if (me.role !== 'client')
          return (
            <Card>
              <CardContent className="pt-6 text-sm text-slate-700">
                <Trans>
                  Company accounts are for customers who order moves. Driver accounts cannot join a company.
                </Trans>
              </CardContent>
            </Card>
          );
        return <Company me={me} />;
      }}
    </WithMe>
  );
}
