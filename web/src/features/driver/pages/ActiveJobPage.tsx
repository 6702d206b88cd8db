import type { RecoveryRequest } from '@core/contracts/jobs';
import { Trans, useLingui } from '@lingui/react/macro';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { buttonClasses } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { ConditionRecord, ConditionReportStep } from '@web/features/inspections';
import { useRecoveryRequest } from '@web/features/jobs';
import { MessageContactButton, useContacts } from '@web/features/messaging';
import { RateJobCard } from '@web/features/ratings';
import { ReceiptsSection } from '@web/features/receipts';
import { isApiError } from '@web/lib/queryClient';
import { ArrowLeft, CircleCheckBig, Clock, Hourglass, XCircle } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { DriverGate } from '../components/DriverGate';
import { JobHeader } from '../components/JobHeader';
import { JobSites } from '../components/JobSites';
import { JobSteps } from '../components/JobSteps';
import { HeadingToPickup, OnTheRoadSection } from '../components/OnTheRoadSection';
import { ReturnCard } from '../components/ReturnCard';
import { WithdrawalCard } from '../components/WithdrawalCard';
import { payoutLines } from '../jobs';
import { stepElementId } from '../useArrivalOpensStep';

function BackLink() {
  return (
    <Link
      to="/driver"
      className="inline-flex h-11 items-center gap-1.5 self-start rounded-xl px-1 text-sm font-semibold text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      <Trans>Driver dashboard</Trans>
    </Link>
  );
}

function DeliveredSection({ job }: { job: RecoveryRequest }) {
  const pay = job.driverPayCents === null ? null : payoutLines(job.driverPayCents);
  return (
    <section aria-labelledby="waiting-title" className="grid gap-4">
      <Card>
        <CardContent className="grid gap-2 pt-4">
          <h2 id="waiting-title" className="flex items-center gap-2 text-xl font-bold text-slate-900">
            <Hourglass aria-hidden="true" className="h-5 w-5 text-brand-600" />
            <Trans>Waiting for the client to confirm delivery</Trans>
          </h2>
          <p className="text-sm text-slate-700">
            <Trans>
              The client checks the truck and confirms the delivery. If they do not, the delivery confirms
              itself 24 hours after you recorded it.
            </Trans>
          </p>
          {pay ? <PayoutsReleased first={pay.first} second={pay.second} /> : null}
        </CardContent>
      </Card>
      <ConditionRecord job={job} />
    </section>
  );
}

function PayoutsReleased({ first, second }: { first: string; second: string }) {
  return (
    <p className="text-sm text-slate-700">
      <Trans>
        Your first payout ({first}) is released; the second ({second}) follows the confirmation.
      </Trans>
    </p>
  );
}

function CompletedSection({ job }: { job: RecoveryRequest }) {
  const pay = job.driverPayCents === null ? null : payoutLines(job.driverPayCents);
  return (
    <Card>
      <CardContent className="grid gap-2 pt-4">
        <h2 className="flex items-center gap-2 text-xl font-bold text-slate-900">
          <CircleCheckBig aria-hidden="true" className="h-5 w-5 text-emerald-600" />
          <Trans>Completed</Trans>
        </h2>
        <p className="text-sm text-slate-700">
          <Trans>The client confirmed the delivery. Both payouts are released.</Trans>
        </p>
        {pay ? (
          <dl className="grid grid-cols-3 gap-2 text-sm">
            <div className="rounded-xl bg-slate-50 p-2">
              <dt className="text-xs text-slate-500">
                <Trans>After pre-trip</Trans>
              </dt>
              <dd className="font-semibold">{pay.first}</dd>
            </div>
            <div className="rounded-xl bg-slate-50 p-2">
              <dt className="text-xs text-slate-500">
                <Trans>After delivery</Trans>
              </dt>
              <dd className="font-semibold">{pay.second}</dd>
            </div>
            <div className="rounded-xl bg-emerald-50 p-2">
              <dt className="text-xs text-emerald-800">
                <Trans>Total paid</Trans>
              </dt>
              <dd className="font-bold text-emerald-800">{pay.total}</dd>
            </div>
          </dl>
        ) : null}
      </CardContent>
    </Card>
  );
}

function StatusBody({ job, driverName }: { job: RecoveryRequest; driverName: string }) {
  const { t } = useLingui();
  switch (job.status) {
    case 'accepted':
      return (
        <>
          <HeadingToPickup job={job} />
          <div id={stepElementId('pickup')} tabIndex={-1} className="outline-none">
            <ConditionReportStep job={job} stage="pickup" driverName={driverName} />
          </div>
          <WithdrawalCard jobId={job.id} />
        </>
      );
    case 'in_progress':
      return (
        <>
          <OnTheRoadSection job={job} />
          <div id={stepElementId('delivery')} tabIndex={-1} className="outline-none">
            <ConditionReportStep job={job} stage="delivery" driverName={driverName} />
          </div>
          <ReturnCard jobId={job.id} />
          <WithdrawalCard jobId={job.id} />
        </>
      );
    case 'delivered':
      return (
        <>
          <DeliveredSection job={job} />
          <ReturnCard jobId={job.id} />
        </>
      );
    case 'completed':
      return (
        <>
          <CompletedSection job={job} />
          <ReturnCard jobId={job.id} />
          <RateJobCard jobId={job.id} otherName={t`the client`} />
        </>
      );
    case 'cancelled':
      return (
        <p className="flex items-start gap-2 rounded-2xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
          <XCircle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-red-600" />
          <Trans>This job was cancelled. There is nothing more to do for it.</Trans>
        </p>
      );
    case 'pending':
      return (
        <p className="flex items-start gap-2 rounded-2xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
          <Clock aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" />
          <Trans>This job is not assigned to you yet.</Trans>
        </p>
      );
  }
}

/** The driver's lines to the client of this job and to dispatch. */
function JobMessaging({ job, driverId }: { job: RecoveryRequest; driverId: string }) {
  const { t } = useLingui();
  const contacts = useContacts(driverId);
  const dispatch = contacts.data?.find((c) => c.relation === 'dispatch');
  const open = job.status !== 'pending' && job.status !== 'cancelled';
  if (!open) return null;
  return (
    <div className="grid grid-cols-2 gap-2">
      <MessageContactButton userId={driverId} contactId={job.userId} label={t`Message client`} />
      {dispatch ? (
        <MessageContactButton userId={driverId} contactId={dispatch.userId} label={t`Message dispatch`} />
      ) : null}
    </div>
  );
}

function ActiveJob({ id, driverId, driverName }: { id: string; driverId: string; driverName: string }) {
  const { t } = useLingui();
  const job = useRecoveryRequest(id);
  const jobNumber = job.data?.jobNumber;
  const title = jobNumber ? t`${jobNumber} · Pathway` : t`Active job · Pathway`;

  useEffect(() => {
    document.title = title;
  }, [title]);

  if (job.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        <span className="sr-only" role="status">
          <Trans>Loading the job…</Trans>
        </span>
        <Skeleton className="h-40 rounded-2xl" />
        <Skeleton className="h-64 rounded-2xl" />
      </div>
    );
  }
  // A refetch that fails for want of a signal keeps the job on screen (the offline banner says why): a
  // driver in a dead zone goes on with the delivery report. A job that is gone or not theirs is not shown.
  const gone = job.isError && isApiError(job.error, 404, 403);
  if (gone || !job.data) {
    return (
      <div className="grid gap-3">
        <BackLink />
        {gone ? (
          <Card>
            <CardContent className="grid gap-2 pt-4">
              <h1 className="text-xl font-bold text-slate-900">
                <Trans>Job not found</Trans>
              </h1>
              <p className="text-sm text-slate-600">
                <Trans>
                  This job does not exist or is not assigned to you. Your jobs are on the driver dashboard.
                </Trans>
              </p>
              <Link to="/driver" className={buttonClasses('primary', 'lg')}>
                <Trans>Go to my jobs</Trans>
              </Link>
            </CardContent>
          </Card>
        ) : (
          <QueryErrorRetry query={job} prefix={t`Could not load the job`} size="lg" className="gap-3" />
        )}
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <BackLink />
      <JobHeader job={job.data} />
      <JobSites job={job.data} />
      <JobMessaging job={job.data} driverId={driverId} />
      <JobSteps status={job.data.status} />
      <StatusBody job={job.data} driverName={driverName} />
      <ReceiptsSection job={job.data} />
    </div>
  );
}

/** /driver/jobs/:id: the driver's active job, step by step. */
export function ActiveJobPage() {
  const { id = '' } = useParams();
  return (
    <DriverGate next={`/driver/jobs/${id}`}>
      {(me) => <ActiveJob key={id} id={id} driverId={me.id} driverName={me.name} />}
    </DriverGate>
  );
}
