import type { RecoveryRequest } from '@core/contracts/jobs';
import { formatUsd } from '@core/money';
import { Trans, useLingui } from '@lingui/react/macro';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { PageTitle } from '@web/components/PageTitle';
import { buttonClasses } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { SkeletonList } from '@web/components/ui/skeleton';
import { SignInCard, WithMe } from '@web/features/auth';
import { useRecoveryRequests } from '@web/features/jobs';
import { CreditCard } from 'lucide-react';
import { Link } from 'react-router';
import { InvoiceList } from '../components/InvoiceList';
import { payNowHref } from '../format';

/**
 * /payments: the client's payments in one place: requests waiting for payment (each with Pay Now at the
 * server's price) and every invoice. Cards are entered at checkout and never kept by Pathway.
 */
export function PaymentsPage() {
  const { t } = useLingui();
  return (
    <div className="grid gap-4">
      <PageTitle
        icon={CreditCard}
        title={t`Payments`}
        subtitle={t`What is waiting to be paid, and your invoices.`}
      />
      <WithMe>
        {(me) =>
          me ? (
            <Payments />
          ) : (
            <SignInCard next="/payments" text={t`Sign in to see your payments and invoices.`} />
          )
        }
      </WithMe>
    </div>
  );
}

function Payments() {
  const requests = useRecoveryRequests();
  const { t } = useLingui();
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Waiting for payment</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {requests.isPending ? (
            <SkeletonList label={t`Loading your requests`} itemClassName="h-16" />
          ) : requests.isError ? (
            <QueryErrorRetry query={requests} prefix={t`We could not load your requests`} />
          ) : (
            <AwaitingPayment requests={requests.data} />
          )}
        </CardContent>
      </Card>
      <InvoiceList />
    </>
  );
}

function AwaitingPayment({ requests }: { requests: RecoveryRequest[] }) {
  const unpaid = requests.filter((r) => r.status === 'pending' && r.paymentStatus === 'unpaid');
  if (unpaid.length === 0)
    return (
      <p className="text-sm text-slate-600">
        <Trans>Nothing is waiting for payment.</Trans>
      </p>
    );
  return (
    <ul className="grid gap-2">
      {unpaid.map((r) => (
        <li
          key={r.id}
          className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 p-3"
        >
          <span className="grid gap-0.5 text-sm">
            <span className="font-semibold text-slate-900">
              {r.jobNumber} · {formatUsd(r.priceCents)}
            </span>
            <span className="text-slate-600">
              {r.pickupLocation} → {r.destination}
            </span>
          </span>
          <Link to={payNowHref(r)} className={buttonClasses('accent', 'md')}>
            <Trans>Pay Now</Trans>
          </Link>
        </li>
      ))}
    </ul>
  );
}
