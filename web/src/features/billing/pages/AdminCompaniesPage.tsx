import type { AdminCompany } from '@core/contracts/billing';
import { formatUsd } from '@core/money';
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
  return (
    <div className="grid gap-4">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold text-slate-900">Companies</h1>
        <p className="text-sm text-slate-600">
          Approve a company for monthly invoicing (net 30): its moves are dispatched without a card and
          invoiced together at month end.
        </p>
      </header>
      <OperatorGate path="/admin/companies" signInText="Sign in with an operator account to see companies.">
        <Companies />
      </OperatorGate>
    </div>
  );
}

function Companies() {
  const list = useQuery(adminCompaniesQuery());
  const run = useRunInvoicing();
  if (list.isPending) return <Skeleton className="h-64 rounded-2xl" />;
  if (list.isError) return <QueryErrorRetry query={list} prefix="We could not load companies" />;
  return (
    <div className="grid gap-3">
      <Button
        variant="outline"
        disabled={run.isPending}
        onClick={() =>
          run.mutate(undefined, {
            onSuccess: (r) =>
              toast({
                title: `Invoicing run for ${r.month}: ${r.issued} new ${r.issued === 1 ? 'invoice' : 'invoices'}`,
              }),
            onError: (err) => toast({ title: 'The invoicing run failed', description: errorMessage(err) }),
          })
        }
      >
        Run last month's invoicing now
      </Button>
      {list.data.length === 0 ? (
        <p className="text-sm text-slate-600">No companies yet.</p>
      ) : (
        <ul className="grid gap-3" aria-label="Companies">
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
  const change = () =>
    setTerms.mutate(
      { id: c.id, paymentTerms: approved ? 'card' : 'net30' },
      {
        onSuccess: () =>
          toast({ title: approved ? `${c.legalName} pays by card again` : `${c.legalName} is on net 30` }),
        onError: (err) => toast({ title: 'The terms did not change', description: errorMessage(err) }),
      },
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          {c.legalName}
          <Badge tone={approved ? 'success' : 'neutral'}>{approved ? 'Net 30' : 'Card'}</Badge>
          {c.overdueCents > 0 ? <Badge tone="danger">Overdue</Badge> : null}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <dl className="grid grid-cols-2 gap-2">
          <div>
            <dt className="text-slate-500">Billing e-mail</dt>
            <dd className="break-all text-slate-900">{c.billingEmail}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Members</dt>
            <dd className="text-slate-900">{c.members}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Owed on terms</dt>
            <dd className="font-semibold text-slate-900">{formatUsd(c.balanceCents)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Overdue</dt>
            <dd className="font-semibold text-slate-900">{formatUsd(c.overdueCents)}</dd>
          </div>
        </dl>
        {approved && c.approvedAt ? (
          <p className="text-slate-600">Approved on {formatDate(c.approvedAt)}.</p>
        ) : null}
        <Button variant={approved ? 'outline' : 'primary'} disabled={setTerms.isPending} onClick={change}>
          {approved ? 'Revoke net 30' : 'Approve net 30'}
        </Button>
      </CardContent>
    </Card>
  );
}
