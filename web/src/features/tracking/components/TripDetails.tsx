import type { RecoveryRequest } from '@core/contracts/jobs';
import { vehicleTypeLabel } from '@core/labels';
import { formatMoment } from '@core/moment';
import { formatUsd } from '@core/money';
import { RegionCard } from '@web/components/ui/card';
import { formatMiles } from '@web/lib/format';
import { formatDate } from '@web/lib/time';
import { cn } from '@web/lib/utils';
import type { ReactNode } from 'react';

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
  return (
    <RegionCard title="Trip details" titleId="trip-details-title">
      <dl className="-my-2.5 grid grid-cols-2 gap-x-3">
        <Row label="Pickup">{job.pickupLocation}</Row>
        <Row label="Destination">{job.destination}</Row>
        <Row half label="Vehicle">
          {vehicleTypeLabel(job.vehicleType)}
        </Row>
        <Row half label="Distance">
          {formatMiles(job.distance)}
        </Row>
        <Row half label="Job number">
          {job.jobNumber}
        </Row>
        <Row half label="Price">
          {formatUsd(job.priceCents)}
        </Row>
        <Row label="Pickup time">
          {job.serviceTime === 'scheduled' && job.scheduledTime
            ? `Scheduled for ${formatMoment(job.scheduledTime, job.clocks.pickup)}`
            : job.serviceTime === 'rush'
              ? 'Rush, as soon as possible'
              : 'As soon as possible'}
        </Row>
        {job.notes ? <Row label="Notes">{job.notes}</Row> : null}
        <Row label="Requested">{formatDate(job.createdAt)}</Row>
      </dl>
    </RegionCard>
  );
}
