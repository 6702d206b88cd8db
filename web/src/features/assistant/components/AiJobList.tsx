import type { AiJob } from '@core/contracts/assistant';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@web/components/ui/badge';
import { SkeletonList } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/utils';
import { aiStatusLabel, aiStatusTone, jobLabel } from '../status';

export interface AiJobsState {
  data?: AiJob[];
  isPending: boolean;
  isError: boolean;
}

/** A job as a list row: number, status, the trip, and Stuck when the monitor flagged it. */
function JobRowContent({ job }: { job: AiJob }) {
  const { i18n } = useLingui();
  return (
    <>
      <span className="flex items-center justify-between gap-2">
        <span className="font-semibold text-slate-900">{jobLabel(job.id)}</span>
        <Badge tone={aiStatusTone(job.status)}>{aiStatusLabel(job.status, (d) => i18n._(d))}</Badge>
      </span>
      <span className="block truncate text-sm text-slate-600">
        {job.pickupLocation} → {job.deliveryLocation}
      </span>
      {job.flags.length > 0 ? (
        <Badge tone="danger" className="mt-1">
          <Trans>Stuck</Trans>
        </Badge>
      ) : null}
    </>
  );
}

/** The jobs as buttons, with loading, error and empty states (the dashboard's recent jobs, Recovery Jobs). */
export function AiJobList({
  jobs,
  shown,
  current,
  onSelect,
  className,
}: {
  jobs: AiJobsState;
  /** The rows to show (all of `jobs.data`, or the first few). */
  shown: AiJob[];
  current?: AiJob;
  onSelect: (id: string) => void;
  className?: string;
}) {
  const { t } = useLingui();
  if (jobs.isPending) return <SkeletonList label={t`Loading jobs`} count={3} itemClassName="h-16" />;
  if (jobs.isError)
    return (
      <p className="text-sm text-slate-600">
        <Trans>Jobs could not be loaded.</Trans>
      </p>
    );
  if (shown.length === 0)
    return (
      <p className="text-sm text-slate-600">
        <Trans>No jobs yet.</Trans>
      </p>
    );
  return (
    <ul className={cn('grid gap-2', className)}>
      {shown.map((j) => (
        // min-w-0: a long route is cut with an ellipsis instead of widening the page.
        <li key={j.id} className="min-w-0">
          <button
            type="button"
            aria-current={j === current ? 'true' : undefined}
            onClick={() => onSelect(j.id)}
            className="w-full rounded-xl border border-slate-200 p-3 text-left hover:bg-slate-50 aria-[current=true]:border-brand-500 aria-[current=true]:bg-brand-50"
          >
            <JobRowContent job={j} />
          </button>
        </li>
      ))}
    </ul>
  );
}
