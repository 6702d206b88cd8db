import type { RecoveryRequest } from '@core/contracts/jobs';
import { formatUsd } from '@core/money';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@web/components/ui/badge';
import { buttonClasses } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { HoursEtaLine, hoursEtaText } from '@web/features/jobs';
import { CancelRequestButton, JobPayment, payNowHref } from '@web/features/payments';
import { Clock, CreditCard } from 'lucide-react';
import { Link } from 'react-router';
import type { TrackingEta } from '../eta';
import { needsPayment, statusView } from '../format';
import { ConfirmDelivery } from './ConfirmDelivery';

/** Whose hours the arrival counts: a rested driver's at the pickup time before one accepts, then theirs. */
const arrivalBasis = {
  planned: msg`Planned for a rested driver leaving at the pickup time`,
  driver: msg`From your driver's hours and position`,
} as const;

function EtaLine({ job, eta, now }: { job: RecoveryRequest; eta: TrackingEta; now: Date }) {
  const { t } = useLingui();
  if (eta.source === 'none') return null;
  if (eta.source === 'hours')
    return <HoursEtaLine eta={eta.live} clock={job.clocks.destination} testId="tracking-eta" />;
  const { arrival } = eta;
  const basis = t(arrivalBasis[arrival.basis]);
  return (
    <p
      data-testid="tracking-eta"
      className="flex items-start gap-2 rounded-xl bg-brand-50 px-3 py-2 text-sm text-brand-900"
    >
      <Clock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>
        <span className="font-semibold">
          {hoursEtaText(
            { target: 'destination', arriveAt: eta.eta.toISOString(), stops: arrival.stops },
            job.clocks.destination,
            now.getTime(),
          )}
        </span>{' '}
        <span className="block text-xs text-brand-800">
          {t`${basis} · breaks and rests under the driving-hour rules included`}
        </span>
      </span>
    </p>
  );
}

/**
 * Where the job stands: payment required with Pay Now, progress with the ETA, Confirm Delivery once
 * delivered; the owner may cancel while no driver has accepted.
 */
export function StatusCard({
  job,
  isOwner,
  now,
  eta,
}: {
  job: RecoveryRequest;
  isOwner: boolean;
  now: Date;
  eta: TrackingEta;
}) {
  const view = statusView(job);
  const unpaid = needsPayment(job);

  return (
    <Card role="region" aria-labelledby="tracking-status-title">
      <CardContent className="grid gap-3 pt-4">
        <div className="flex items-start justify-between gap-3">
          <div className="grid gap-0.5">
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">
              <Trans>Status</Trans>
            </p>
            <h2 id="tracking-status-title" className="text-xl font-bold text-slate-900">
              {view.title}
            </h2>
          </div>
          <Badge tone={view.badge.tone} className="mt-1 shrink-0">
            {view.badge.label}
          </Badge>
        </div>
        <p className="text-sm text-slate-600">{view.description}</p>

        {view.showEta ? <EtaLine job={job} eta={eta} now={now} /> : null}

        {unpaid ? (
          <div className="grid gap-3 rounded-xl border border-amber-200 bg-amber-50 p-3">
            <div className="flex items-baseline justify-between gap-2">
              <span className="text-sm text-amber-900">
                <Trans>Total due</Trans>
              </span>
              <span className="text-lg font-bold text-slate-900">{formatUsd(job.priceCents)}</span>
            </div>
            {isOwner ? (
              <Link to={payNowHref(job)} className={buttonClasses('accent', 'lg', 'w-full')}>
                <CreditCard aria-hidden="true" className="h-5 w-5" />
                <Trans>Pay Now</Trans>
              </Link>
            ) : (
              <p className="text-sm text-amber-900">
                <Trans>Waiting for the customer to pay.</Trans>
              </p>
            )}
          </div>
        ) : null}

        {isOwner && job.paymentStatus !== 'unpaid' ? <JobPayment jobId={job.id} /> : null}

        {job.status === 'delivered' ? (
          isOwner ? (
            <ConfirmDelivery jobId={job.id} deliveredAt={job.delivery?.at} />
          ) : (
            <p className="text-sm text-slate-600">
              <Trans>Waiting for the customer to confirm; it confirms itself 24 hours after delivery.</Trans>
            </p>
          )
        ) : null}

        {isOwner && job.status === 'pending' ? (
          <div className="flex justify-center">
            <CancelRequestButton
              recoveryRequestId={job.id}
              paid={job.paymentStatus === 'paid'}
              redirectTo={null}
            />
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
