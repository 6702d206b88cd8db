import type { RecoveryRequest } from '@core/contracts/jobs';
import { vehicleTypeLabel } from '@core/labels';
import { formatUsd } from '@core/money';
import { RegionCard } from '@web/components/ui/card';
import { formatMiles } from '@web/lib/format';
import { formatClock, formatDate } from '@web/lib/time';
import type { ReactNode } from 'react';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-0.5 py-2.5">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** Pickup, destination, vehicle, distance, job number and the rest of what was booked. */
export function TripDetails({ job, now }: { job: RecoveryRequest; now: Date }) {
  return (
    <RegionCard title="Trip details" titleId="trip-details-title">
      <dl className="-my-2.5 divide-y divide-slate-100">
        <Row label="Pickup">{job.pickupLocation}</Row>
        <Row label="Destination">{job.destination}</Row>
        <div className="grid grid-cols-2 gap-3">
          <Row label="Vehicle">{vehicleTypeLabel(job.vehicleType)}</Row>
          <Row label="Distance">{formatMiles(job.distance)}</Row>
        </div>
        <div className="grid grid-cols-2 gap-3">
          <Row label="Job number">{job.jobNumber}</Row>
          <Row label="Price">{formatUsd(job.priceCents)}</Row>
        </div>
        <Row label="Pickup time">
          {job.serviceTime === 'scheduled' && job.scheduledTime
            ? `Scheduled for ${formatClock(job.scheduledTime, now)}`
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
