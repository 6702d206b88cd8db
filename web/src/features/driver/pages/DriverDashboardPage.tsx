import type { RecoveryRequest } from '@core/contracts/jobs';
import { FIRST_PAYOUT_PERCENT, formatUsd } from '@core/money';
import { formatWindow } from '@core/scheduling';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { Badge } from '@web/components/ui/badge';
import { buttonClasses } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton, SkeletonList } from '@web/components/ui/skeleton';
import { useDriverJobs, useEarnings } from '@web/features/dispatch';
import { CommissionRate } from '@web/features/subscriptions';
import { DriversOnlyAlert, TimeClockPanel } from '@web/features/timeclock';
import { useTabParam } from '@web/hooks/useTabParam';
import { formatMiles } from '@web/lib/format';
import { cn } from '@web/lib/utils';
import { ChevronRight, MapPinned, Search, Truck, Wallet } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { DocumentsTab } from '../components/DocumentsTab';
import { DriverGate, VerificationNote } from '../components/DriverGate';
import { MessagingTab } from '../components/MessagingTab';
import { RouteLine } from '../components/RouteLine';
import { StatsTab } from '../components/StatsTab';
import { currentJob, driverStatusOf, earningsRows, earningsTotals } from '../jobs';

function CurrentJobCard({ job }: { job: RecoveryRequest }) {
  const status = driverStatusOf(job.status);
  return (
    <section
      aria-labelledby="current-job-title"
      className="grid gap-3 rounded-2xl border-2 border-brand-500 bg-brand-50 p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="current-job-title" className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
          Current job
        </h2>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      <p className="text-lg font-bold text-slate-900">{job.jobNumber}</p>
      <RouteLine pickup={job.pickupLocation} destination={job.destination} />
      {job.pickupWindow ? (
        <p className="text-sm text-slate-800">Pickup {formatWindow(job.pickupWindow)}</p>
      ) : null}
      {job.deliveryWindow ? (
        <p className="text-sm text-slate-800">Deliver {formatWindow(job.deliveryWindow)}</p>
      ) : null}
      <p className="text-sm text-slate-700">
        {formatMiles(job.distance)}
        {job.driverPayCents !== null ? ` · Your pay ${formatUsd(job.driverPayCents)}` : ''}
      </p>
      <Link
        to={`/driver/jobs/${encodeURIComponent(job.id)}`}
        className={buttonClasses('primary', 'lg', 'h-14 w-full')}
      >
        Continue
        <span className="sr-only"> job {job.jobNumber}</span>
        <ChevronRight aria-hidden="true" className="h-5 w-5" />
      </Link>
    </section>
  );
}

function MyJobs() {
  const jobs = useDriverJobs(true);
  const current = jobs.data ? currentJob(jobs.data) : null;
  return (
    <div className="grid gap-4">
      {current ? <CurrentJobCard job={current} /> : null}
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Truck aria-hidden="true" className="h-5 w-5 text-brand-600" />
            My jobs
          </CardTitle>
        </CardHeader>
        <CardContent>
          {jobs.isPending ? (
            <SkeletonList label="Loading your jobs" itemClassName="h-20 rounded-xl" />
          ) : jobs.isError ? (
            <QueryErrorRetry query={jobs} prefix="Could not load your jobs" />
          ) : jobs.data.length === 0 ? (
            <div className="grid justify-items-center gap-3 py-6 text-center">
              <p className="font-semibold text-slate-900">No jobs yet</p>
              <p className="text-sm text-slate-600">Jobs you accept show up here.</p>
              <Link to="/jobs" className={buttonClasses('primary', 'lg')}>
                <Search aria-hidden="true" className="h-5 w-5" />
                Find jobs
              </Link>
            </div>
          ) : (
            <ul className="grid gap-2">
              {jobs.data.map((job) => {
                const status = driverStatusOf(job.status);
                const isCurrent = current?.id === job.id;
                return (
                  <li key={job.id}>
                    <Link
                      to={`/driver/jobs/${encodeURIComponent(job.id)}`}
                      aria-current={isCurrent ? 'true' : undefined}
                      className={cn(
                        'flex min-h-16 items-center gap-3 rounded-xl border p-3 hover:bg-slate-50',
                        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                        isCurrent ? 'border-brand-400 bg-brand-50/60' : 'border-slate-200',
                      )}
                    >
                      <span className="grid min-w-0 flex-1 gap-1">
                        <span className="flex flex-wrap items-center gap-2">
                          <span className="font-semibold text-slate-900">{job.jobNumber}</span>
                          <Badge tone={status.tone}>{status.label}</Badge>
                        </span>
                        <span className="line-clamp-2 text-sm text-slate-700">
                          {job.pickupLocation} → {job.destination}
                        </span>
                        {job.pickupWindow ? (
                          <span className="text-xs text-slate-600">
                            Pickup {formatWindow(job.pickupWindow)}
                          </span>
                        ) : null}
                      </span>
                      <span className="shrink-0 text-right font-bold text-emerald-700">
                        {job.driverPayCents === null ? '—' : formatUsd(job.driverPayCents)}
                      </span>
                      <ChevronRight aria-hidden="true" className="h-5 w-5 shrink-0 text-slate-400" />
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function EarningsCard() {
  const earnings = useEarnings(true);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Wallet aria-hidden="true" className="h-5 w-5 text-emerald-600" />
          Earnings
        </CardTitle>
        <CardDescription>
          You are paid {FIRST_PAYOUT_PERCENT}% of each job after the pre-trip checklist and equipment
          verification, and {100 - FIRST_PAYOUT_PERCENT}% after verified delivery.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <CommissionRate />
        {earnings.isPending ? (
          <Skeleton className="h-32 rounded-xl" />
        ) : earnings.isError ? (
          <QueryErrorRetry query={earnings} prefix="Could not load your earnings" />
        ) : (
          <EarningsBody earnings={earnings.data} />
        )}
      </CardContent>
    </Card>
  );
}

function EarningsBody({ earnings }: { earnings: NonNullable<ReturnType<typeof useEarnings>['data']> }) {
  const totals = earningsTotals(earnings);
  const rows = earningsRows(earnings);
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-3 gap-2" aria-label="Totals">
        <div className="grid gap-0.5 rounded-xl bg-slate-50 p-3">
          <dt className="text-xs text-slate-500">Total pay</dt>
          <dd className="text-sm font-bold text-slate-900 sm:text-base">{totals.pay}</dd>
        </div>
        <div className="grid gap-0.5 rounded-xl bg-emerald-50 p-3">
          <dt className="text-xs text-emerald-800">Released</dt>
          <dd className="text-sm font-bold text-emerald-800 sm:text-base">{totals.released}</dd>
        </div>
        <div className="grid gap-0.5 rounded-xl bg-amber-50 p-3">
          <dt className="text-xs text-amber-800">Pending</dt>
          <dd className="text-sm font-bold text-amber-900 sm:text-base">{totals.pending}</dd>
        </div>
      </dl>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">No earnings yet. Accept a job to start earning.</p>
      ) : (
        <table className="w-full text-sm">
          <caption className="sr-only">Earnings per job</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-xs text-slate-500">
              <th scope="col" className="py-2 pr-2 font-medium">
                Job
              </th>
              <th scope="col" className="py-2 pr-2 text-right font-medium">
                Pay
              </th>
              <th scope="col" className="py-2 pr-2 text-right font-medium">
                Released
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Pending
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.jobId} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="py-2 pr-2 text-left font-medium">
                  <Link
                    to={`/driver/jobs/${encodeURIComponent(row.jobId)}`}
                    className="text-brand-700 underline-offset-4 hover:underline"
                  >
                    {row.jobNumber}
                  </Link>
                  <span className="block text-xs font-normal text-slate-500">{row.status.label}</span>
                </th>
                <td className="py-2 pr-2 text-right tabular-nums">
                  {row.pay}
                  {row.commission ? (
                    <span className="block text-xs font-normal text-slate-500">{row.commission}</span>
                  ) : null}
                </td>
                <td className="py-2 pr-2 text-right font-semibold text-emerald-700 tabular-nums">
                  {row.released}
                </td>
                <td className="py-2 text-right text-amber-800 tabular-nums">{row.pending}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

const tabs = [
  { value: 'time-clock', label: 'Time Clock' },
  { value: 'messaging', label: 'Messaging' },
  { value: 'documents', label: 'Documents' },
  { value: 'stats', label: 'Stats' },
] as const;
type TabValue = (typeof tabs)[number]['value'];

/** /driver: the driver's day (time clock, messaging, documents, stats), jobs and earnings. */
export function DriverDashboardPage() {
  useEffect(() => {
    document.title = 'Driver Dashboard · Pathway';
  }, []);
  const [tab, setTab] = useTabParam(tabs);
  return (
    <DriverGate next="/driver">
      {(me) => (
        <div className="grid gap-4">
          <div className="grid gap-1">
            <h1 className="text-2xl font-bold text-slate-900">Driver Dashboard</h1>
            <p className="text-sm text-slate-600">Hi {me.name.split(' ')[0]}, here is your day.</p>
          </div>
          <div className="grid grid-cols-2 gap-2">
            {/* A driver finds work here; requests are for customers (their form refuses drivers). */}
            <Link to="/jobs" className={buttonClasses('outline', 'md')}>
              <Search aria-hidden="true" className="h-4 w-4" />
              Find jobs
            </Link>
            <Link to="/truck-stops" className={buttonClasses('outline', 'md')}>
              <MapPinned aria-hidden="true" className="h-4 w-4" />
              Truck stops
            </Link>
          </div>
          {me.isDriverVerified ? null : <VerificationNote />}
          <Tabs.Root value={tab} onValueChange={(v) => setTab(v as TabValue)} className="grid gap-3">
            <Tabs.List
              aria-label="Driver tools"
              className="grid grid-cols-4 gap-1 rounded-xl bg-slate-100 p-1"
            >
              {tabs.map((t) => (
                <Tabs.Trigger
                  key={t.value}
                  value={t.value}
                  className="min-h-11 rounded-lg px-1 text-xs font-semibold text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm focus-visible:outline-2 focus-visible:outline-brand-500 sm:text-sm"
                >
                  {t.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value="time-clock">
              {me.isDriverVerified ? <TimeClockPanel me={me} /> : <DriversOnlyAlert />}
            </Tabs.Content>
            <Tabs.Content value="messaging">
              <MessagingTab userId={me.id} />
            </Tabs.Content>
            <Tabs.Content value="documents">
              <DocumentsTab />
            </Tabs.Content>
            <Tabs.Content value="stats">
              <StatsTab />
            </Tabs.Content>
          </Tabs.Root>
          <MyJobs />
          <EarningsCard />
        </div>
      )}
    </DriverGate>
  );
}
