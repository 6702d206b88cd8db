import type { RecoveryRequest } from '@core/contracts/jobs';
import { formatUsd } from '@core/money';
import { Trans, useLingui } from '@lingui/react/macro';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { Badge } from '@web/components/ui/badge';
import { buttonClasses } from '@web/components/ui/button';
import { RegionCard } from '@web/components/ui/card';
import { SkeletonList } from '@web/components/ui/skeleton';
import { storeCurrentRequestId, useRecoveryRequests } from '@web/features/jobs';
import { formatDate } from '@web/lib/time';
import { cn } from '@web/lib/utils';
import { ArrowRight, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { listStatus } from '../format';

/** The client's own requests; choosing one tracks it (sets ?id= and the stored current id). */
export function RequestList({ currentId, onSelect }: { currentId: string; onSelect?: (id: string) => void }) {
  const { t } = useLingui();
  const list = useRecoveryRequests();

  return (
    <RegionCard
      title={t`Your requests`}
      titleId="your-requests-title"
      action={
        <Link to="/request" className={buttonClasses('ghost', 'sm', '-mr-2 text-brand-700')}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          <Trans>New request</Trans>
        </Link>
      }
    >
      {list.isPending ? (
        <SkeletonList label={t`Loading your requests`} itemClassName="h-20" />
      ) : list.isError ? (
        <QueryErrorRetry query={list} prefix={t`We could not load your requests`} />
      ) : list.data.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>You have no recovery requests yet.</Trans>
        </p>
      ) : (
        <ul className="grid gap-2">
          {list.data.map((job) => (
            <RequestItem
              key={job.id}
              job={job}
              current={job.id === currentId}
              onSelect={() => {
                storeCurrentRequestId(job.id);
                onSelect?.(job.id);
              }}
            />
          ))}
        </ul>
      )}
    </RegionCard>
  );
}

function RequestItem({
  job,
  current,
  onSelect,
}: {
  job: RecoveryRequest;
  current: boolean;
  onSelect: () => void;
}) {
  const status = listStatus(job);
  return (
    <li>
      <Link
        to={`/tracking?id=${encodeURIComponent(job.id)}`}
        onClick={onSelect}
        aria-current={current ? 'page' : undefined}
        className={cn(
          'grid gap-1.5 rounded-xl border p-3 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
          current
            ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
            : 'border-slate-200 hover:bg-slate-50',
        )}
      >
        <span className="flex items-center justify-between gap-2">
          <span className="font-semibold text-slate-900">{job.jobNumber}</span>
          <Badge tone={status.tone}>{status.label}</Badge>
        </span>
        <span className="flex min-w-0 items-center gap-1.5 text-sm text-slate-700">
          <span className="truncate">{job.pickupLocation}</span>
          <ArrowRight aria-hidden="true" className="h-3.5 w-3.5 shrink-0 text-slate-400" />
          <span className="sr-only">
            <Trans>to</Trans>
          </span>
          <span className="truncate">{job.destination}</span>
        </span>
        <span className="flex items-center justify-between gap-2 text-xs text-slate-600">
          <span>{formatDate(job.createdAt)}</span>
          <span className="font-semibold text-slate-800">{formatUsd(job.priceCents)}</span>
        </span>
      </Link>
    </li>
  );
}
