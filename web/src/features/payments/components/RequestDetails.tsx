import type { RecoveryRequest } from '@core/contracts/jobs';
import { serviceTitle } from '@core/labels';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { jobStatusLabel, paymentStatusLabel } from '../format';

/** The paid request: service type, pickup location, destination and status (product/clients §2). */
export function RequestDetails({ job, className }: { job: RecoveryRequest; className?: string }) {
  return (
    <Card className={className}>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle>Request {job.jobNumber}</CardTitle>
        <Badge
          tone={
            job.paymentStatus === 'paid' ? 'success' : job.paymentStatus === 'unpaid' ? 'warning' : 'neutral'
          }
        >
          {paymentStatusLabel(job.paymentStatus)}
        </Badge>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm">
          <div className="grid grid-cols-[7.5rem_1fr] gap-2">
            <dt className="text-slate-500">Service type</dt>
            <dd className="font-medium text-slate-900">{serviceTitle(job.vehicleType)}</dd>
          </div>
          <div className="grid grid-cols-[7.5rem_1fr] gap-2">
            <dt className="text-slate-500">Pickup location</dt>
            <dd className="font-medium break-words text-slate-900">{job.pickupLocation}</dd>
          </div>
          <div className="grid grid-cols-[7.5rem_1fr] gap-2">
            <dt className="text-slate-500">Destination</dt>
            <dd className="font-medium break-words text-slate-900">{job.destination}</dd>
          </div>
          <div className="grid grid-cols-[7.5rem_1fr] gap-2">
            <dt className="text-slate-500">Status</dt>
            <dd className="font-medium text-slate-900">{jobStatusLabel(job.status)}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
