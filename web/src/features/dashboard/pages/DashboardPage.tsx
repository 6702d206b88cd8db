import type { Me } from '@core/contracts/accounts';
import { isActiveJob } from '@core/jobs';
import { formatUsd } from '@core/money';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
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
  const plan = status.data.plan?.name;
  return status.data.hasActiveSubscription && status.data.plan ? (
    <Link to="/premium-features" className="flex items-center gap-2 text-sm font-semibold text-emerald-700">
      <Crown aria-hidden="true" className="h-4 w-4" />
      <Trans>{plan}: premium features are on</Trans>
    </Link>
  ) : (
    <Link to="/subscriptions" className="flex items-center gap-2 text-sm font-semibold text-brand-700">
      <Crown aria-hidden="true" className="h-4 w-4" />
      <Trans>Start your 90-day free trial</Trans>
    </Link>
  );
}

function ClientHome() {
  const { t } = useLingui();
  const jobs = useRecoveryRequests();
  if (jobs.isPending) return <LoadingBlock label={t`Loading your jobs…`} />;
  if (jobs.isError) {
    return <QueryErrorRetry query={jobs} prefix={t`Could not load your jobs`} />;
  }
  // Under way: paid and not finished (an unpaid request is not a move yet).
  const active = jobs.data.filter((j) => j.paymentStatus === 'paid' && isActiveJob(j.status));
  const recent = jobs.data.slice(0, 5);
  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-2 gap-3">
        <Card>
          <CardHeader>
            <CardDescription>
              <Trans>Moves under way</Trans>
            </CardDescription>
            <CardTitle>{active.length}</CardTitle>
          </CardHeader>
        </Card>
        <Card>
          <CardHeader>
            <CardDescription>
              <Trans>All requests</Trans>
            </CardDescription>
            <CardTitle>{jobs.data.length}</CardTitle>
          </CardHeader>
        </Card>
      </div>
      <Link to="/request" className={buttonClasses('accent', 'lg')}>
        <Plus aria-hidden="true" className="h-5 w-5" />
        <Trans>Request a move</Trans>
      </Link>
      {/* Many trucks at once (a CSV or row by row), and every move of the company on one map. */}
      <div className="grid grid-cols-2 gap-3">
        <Link to="/orders" className={buttonClasses('outline')}>
          <Trans>Orders of many trucks</Trans>
        </Link>
        <Link to="/company/map" className={buttonClasses('outline')}>
          <Trans>Company map</Trans>
        </Link>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Recent requests</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-2">
          {recent.length === 0 ? (
            <p className="text-sm text-slate-500">
              <Trans>No requests yet.</Trans>
            </p>
          ) : null}
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
  const { t } = useLingui();
  const earnings = useEarnings(true);
  if (earnings.isPending) return <LoadingBlock label={t`Loading your earnings…`} />;
  if (earnings.isError) {
    return <QueryErrorRetry query={earnings} prefix={t`Could not load your earnings`} />;
  }
  const e = earnings.data;
  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-2 gap-3">
        <Card>
          <CardHeader>
            <CardDescription>
              <Trans>Paid to your bank this year</Trans>
            </CardDescription>
            <CardTitle>{formatUsd(e.paid.yearCents)}</CardTitle>
          </CardHeader>
        </Card>
        <Card>
          <CardHeader>
            <CardDescription>
              <Trans>Still to come</Trans>
            </CardDescription>
            <CardTitle>
              {formatUsd(e.totalPendingCents + e.heldCents + e.availableCents + e.inTransitCents)}
            </CardTitle>
          </CardHeader>
        </Card>
      </div>
      <Link to="/jobs" className={buttonClasses('accent', 'lg')}>
        <Search aria-hidden="true" className="h-5 w-5" />
        <Trans>Find jobs</Trans>
      </Link>
      <Link to="/driver" className={buttonClasses('outline')}>
        <Trans>
          Open the driver dashboard (<Plural value={e.jobs.length} one="# job" other="# jobs" />)
        </Trans>
      </Link>
    </div>
  );
}

function Home({ me }: { me: Me }) {
  const firstName = me.name.split(' ')[0];
  return (
    <div className="grid gap-4">
      <header className="grid gap-1">
        <h1 className="text-2xl font-extrabold text-slate-900">
          <Trans>Welcome back, {firstName}</Trans>
        </h1>
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
