import type { Me } from '@core/contracts/accounts';
import { isActiveJob } from '@core/jobs';
import { formatUsd } from '@core/money';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { Badge } from '@web/components/ui/badge';
import { buttonClasses } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { LoadingBlock } from '@web/components/ui/spinner';
import { loginPathFor, WithMe } from '@web/features/auth';
import { useRecoveryRequests } from '@web/features/jobs';
import { useEarnings } from '@web/features/payouts';
import { useUserSubscription } from '@web/features/subscriptions';
import { Crown, Plus, Search } from 'lucide-react';
import { Link, Navigate } from 'react-router';

function PlanLine() {
  const status = useUserSubscription();
  if (!status.data) return null;
  return status.data.hasActiveSubscription && status.data.plan ? (
    <Link to="/premium-features" className="flex items-center gap-2 text-sm font-semibold text-emerald-700">
      <Crown aria-hidden="true" className="h-4 w-4" />
      {status.data.plan.name}: premium features are on
    </Link>
  ) : (
    <Link to="/subscriptions" className="flex items-center gap-2 text-sm font-semibold text-brand-700">
      <Crown aria-hidden="true" className="h-4 w-4" />
      Start your 90-day free trial
    </Link>
  );
}

function ClientHome() {
  const jobs = useRecoveryRequests();
  if (jobs.isPending) return <LoadingBlock label="Loading your jobs…" />;
  if (jobs.isError) {
    return <QueryErrorRetry query={jobs} prefix="Could not load your jobs" />;
  }
  // Under way: paid and not finished (an unpaid request is not a move yet).
  const active = jobs.data.filter((j) => j.paymentStatus === 'paid' && isActiveJob(j.status));
  const recent = jobs.data.slice(0, 5);
  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-2 gap-3">
        <Card>
          <CardHeader>
            <CardDescription>Moves under way</CardDescription>
            <CardTitle>{active.length}</CardTitle>
          </CardHeader>
        </Card>
        <Card>
          <CardHeader>
            <CardDescription>All requests</CardDescription>
            <CardTitle>{jobs.data.length}</CardTitle>
          </CardHeader>
        </Card>
      </div>
      <Link to="/request" className={buttonClasses('accent', 'lg')}>
        <Plus aria-hidden="true" className="h-5 w-5" />
        Request a move
      </Link>
      {/* Many trucks at once (a CSV or row by row), and every move of the company on one map. */}
      <div className="grid grid-cols-2 gap-3">
        <Link to="/orders" className={buttonClasses('outline')}>
          Orders of many trucks
        </Link>
        <Link to="/company/map" className={buttonClasses('outline')}>
          Company map
        </Link>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Recent requests</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-2">
          {recent.length === 0 ? <p className="text-sm text-slate-500">No requests yet.</p> : null}
          {recent.map((j) => (
            <Link
              key={j.id}
              to={`/tracking?id=${encodeURIComponent(j.id)}`}
              className="flex min-w-0 items-center justify-between gap-2 rounded-lg bg-slate-50 p-2 text-sm hover:bg-slate-100"
            >
              <span className="shrink-0 font-semibold">{j.jobNumber}</span>
              <span className="min-w-0 truncate text-slate-600">{j.destination}</span>
              <Badge>{j.status.replace('_', ' ')}</Badge>
            </Link>
          ))}
        </CardContent>
      </Card>
    </div>
  );
}

function DriverHome() {
  const earnings = useEarnings(true);
  if (earnings.isPending) return <LoadingBlock label="Loading your earnings…" />;
  if (earnings.isError) {
    return <QueryErrorRetry query={earnings} prefix="Could not load your earnings" />;
  }
  const e = earnings.data;
  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-2 gap-3">
        <Card>
          <CardHeader>
            <CardDescription>Paid to your bank this year</CardDescription>
            <CardTitle>{formatUsd(e.paid.yearCents)}</CardTitle>
          </CardHeader>
        </Card>
        <Card>
          <CardHeader>
            <CardDescription>Still to come</CardDescription>
            <CardTitle>
              {formatUsd(e.totalPendingCents + e.heldCents + e.availableCents + e.inTransitCents)}
            </CardTitle>
          </CardHeader>
        </Card>
      </div>
      <Link to="/jobs" className={buttonClasses('accent', 'lg')}>
        <Search aria-hidden="true" className="h-5 w-5" />
        Find jobs
      </Link>
      <Link to="/driver" className={buttonClasses('outline')}>
        Open the driver dashboard ({e.jobs.length} {e.jobs.length === 1 ? 'job' : 'jobs'})
      </Link>
    </div>
  );
}

function Home({ me }: { me: Me }) {
  return (
    <div className="grid gap-4">
      <header className="grid gap-1">
        <h1 className="text-2xl font-extrabold text-slate-900">Welcome back, {me.name.split(' ')[0]}</h1>
        <PlanLine />
      </header>
      {me.role === 'driver' ? <DriverHome /> : <ClientHome />}
    </div>
  );
}

/** /dashboard: the signed-in user's home: their jobs (clients) or their earnings (drivers). */
export function DashboardPage() {
  return (
    <WithMe>{(me) => (me ? <Home me={me} /> : <Navigate to={loginPathFor('/dashboard')} replace />)}</WithMe>
  );
}
