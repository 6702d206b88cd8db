import type { RecoveryRequest } from '@core/contracts/jobs';
import { formatMoment } from '@core/moment';
import { formatUsd } from '@core/money';
import { Trans, useLingui } from '@lingui/react/macro';
import { RegionCard } from '@web/components/ui/card';
import { formatMiles } from '@web/lib/format';
import { formatDate } from '@web/lib/time';
import { cn } from '@web/lib/utils';
import type { ReactNode } from 'react';
import { vehicleTypeName } from '../labels';

/** One fact; `half` ones sit two to a line. Each is its own dt/dd group, directly in the list. */
function Row({ label, half = false, children }: { label: string; half?: boolean; children: ReactNode }) {
  return (
    <div
      className={cn(
        'grid content-start gap-0.5 border-slate-100 border-b py-2.5 last:border-b-0',
        !half && 'col-span-2',
      )}
    >
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** Pickup, destination, vehicle, distance, job number and the rest of what was booked. */
export function TripDetails({ job }: { job: RecoveryRequest; now: Date }) {
  const { t } = useLingui();
  const scheduled =
    job.serviceTime === 'scheduled' && job.scheduledTime
      ? formatMoment(job.scheduledTime, job.clocks.pickup)
      : null;
  return (
    <RegionCard title={t`Trip details`} titleId="trip-details-title">
      <dl className="-my-2.5 grid grid-cols-2 gap-x-3">
        <Row label={t`Pickup`}>{job.pickupLocation}</Row>
        <Row label={t`Destination`}>{job.destination}</Row>
        <Row half label={t`Vehicle`}>
          {vehicleTypeName(job.vehicleType)}
        </Row>
        <Row half label={t`Distance`}>
          {formatMiles(job.distance)}
        </Row>
        <Row half label={t`Job number`}>
          {job.jobNumber}
        </Row>
        <Row half label={t`Price`}>
          {formatUsd(job.priceCents)}
        </Row>
        <Row label={t`Pickup time`}>
          {scheduled ? (
            <Trans>Scheduled for {scheduled}</Trans>
          ) : job.serviceTime === 'rush' ? (
            <Trans>Rush, as soon as possible</Trans>
          ) : (
            <Trans>As soon as possible</Trans>
          )}
        </Row>
        {job.notes ? (
          <Row label={t`Notes`}>
            <span translate="no">{job.notes}</span>
          </Row>
        ) : null}
        <Row label={t`Requested`}>{formatDate(job.createdAt)}</Row>
      </dl>
    </RegionCard>
  );
}
