import type { RecoveryRequest } from '@core/contracts/jobs';
import { formatUsd } from '@core/money';
import { jobMovesVehicle } from '@core/vin';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ErrorRetry } from '@web/components/ErrorRetry';
import { Badge } from '@web/components/ui/badge';
import { buttonClasses } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { LoadingBlock } from '@web/components/ui/spinner';
import { useRecoveryRequests } from '@web/features/jobs';
import { invoicesQuery } from '@web/features/payments';
import { SubscriptionGate } from '@web/features/subscriptions';
import { errorMessage } from '@web/lib/queryClient';
import { formatDate } from '@web/lib/time';
import { Link } from 'react-router';
import { useVehicles } from '../api';

function History({ jobs }: { jobs: RecoveryRequest[] }) {
  if (jobs.length === 0)
    return (
      <p className="text-sm text-slate-500">
        <Trans>No jobs for this vehicle yet.</Trans>
      </p>
    );
  return (
    <ol className="grid gap-2">
      {jobs.map((j) => (
        <li
          key={j.id}
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 p-2 text-sm"
        >
          <Link
            to={`/tracking?id=${encodeURIComponent(j.id)}`}
            className="font-semibold text-brand-700 hover:underline"
          >
            {j.jobNumber}
          </Link>
          <span className="text-slate-600">
            {j.pickupLocation} → {j.destination}
          </span>
          <span className="text-slate-500">{formatDate(j.createdAt)}</span>
          <Badge>{j.status.replace('_', ' ')}</Badge>
          <span className="font-medium">{formatUsd(j.priceCents)}</span>
        </li>
      ))}
    </ol>
  );
}

function Fleet() {
  const { t } = useLingui();
  const vehicles = useVehicles();
  const jobs = useRecoveryRequests();
  const invoices = useQuery(invoicesQuery());
  if (vehicles.isPending || jobs.isPending || invoices.isPending)
    return <LoadingBlock label={t`Loading your fleet…`} />;
  if (vehicles.isError || jobs.isError || invoices.isError) {
    return (
      <ErrorRetry
        className="gap-3"
        message={t`Could not load your fleet: ${errorMessage(vehicles.error ?? jobs.error ?? invoices.error)}`}
        onRetry={() => void Promise.all([vehicles.refetch(), jobs.refetch(), invoices.refetch()])}
        busy={vehicles.isFetching || jobs.isFetching || invoices.isFetching}
      />
    );
  }
  // What each move cost, from its invoice's ledger status: paid less what credit notes gave back.
  const netByJob = new Map(invoices.data.map((i) => [i.jobId, i.amountPaidCents - i.refundedCents]));
  const unassigned = jobs.data.filter((j) => !vehicles.data.some((v) => jobMovesVehicle(j, v)));
  if (vehicles.data.length === 0) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>No vehicles yet</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>Add your trucks in your profile to see each one's job history here.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Link to="/profile" className={buttonClasses('primary')}>
            <Trans>Add a vehicle</Trans>
          </Link>
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="grid gap-4">
      {vehicles.data.map((v) => {
        const history = jobs.data.filter((j) => j.vehicleId === v.id);
        const spent = history.reduce((s, j) => s + (netByJob.get(j.id) ?? 0), 0);
        const plate = v.licensePlate;
        const vin = v.vin;
        const moved = formatUsd(spent);
        return (
          <Card key={v.id} aria-labelledby={`vehicle-${v.id}`}>
            <CardHeader>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <CardTitle id={`vehicle-${v.id}`}>
                  {v.make} {v.model}
                </CardTitle>
                <Badge tone={v.status === 'active' ? 'success' : 'neutral'}>{v.status}</Badge>
              </div>
              <CardDescription>
                <Trans>
                  Plate {plate} · VIN {vin} · <Plural value={history.length} one="# job" other="# jobs" /> ·{' '}
                  {moved} moved
                </Trans>
              </CardDescription>
            </CardHeader>
            <CardContent>
              <History jobs={history} />
            </CardContent>
          </Card>
        );
      })}
      {unassigned.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle>
              <Trans>Jobs without a saved vehicle</Trans>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <History jobs={unassigned} />
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}

/** /fleet (premium): each vehicle with the history of the jobs that moved it. */
export function FleetPage() {
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-extrabold text-slate-900">
        <Trans>Fleet Management</Trans>
      </h1>
      <SubscriptionGate>
        <Fleet />
      </SubscriptionGate>
    </div>
  );
}
