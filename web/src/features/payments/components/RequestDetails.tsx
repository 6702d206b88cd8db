import type { RecoveryRequest } from '@core/contracts/jobs';
import type { Invoice } from '@core/contracts/payments';
import { Trans } from '@lingui/react/macro';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import type { ReactNode } from 'react';
import { invoiceTone, jobStatusLabel, paymentStatusLabel, serviceTitleText } from '../format';

/**
 * The paid request: service type, pickup location, destination and status (product/clients §2). Its
 * payment status is the invoice's, from the ledger ("Partially refunded: $120.00 of $371.00"), once
 * there is one.
 */
export function RequestDetails({
  job,
  invoice,
  className,
}: {
  job: RecoveryRequest;
  invoice?: Pick<Invoice, 'status' | 'statusLabel'> | null;
  className?: string;
}) {
  if (invoice)
    return (
      <RequestCard job={job} className={className}>
        <Badge tone={invoiceTone(invoice.status)}>{invoice.statusLabel}</Badge>
      </RequestCard>
    );
  return (
    <RequestCard job={job} className={className}>
      <Badge
        tone={
          job.paymentStatus === 'paid' ? 'success' : job.paymentStatus === 'unpaid' ? 'warning' : 'neutral'
        }
      >
        {paymentStatusLabel(job.paymentStatus)}
      </Badge>
    </RequestCard>
  );
}

function RequestCard({
  job,
  className,
  children,
}: {
  job: RecoveryRequest;
  className?: string;
  children: ReactNode;
}) {
  const jobNumber = job.jobNumber;
  return (
    <Card className={className}>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle>
          <Trans>Request {jobNumber}</Trans>
        </CardTitle>
        {children}
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm">
          <div className="grid grid-cols-[7.5rem_1fr] gap-2">
            <dt className="text-slate-500">
              <Trans>Service type</Trans>
            </dt>
            <dd className="font-medium text-slate-900">{serviceTitleText(job.vehicleType)}</dd>
          </div>
          <div className="grid grid-cols-[7.5rem_1fr] gap-2">
            <dt className="text-slate-500">
              <Trans>Pickup location</Trans>
            </dt>
            <dd className="font-medium break-words text-slate-900">{job.pickupLocation}</dd>
          </div>
          <div className="grid grid-cols-[7.5rem_1fr] gap-2">
            <dt className="text-slate-500">
              <Trans>Destination</Trans>
            </dt>
            <dd className="font-medium break-words text-slate-900">{job.destination}</dd>
          </div>
          <div className="grid grid-cols-[7.5rem_1fr] gap-2">
            <dt className="text-slate-500">
              <Trans>Status</Trans>
            </dt>
            <dd className="font-medium text-slate-900">{jobStatusLabel(job.status)}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
