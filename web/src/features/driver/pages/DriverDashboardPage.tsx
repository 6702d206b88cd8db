import type { Me } from '@core/contracts/accounts';
import type { RecoveryRequest } from '@core/contracts/jobs';
import { formatUsd } from '@core/money';
import { formatWindow } from '@core/scheduling';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { Badge } from '@web/components/ui/badge';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { SegmentedTabs, segmentedTabId } from '@web/components/ui/segmented-tabs';
import { SkeletonList } from '@web/components/ui/skeleton';
import { useDriverJobs } from '@web/features/dispatch';
import {
  SuspensionBanner,
  useDriverProfile,
  VerificationUnderReview,
} from '@web/features/driver-verification';
import { usePayoutAccount } from '@web/features/payouts';
import { DriversOnlyAlert, TimeClockPanel } from '@web/features/timeclock';
import { useTabParam } from '@web/hooks/useTabParam';
import { formatMiles } from '@web/lib/format';
import { cn } from '@web/lib/utils';
import { ChevronRight, MapPinned, Search, Truck } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { DriverGate, VerificationNote } from '../components/DriverGate';
import { OffersSection } from '../components/OffersSection';
import { RouteLine } from '../components/RouteLine';
import { WhereWhenCard } from '../components/WhereWhenCard';
import { currentJob, driverStatusOf } from '../jobs';

// The tabs other than the time clock load when opened (only the open tab's content is mounted).
const MessagingTab = lazy(async () => ({
  default: (await import('../components/MessagingTab')).MessagingTab,
}));
const DocumentsTab = lazy(async () => ({
  default: (await import('../components/DocumentsTab')).DocumentsTab,
}));
const StatsTab = lazy(async () => ({ default: (await import('../components/StatsTab')).StatsTab }));
const MyRatingsCard = lazy(async () => ({ default: (await import('@web/features/ratings')).MyRatingsCard }));
const EarningsTab = lazy(async () => ({ default: (await import('../components/EarningsTab')).EarningsTab }));

/** An opened tab while its code loads. */
function TabLoading({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Suspense fallback={<SkeletonList label={t`Loading`} itemClassName="h-24 rounded-2xl" />}>
      {children}
    </Suspense>
  );
}

function CurrentJobCard({ job }: { job: RecoveryRequest }) {
  const status = driverStatusOf(job.status);
  const pickup = job.pickupWindow ? formatWindow(job.pickupWindow, job.clocks.pickup.zone) : null;
  const deliver = job.deliveryWindow ? formatWindow(job.deliveryWindow, job.clocks.destination.zone) : null;
  const miles = formatMiles(job.distance);
  const pay = job.driverPayCents !== null ? formatUsd(job.driverPayCents) : null;
  const jobNumber = job.jobNumber;
  return (
    <section
      aria-labelledby="current-job-title"
      className="grid gap-3 rounded-2xl border-2 border-brand-500 bg-brand-50 p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="current-job-title" className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
          <Trans>Current job</Trans>
        </h2>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      <p className="text-lg font-bold text-slate-900">{job.jobNumber}</p>
      <RouteLine pickup={job.pickupLocation} destination={job.destination} />
      {pickup ? (
        <p className="text-sm text-slate-800">
          <Trans>Pickup {pickup}</Trans>
        </p>
      ) : null}
      {deliver ? (
        <p className="text-sm text-slate-800">
          <Trans>Deliver {deliver}</Trans>
        </p>
      ) : null}
      <p className="text-sm text-slate-700">
        {pay !== null ? (
          <Trans>
            {miles} · Your pay {pay}
          </Trans>
        ) : (
          miles
        )}
      </p>
      <Link
        to={`/driver/jobs/${encodeURIComponent(job.id)}`}
        className={buttonClasses('primary', 'lg', 'h-14 w-full')}
      >
        <Trans>
          Continue<span className="sr-only"> job {jobNumber}</span>
        </Trans>
        <ChevronRight aria-hidden="true" className="h-5 w-5" />
      </Link>
    </section>
  );
}

function MyJobs() {
  const { t } = useLingui();
  const jobs = useDriverJobs(true);
  const current = jobs.data ? currentJob(jobs.data) : null;
  return (
    <div className="grid gap-4">
      <OffersSection />
      {current ? <CurrentJobCard job={current} /> : null}
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Truck aria-hidden="true" className="h-5 w-5 text-brand-600" />
            <Trans>My jobs</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {jobs.isPending ? (
            <SkeletonList label={t`Loading your jobs`} itemClassName="h-20 rounded-xl" />
          ) : jobs.isError ? (
            <QueryErrorRetry query={jobs} prefix={t`Could not load your jobs`} />
          ) : jobs.data.length === 0 ? (
            <div className="grid justify-items-center gap-3 py-6 text-center">
              <p className="font-semibold text-slate-900">
                <Trans>No jobs yet</Trans>
              </p>
              <p className="text-sm text-slate-600">
                <Trans>Jobs you accept show up here.</Trans>
              </p>
              <Link to="/jobs" className={buttonClasses('primary', 'lg')}>
                <Search aria-hidden="true" className="h-5 w-5" />
                <Trans>Find jobs</Trans>
              </Link>
            </div>
          ) : (
            <ul className="grid gap-2">
              {jobs.data.map((job) => {
                const status = driverStatusOf(job.status);
                const isCurrent = current?.id === job.id;
                const pickup = job.pickupWindow ? formatWindow(job.pickupWindow) : null;
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
                        {pickup ? (
                          <span className="text-xs text-slate-600">
                            <Trans>Pickup {pickup}</Trans>
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

/** After verification: until the payout account is ready, the driver is told where to set it up. */
function PayoutPrompt({ setTab }: { setTab: (tab: TabValue) => void }) {
  const { t } = useLingui();
  const account = usePayoutAccount();
  if (!account.data || account.data.status === 'enabled') return null;
  const stopped = account.data.status === 'restricted';
  return (
    <section
      aria-label={t`Payouts`}
      className={cn(
        'grid gap-2 rounded-2xl border p-4 text-sm',
        stopped ? 'border-red-200 bg-red-50 text-red-900' : 'border-amber-200 bg-amber-50 text-amber-900',
      )}
    >
      <p className="font-semibold">
        {stopped ? t`Your payouts have stopped` : t`Set up payouts to get paid`}
      </p>
      <p>
        {stopped
          ? (account.data.disabledReason ?? t`Your bank refused a payout.`)
          : t`You can take jobs now; your pay is held for you until your payout account is ready.`}
      </p>
      <Button variant="outline" size="sm" onClick={() => setTab('earnings')}>
        {stopped ? t`Add another bank account` : t`Set up payouts`}
      </Button>
    </section>
  );
}

/**
 * The driver's standing at the top of the day: a suspension first (why, until when, how to appeal),
 * then a verification waiting for review or still to send, then the payout account to set up.
 */
function Standing({ verified, setTab }: { verified: boolean; setTab: (tab: TabValue) => void }) {
  const profile = useDriverProfile();
  if (profile.data?.suspension) return <SuspensionBanner suspension={profile.data.suspension} />;
  if (verified) return <PayoutPrompt setTab={setTab} />;
  if (profile.isPending) return null;
  return profile.data?.verificationStatus === 'pending' ? <VerificationUnderReview /> : <VerificationNote />;
}

/**
 * The driver's standing, then the day below it. The standing is the first thing on the page and its size
 * is unknown until its answers are in, so the day waits for them instead of being pushed down when it
 * arrives (a layout shift of 0.15 on a phone).
 */
function AfterStanding({
  me,
  setTab,
  children,
}: {
  me: Me;
  setTab: (tab: TabValue) => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const profile = useDriverProfile();
  const account = usePayoutAccount(me.isDriverVerified);
  // isLoading, not isPending: a query paused with no signal (or not asked for) holds nothing back.
  if (profile.isLoading || account.isLoading)
    return <SkeletonList label={t`Loading your day`} count={3} itemClassName="h-48 rounded-2xl" />;
  return (
    <>
      <Standing verified={me.isDriverVerified} setTab={setTab} />
      {children}
    </>
  );
}

/** The time clock for a verified driver; otherwise why not (verification to send, or under review). */
function TimeClockTab({ me }: { me: Me }) {
  const profile = useDriverProfile(!me.isDriverVerified);
  if (me.isDriverVerified) return <TimeClockPanel me={me} />;
  return <DriversOnlyAlert underReview={profile.data?.verificationStatus === 'pending'} />;
}

const tabs = [
  { value: 'time-clock', label: msg`Time Clock` },
  { value: 'messaging', label: msg`Messaging` },
  { value: 'documents', label: msg`Documents` },
  { value: 'stats', label: msg`Stats` },
  { value: 'earnings', label: msg`Earnings` },
] as const;
type TabValue = (typeof tabs)[number]['value'];
const TAB_PANEL = 'driver-tools-panel';

/** The open tab's content; only it is mounted, so the others' code loads when they are opened. */
function DriverTab({ tab, me }: { tab: TabValue; me: Me }) {
  if (tab === 'time-clock') return <TimeClockTab me={me} />;
  return (
    <TabLoading>
      {tab === 'messaging' ? (
        <MessagingTab userId={me.id} />
      ) : tab === 'documents' ? (
        <DocumentsTab />
      ) : tab === 'stats' ? (
        <>
          <StatsTab />
          <MyRatingsCard />
        </>
      ) : (
        <EarningsTab />
      )}
    </TabLoading>
  );
}

function Greeting({ name }: { name: string }) {
  const first = name.split(' ')[0];
  return (
    <p className="text-sm text-slate-600">
      <Trans>Hi {first}, here is your day.</Trans>
    </p>
  );
}

/** /driver: the driver's day (time clock, messaging, documents, stats, earnings) and jobs. */
export function DriverDashboardPage() {
  const { t } = useLingui();
  const title = t`Driver Dashboard · Pathway`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  const [tab, setTab] = useTabParam(tabs);
  const tabLabels = tabs.map((item) => ({ value: item.value, label: t(item.label) }));
  return (
    <DriverGate next="/driver">
      {(me) => (
        <div className="grid gap-4">
          <div className="grid gap-1">
            <h1 className="text-2xl font-bold text-slate-900">
              <Trans>Driver Dashboard</Trans>
            </h1>
            <Greeting name={me.name} />
          </div>
          <div className="grid grid-cols-2 gap-2">
            {/* A driver finds work here; requests are for customers (their form refuses drivers). */}
            <Link to="/jobs" className={buttonClasses('outline', 'md')}>
              <Search aria-hidden="true" className="h-4 w-4" />
              <Trans>Find jobs</Trans>
            </Link>
            <Link to="/truck-stops" className={buttonClasses('outline', 'md')}>
              <MapPinned aria-hidden="true" className="h-4 w-4" />
              <Trans>Truck stops</Trans>
            </Link>
          </div>
          <AfterStanding me={me} setTab={setTab}>
            <WhereWhenCard />
            <div className="grid gap-3">
              <SegmentedTabs
                tabs={tabLabels}
                value={tab}
                onChange={setTab}
                label={t`Driver tools`}
                panelId={TAB_PANEL}
                className="grid grid-cols-5"
                // Longer words (Spanish "Estadísticas") wrap, hyphenated, instead of spilling out of a fifth of 390 px.
                tabClassName="h-auto min-h-11 leading-tight break-words hyphens-auto"
              />
              <div id={TAB_PANEL} role="tabpanel" aria-labelledby={segmentedTabId(TAB_PANEL, tab)}>
                <DriverTab tab={tab} me={me} />
              </div>
            </div>
            <MyJobs />
          </AfterStanding>
        </div>
      )}
    </DriverGate>
  );
}
