import type { RecoveryRequest } from '@core/contracts/jobs';
import { formatUsd } from '@core/money';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@web/components/ui/badge';
import { vehicleTypeText } from '@web/features/jobs';
import { formatMiles } from '@web/lib/format';
import { Route, Truck, Wallet } from 'lucide-react';
import { driverStatusOf } from '../jobs';
import { RouteLine } from './RouteLine';

/** Job number, status, route and the facts a driver checks at a glance. */
export function JobHeader({ job }: { job: RecoveryRequest }) {
  const { i18n } = useLingui();
  const status = driverStatusOf(job.status);
  const commission = job.commissionPercent;
  return (
    <header className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-bold text-slate-900">
          <span className="sr-only">
            <Trans>Job</Trans>{' '}
          </span>
          {job.jobNumber}
        </h1>
        <Badge tone={status.tone} className="text-sm">
          {status.label}
        </Badge>
      </div>
      <RouteLine pickup={job.pickupLocation} destination={job.destination} className="gap-y-1 font-medium" />
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div className="grid gap-0.5 rounded-xl bg-slate-50 p-2">
          <dt className="inline-flex items-center gap-1 text-xs text-slate-500">
            <Route aria-hidden="true" className="h-3.5 w-3.5" />
            <Trans>Distance</Trans>
          </dt>
          <dd className="font-semibold text-slate-900">{formatMiles(job.distance)}</dd>
        </div>
        <div className="grid gap-0.5 rounded-xl bg-slate-50 p-2">
          <dt className="inline-flex items-center gap-1 text-xs text-slate-500">
            <Truck aria-hidden="true" className="h-3.5 w-3.5" />
            <Trans>Vehicle</Trans>
          </dt>
          <dd className="font-semibold text-slate-900">{vehicleTypeText(i18n, job.vehicleType)}</dd>
        </div>
        <div className="grid gap-0.5 rounded-xl bg-emerald-50 p-2">
          <dt className="inline-flex items-center gap-1 text-xs text-emerald-800">
            <Wallet aria-hidden="true" className="h-3.5 w-3.5" />
            <Trans>Your pay</Trans>
          </dt>
          <dd className="font-bold text-emerald-800">
            {job.driverPayCents === null ? '—' : formatUsd(job.driverPayCents)}
          </dd>
          {commission !== null ? (
            <dd className="text-xs text-emerald-700">
              <Trans>after {commission}% commission</Trans>
            </dd>
          ) : null}
        </div>
      </dl>
    </header>
  );
}
