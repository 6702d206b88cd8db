import type { AdminCompany } from '@core/contracts/billing';
import { formatUsd } from '@core/money';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { OperatorGate } from '@web/features/auth';
import { errorMessage } from '@web/lib/queryClient';
import { formatDate } from '@web/lib/time';
import { adminCompaniesQuery, useRunInvoicing, useSetCompanyTerms } from '../api';

/** /admin/companies: every company with its terms, what it owes on terms and what is overdue. */
export function AdminCompaniesPage() {
  const { t } = useLingui();
  return (
    <div className="grid gap-4">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans>Companies</Trans>
        </h1>
        <p className="text-sm text-slate-600">
          <Trans>
            Approve a company for monthly invoicing (net 30): its moves are dispatched without a card and
            invoiced together at month end.
          </Trans>
        </p>
      </header>
      <OperatorGate
        path="/admin/companies"
        signInText={t`Sign in with an operator account to see companies.`}
      >
        <Companies />
      </OperatorGate>
    </div>
  );
}

function Companies() {
  const list = useQuery(adminCompaniesQuery());
  const run = useRunInvoicing();
  const { t } = useLingui();
  if (list.isPending) return <Skeleton className="h-64 rounded-2xl" />;
  if (list.isError) return <QueryErrorRetry query={list} prefix={t`We could not load companies`} />;
  return (
    <div className="grid gap-3">
      <Button
        variant="outline"
        disabled={run.isPending}
        onClick={() =>
          run.mutate(undefined, {
            onSuccess: ({ month, issued }) =>
              toast({
                title: plural(issued, {
                  one: `Invoicing run for ${month}: # new invoice`,
                  other: `Invoicing run for ${month}: # new invoices`,
                }),
              }),
            onError: (err) => toast({ title: t`The invoicing run failed`, description: errorMessage(err) }),
          })
        }
      >
        <Trans>Run last month's invoicing now</Trans>
      </Button>
      {list.data.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>No companies yet.</Trans>
        </p>
      ) : (
        <ul className="grid gap-3" aria-label={t`Companies`}>
          {list.data.map((c) => (
            <li key={c.id}>
              <CompanyCard company={c} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function CompanyCard({ company: c }: { company: AdminCompany }) {
  const setTerms = useSetCompanyTerms();
  const approved = c.paymentTerms === 'net30';
  const { t } = useLingui();
  const name = c.legalName;
  const change = () =>
    setTerms.mutate(
      { id: c.id, paymentTerms: approved ? 'card' : 'net30' },
      {
        onSuccess: () => toast({ title: approved ? t`${name} pays by card again` : t`${name} is on net 30` }),
        onError: (err) => toast({ title: t`The terms did not change`, description: errorMessage(err) }),
      },
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          {c.legalName}
          <Badge tone={approved ? 'success' : 'neutral'}>{approved ? t`Net 30` : t`Card`}</Badge>
          {c.overdueCents > 0 ? (
            <Badge tone="danger">
              <Trans>Overdue</Trans>
            </Badge>
          ) : null}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <dl className="grid grid-cols-2 gap-2">
          <div>
            <dt className="text-slate-500">
              <Trans>Billing e-mail</Trans>
            </dt>
            <dd className="break-all text-slate-900">{c.billingEmail}</dd>
          </div>
          <div>
            <dt className="text-slate-500">
              <Trans>Members</Trans>
            </dt>
            <dd className="text-slate-900">{c.members}</dd>
          </div>
          <div>
            <dt className="text-slate-500">
              <Trans>Owed on terms</Trans>
            </dt>
            <dd className="font-semibold text-slate-900">{formatUsd(c.balanceCents)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">
              <Trans>Overdue</Trans>
            </dt>
            <dd className="font-semibold text-slate-900">{formatUsd(c.overdueCents)}</dd>
          </div>
        </dl>
        {approved && c.approvedAt ? <ApprovedOn date={formatDate(c.approvedAt)} /> : null}
        <Button variant={approved ? 'outline' : 'primary'} disabled={setTerms.isPending} onClick={change}>
          {approved ? t`Revoke net 30` : t`Approve net 30`}
        </Button>
      </CardContent>
    </Card>
  );
}

function ApprovedOn({ date }: { date: string }) {
  return (
    <p className="text-slate-600">
      <Trans>Approved on {date}.</Trans>
    </p>
  );
}
