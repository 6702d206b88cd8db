import { formatMoment } from '@core/moment';
import { Trans, useLingui } from '@lingui/react/macro';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { RegionCard } from '@web/components/ui/card';
import { SkeletonList } from '@web/components/ui/skeleton';
import { useActivity } from '@web/features/jobs';
import { useNow } from '@web/hooks/useNow';
import { formatRelative } from '@web/lib/time';
import { ChevronRight, History } from 'lucide-react';
import { Link } from 'react-router';
import { activityHref, activityLabel } from '../activity';

/** The latest events on the user's jobs, each leading to the job on the tracking page. */
export function RecentActivity() {
  const { t } = useLingui();
  const activity = useActivity();
  const now = useNow(60_000);

  return (
    <RegionCard title={t`Recent activity`} titleId="recent-activity-title">
      {activity.isPending ? (
        <SkeletonList label={t`Loading recent activity`} count={3} itemClassName="h-12" />
      ) : activity.isError ? (
        <QueryErrorRetry query={activity} prefix={t`We could not load your activity`} />
      ) : activity.data.length === 0 ? (
        <div className="flex flex-col items-center gap-1 py-4 text-center">
          <History aria-hidden="true" className="h-8 w-8 text-slate-300" />
          <p className="font-semibold text-slate-800">
            <Trans>No activity yet</Trans>
          </p>
          <p className="text-sm text-slate-600">
            <Trans>Your requests and their progress will show here.</Trans>
          </p>
        </div>
      ) : (
        <ul className="-mx-2 grid">
          {activity.data.map((item) => (
            <li key={item.id}>
              <Link
                to={activityHref(item)}
                className="flex min-h-12 items-center gap-3 rounded-xl px-2 py-2 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                <span className="min-w-0 flex-1 text-slate-900">
                  <span className="font-semibold">{item.jobNumber}</span>
                  <span className="text-slate-400"> · </span>
                  {activityLabel(item)}
                  <span className="text-slate-400"> · </span>
                  <time
                    dateTime={item.createdAt}
                    title={formatMoment(item.createdAt, { style: 'dateTime' })}
                    className="text-slate-500"
                  >
                    {formatRelative(item.createdAt, now)}
                  </time>
                </span>
                <ChevronRight aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-400" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </RegionCard>
  );
}
