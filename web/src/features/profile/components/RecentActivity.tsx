import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatRelative } from '@web/features/tracking/time';
import { useNow } from '@web/features/tracking/useNow';
import { errorMessage } from '@web/lib/queryClient';
import { ChevronRight, History } from 'lucide-react';
import { Link } from 'react-router';
import { activityHref, activityLabel } from '../activity';
import { useActivity } from '../api';

/** The latest events on the user's jobs, each leading to the job on the tracking page. */
export function RecentActivity() {
  const activity = useActivity();
  const now = useNow(60_000);

  return (
    <Card role="region" aria-labelledby="recent-activity-title">
      <CardHeader>
        <CardTitle id="recent-activity-title">Recent activity</CardTitle>
      </CardHeader>
      <CardContent>
        {activity.isPending ? (
          <div className="grid gap-2" role="status" aria-label="Loading recent activity">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : activity.isError ? (
          <div className="grid gap-2">
            <ErrorAlert>We could not load your activity: {errorMessage(activity.error)}</ErrorAlert>
            <Button variant="outline" onClick={() => void activity.refetch()} disabled={activity.isFetching}>
              Retry
            </Button>
          </div>
        ) : activity.data.length === 0 ? (
          <div className="flex flex-col items-center gap-1 py-4 text-center">
            <History aria-hidden="true" className="h-8 w-8 text-slate-300" />
            <p className="font-semibold text-slate-800">No activity yet</p>
            <p className="text-sm text-slate-600">Your requests and their progress will show here.</p>
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
                      title={new Date(item.createdAt).toLocaleString()}
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
      </CardContent>
    </Card>
  );
}
