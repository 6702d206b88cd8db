import type { AiJob } from '@core/contracts/assistant';
import { formatNumber } from '@core/format';
import { dollarsToCents, formatUsd } from '@core/money';
import type { VehicleType } from '@core/pricing';
import { plural, t as tNow } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@web/components/ui/badge';
import { Button, buttonClasses } from '@web/components/ui/button';
import { RegionCard } from '@web/components/ui/card';
import { SkeletonList } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/queryClient';
import { AlertTriangle, Bot, MapPin, MessageSquare, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { useMonitorJobs, useRecommendations } from '../api';
import { openAssistant } from '../events';
import { aiStatusLabel, aiStatusTone, jobLabel } from '../status';
import { vehicleWords } from '../texts';
import { AiJobList, type AiJobsState } from './AiJobList';

function Recommendations({ jobId }: { jobId: string }) {
  const { t } = useLingui();
  const list = useRecommendations(jobId);
  if (list.isPending)
    return <SkeletonList label={t`Loading recommendations`} count={2} itemClassName="h-5" />;
  // A failed fetch falls back to the empty list (product/platform §8; core/assistant.ts NO_RECOMMENDATIONS).
  const items = list.data ?? [];
  if (items.length === 0)
    return (
      <p className="text-sm text-slate-600">
        <Trans>No recommendations available for this job.</Trans>
      </p>
    );
  return (
    <ul className="grid list-disc gap-1 pl-5 text-sm text-slate-800">
      {items.map((r) => (
        <li key={r}>{r}</li>
      ))}
    </ul>
  );
}

function JobDetail({ job }: { job: AiJob }) {
  const { t, i18n } = useLingui();
  const vehicle = vehicleWords[job.vehicleType as VehicleType];
  const distance = job.distance === null ? null : formatNumber(job.distance);
  return (
    <RegionCard
      title={jobLabel(job.id)}
      action={<Badge tone={aiStatusTone(job.status)}>{aiStatusLabel(job.status, (d) => i18n._(d))}</Badge>}
    >
      <div className="grid gap-3">
        {job.flags.map(({ kind, reason }) => (
          <p
            key={kind}
            className="flex items-start gap-2 rounded-xl bg-red-50 p-3 text-sm text-red-800"
            data-testid="job-flag"
          >
            <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            <Trans>Stuck: {reason}</Trans>
          </p>
        ))}
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-600">
            <Trans>Vehicle</Trans>
          </dt>
          <dd className="text-slate-900">{vehicle ? i18n._(vehicle) : job.vehicleType}</dd>
          <dt className="text-slate-600">
            <Trans>Pickup</Trans>
          </dt>
          <dd className="text-slate-900">{job.pickupLocation}</dd>
          <dt className="text-slate-600">
            <Trans>Delivery</Trans>
          </dt>
          <dd className="text-slate-900">{job.deliveryLocation}</dd>
          <dt className="text-slate-600">
            <Trans>Distance</Trans>
          </dt>
          <dd className="text-slate-900">{distance === null ? '—' : t`${distance} miles`}</dd>
          <dt className="text-slate-600">
            <Trans>Price</Trans>
          </dt>
          <dd className="text-slate-900">{formatUsd(dollarsToCents(job.price))}</dd>
          <dt className="text-slate-600">
            <Trans>Driver</Trans>
          </dt>
          <dd className="text-slate-900">{job.driverName ?? t`Not assigned yet`}</dd>
        </dl>
        <section aria-label={t`AI recommendations`} className="grid gap-2">
          <h3 className="font-semibold text-slate-900">
            <Trans>AI recommendations</Trans>
          </h3>
          <Recommendations jobId={job.requestId} />
        </section>
        <div className="grid gap-2 sm:grid-cols-3">
          <Link to={`/tracking?id=${job.requestId}`} className={buttonClasses('primary', 'md')}>
            <MapPin aria-hidden="true" className="h-4 w-4" /> <Trans>Track Vehicle</Trans>
          </Link>
          {job.driverId ? (
            <Link to={`/messages?contact=${job.driverId}`} className={buttonClasses('outline', 'md')}>
              <MessageSquare aria-hidden="true" className="h-4 w-4" /> <Trans>Contact Driver</Trans>
            </Link>
          ) : (
            <Button type="button" variant="outline" disabled title={t`No driver has accepted this job yet`}>
              <MessageSquare aria-hidden="true" className="h-4 w-4" /> <Trans>Contact Driver</Trans>
            </Button>
          )}
          <Button
            type="button"
            variant="outline"
            onClick={() => openAssistant({ jobId: job.requestId, jobNumber: job.id })}
          >
            <Bot aria-hidden="true" className="h-4 w-4" /> <Trans>Get AI Assistance</Trans>
          </Button>
        </div>
      </div>
    </RegionCard>
  );
}

function MonitorButton() {
  const monitor = useMonitorJobs();
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      disabled={monitor.isPending}
      onClick={() =>
        monitor.mutate(undefined, {
          onSuccess: (r) => {
            const count = r.open.length;
            toast({
              title: tNow`Jobs checked`,
              description:
                count === 0
                  ? tNow`Nothing is stuck.`
                  : plural(count, { one: '# stuck job flagged.', other: '# stuck jobs flagged.' }),
            });
          },
          onError: (err) =>
            toast({ title: tNow`Check failed`, description: errorMessage(err), variant: 'destructive' }),
        })
      }
    >
      <RefreshCw aria-hidden="true" className="h-4 w-4" /> <Trans>Check for stuck jobs</Trans>
    </Button>
  );
}

/** Recovery Jobs (product/platform §2): the list and one job's detail with recommendations; a missing job says so. */
export function RecoveryJobsTab({
  jobs,
  selected,
  onSelect,
  isOperator,
}: {
  jobs: AiJobsState;
  selected: string | null;
  onSelect: (id: string) => void;
  isOperator: boolean;
}) {
  const { t } = useLingui();
  const list = jobs.data ?? [];
  const job = selected ? list.find((j) => j.id === selected || j.requestId === selected) : list[0];
  return (
    <div className="grid gap-4">
      <RegionCard
        title={isOperator ? t`All jobs` : t`Your jobs`}
        action={isOperator ? <MonitorButton /> : undefined}
      >
        <AiJobList
          jobs={jobs}
          shown={list}
          current={job}
          onSelect={onSelect}
          className="max-h-80 overflow-y-auto"
        />
      </RegionCard>
      {jobs.isPending || jobs.isError ? null : job ? (
        <JobDetail job={job} />
      ) : selected ? (
        <RegionCard title={t`Job not found`}>
          <p className="text-sm text-slate-600">
            <Trans>There is no job {selected} among your jobs.</Trans>
          </p>
        </RegionCard>
      ) : null}
    </div>
  );
}
