import type { Me } from '@core/contracts/accounts';
import type { DailySummary, TimeClockEvent, TimeClockStatus } from '@core/contracts/timeclock';
import { deviceZone } from '@core/format';
import { formatDuration, MINUTE_MS } from '@core/hos';
import type { TimeClockEventType } from '@core/timeclock';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { ErrorAlert } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { DialogOnDemand } from '@web/components/ui/dialog-on-demand';
import { Label } from '@web/components/ui/label';
import { Skeleton } from '@web/components/ui/skeleton';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { useNow } from '@web/hooks/useNow';
import { errorMessage } from '@web/lib/queryClient';
import { formatClock } from '@web/lib/time';
import { cn } from '@web/lib/utils';
import { AlertTriangle, Clock, History, LocateFixed, MapPinOff, ShieldAlert } from 'lucide-react';
import { lazy, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { timeClockQueries, useRecordTimeClockEvent } from '../api';
import { type Gauge, gaugesOf, workedMinutesNow } from '../clock';
import { dutyStatusMessages, eventMessages, eventSuccessMessages } from '../labels';
import { type GeoState, useGeolocation } from '../useGeolocation';

const statusTone = { off_duty: 'neutral', on_duty: 'brand', driving: 'success', break: 'warning' } as const;

/**
 * Shown to anyone who is not a verified driver (product/platform: Drivers Only); a driver whose
 * verification an operator is reviewing is told so instead of being sent to verify again.
 */
export function DriversOnlyAlert({ underReview = false }: { underReview?: boolean }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-900"
    >
      <ShieldAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <div className="grid gap-1">
        <h2 className="text-base font-bold">
          <Trans>Drivers Only</Trans>
        </h2>
        <p className="text-sm">
          <Trans>The Time Clock feature is only available for verified drivers.</Trans>
        </p>
        <Link
          to="/profile#driver-verification"
          className="text-sm font-semibold underline underline-offset-4"
        >
          {underReview ? (
            <Trans>Your verification is under review</Trans>
          ) : (
            <Trans>Complete driver verification</Trans>
          )}
        </Link>
      </div>
    </div>
  );
}

function GaugeMeter({ gauge }: { gauge: Gauge }) {
  const { t } = useLingui();
  const id = useId();
  const left = formatDuration(gauge.leftMinutes * MINUTE_MS);
  const used = Math.min(
    100,
    Math.round(((gauge.totalMinutes - gauge.leftMinutes) / gauge.totalMinutes) * 100),
  );
  return (
    <div className="grid gap-1">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span id={id} className="text-slate-700">
          {gauge.label}
        </span>
        <span className={cn('font-semibold tabular-nums', gauge.warning ? 'text-red-700' : 'text-slate-900')}>
          <Trans>{left} left</Trans>
        </span>
      </div>
      <div
        role="meter"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={gauge.totalMinutes}
        aria-valuenow={gauge.leftMinutes}
        aria-valuetext={gauge.warning ? t`${left} left, 1 hour or less` : t`${left} left`}
        className="h-2.5 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className={cn(
            'h-full rounded-full',
            gauge.warning ? 'bg-red-500' : used > 75 ? 'bg-amber-500' : 'bg-emerald-500',
          )}
          style={{ width: `${100 - used}%` }}
        />
      </div>
      {gauge.warning ? (
        <p className="flex items-center gap-1 text-xs font-medium text-red-700">
          <AlertTriangle aria-hidden="true" className="h-3.5 w-3.5" />
          {gauge.leftMinutes === 0 ? <Trans>No time left</Trans> : <Trans>1 hour or less left</Trans>}
        </p>
      ) : null}
    </div>
  );
}

/** When 10 hours off will give the driver a full day again. */
function resetText(status: TimeClockStatus, now: Date): string {
  const at = status.hoursOfService.nextResetAt;
  if (Date.parse(at) <= now.getTime()) return t`Rested: a full day is available`;
  const off = status.status === 'off_duty' || status.status === 'break';
  const time = formatClock(at, now);
  return off ? t`Day resets at ${time}` : t`Stop now and the day resets at ${time}`;
}

function HoursOfServiceCard({ status, now }: { status: TimeClockStatus; now: Date }) {
  const hos = status.hoursOfService;
  const days = hos.cycle === '60/7' ? 7 : 8;
  return (
    <section aria-labelledby="hos-title" className="grid gap-3 rounded-xl border border-slate-200 p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="hos-title" className="text-sm font-semibold text-slate-900">
          <Trans>Hours of service</Trans>
        </h3>
        <span className="text-xs text-slate-500">{resetText(status, now)}</span>
      </div>
      {gaugesOf(hos).map((g) => (
        <GaugeMeter key={g.rule} gauge={g} />
      ))}
      {hos.violations.length > 0 ? (
        <ErrorAlert>
          <p className="font-semibold">
            <Trans>Violations in the last {days} days</Trans>
          </p>
          <ul className="mt-1 grid gap-0.5">
            {hos.violations.map((v) => (
              <li key={`${v.rule}-${v.at}`}>
                {formatClock(v.at, now)}: {v.message}
              </li>
            ))}
          </ul>
        </ErrorAlert>
      ) : null}
    </section>
  );
}

function Summary({ summary, now }: { summary: DailySummary; now: Date }) {
  const { t } = useLingui();
  const rows: [string, string][] = [
    [t`First clock-in`, summary.firstClockIn ? formatClock(summary.firstClockIn, now) : '—'],
    [t`Last clock-out`, summary.lastClockOut ? formatClock(summary.lastClockOut, now) : '—'],
    [t`Total break time`, formatDuration(summary.totalBreakTime * MINUTE_MS)],
    [t`Total driving time`, formatDuration(summary.totalDrivingTime * MINUTE_MS)],
  ];
  return (
    <section aria-labelledby="summary-title" className="grid gap-2">
      <h3 id="summary-title" className="text-sm font-semibold text-slate-900">
        <Trans>Today's summary</Trans>
      </h3>
      <dl className="grid grid-cols-2 gap-2">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-0.5 rounded-xl bg-slate-50 p-3">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="text-sm font-bold text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const loadEventsDialog = () => import('./EventsDialog');
const EventsDialogPopup = lazy(async () => ({ default: (await loadEventsDialog()).EventsDialog }));

/** "View events": the button alone until first reached for, then the dialog (its code loads then). */
function EventsDialog({ events, now }: { events: TimeClockEvent[] | undefined; now: Date }) {
  const [open, setOpen] = useState(false);
  const trigger = (
    <Button variant="outline" className="w-full">
      <History aria-hidden="true" className="h-4 w-4" />
      <Trans>View events</Trans>
    </Button>
  );
  return (
    <DialogOnDemand open={open} onOpenChange={setOpen} preload={loadEventsDialog} trigger={trigger}>
      <EventsDialogPopup events={events} now={now} open={open} onOpenChange={setOpen} trigger={trigger} />
    </DialogOnDemand>
  );
}

function deviceInfo() {
  let deviceId = '';
  try {
    deviceId = localStorage.getItem('pathwayDeviceId') ?? '';
    if (!deviceId) {
      deviceId = crypto.randomUUID();
      localStorage.setItem('pathwayDeviceId', deviceId);
    }
  } catch {
    deviceId = 'unknown';
  }
  return {
    deviceId,
    platform: navigator.platform || 'unknown',
    userAgent: navigator.userAgent.slice(0, 500),
    timestamp: new Date().toISOString(),
  };
}

function StatusBlock({ status, worked, now }: { status: TimeClockStatus; worked: number; now: Date }) {
  const { t } = useLingui();
  const since = status.lastStatusChangeAt ? formatClock(status.lastStatusChangeAt, now) : null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-50 p-3">
      <div className="grid gap-1">
        <span className="text-xs text-slate-500">
          <Trans>Status</Trans>
        </span>
        <Badge tone={statusTone[status.status]} className="w-fit text-sm" aria-live="polite">
          {t(dutyStatusMessages[status.status])}
        </Badge>
        {since ? (
          <span className="text-xs text-slate-500">
            <Trans>since {since}</Trans>
          </span>
        ) : null}
      </div>
      <dl className="grid gap-1 text-right">
        <dt className="text-xs text-slate-500">
          <Trans>Hours worked</Trans>
        </dt>
        <dd className="text-2xl font-bold text-slate-900 tabular-nums">
          {formatDuration(worked * MINUTE_MS)}
        </dd>
      </dl>
    </div>
  );
}

function LocationLine({ geo }: { geo: GeoState }) {
  const accuracy = geo.position ? Math.round(geo.position.accuracy) : 0;
  return (
    <p
      className={cn('flex items-center gap-2 text-sm', geo.position ? 'text-emerald-700' : 'text-amber-800')}
    >
      {geo.position ? (
        <>
          <LocateFixed aria-hidden="true" className="h-4 w-4" /> <Trans>Location ready (±{accuracy} m)</Trans>
        </>
      ) : (
        <>
          <MapPinOff aria-hidden="true" className="h-4 w-4" />
          {geo.error ?? <Trans>Finding your location…</Trans>}
          {geo.error ? (
            <Button variant="ghost" size="sm" onClick={geo.retry}>
              <Trans>Try again</Trans>
            </Button>
          ) : null}
        </>
      )}
    </p>
  );
}

const locationRequired = () =>
  toast({
    title: t`Location Required`,
    description: t`Please allow location access to clock in/out`,
    variant: 'destructive',
  });

/** product/platform §5: no location → toast Location Required, and the location fetch is retried (a few times). */
function useLocationRequired(geo: GeoState) {
  const retried = useRef(0);
  useEffect(() => {
    if (!geo.error) return;
    locationRequired();
    if (retried.current < 3) {
      retried.current += 1;
      const timer = setTimeout(geo.retry, 5000);
      return () => clearTimeout(timer);
    }
  }, [geo.error, geo.retry]);
}

/** The Time Clock tab: status, hours worked, hours-of-service gauges, summary, notes and actions. */
export function TimeClockPanel({ me }: { me: Me }) {
  const { t } = useLingui();
  const now = useNow(15_000);
  const zone = deviceZone();
  const status = useQuery(timeClockQueries.status(me.id));
  const events = useQuery(timeClockQueries.events(me.id));
  const summary = useQuery(timeClockQueries.summary(me.id, zone));
  const record = useRecordTimeClockEvent(me.id);
  const geo = useGeolocation();
  const [notes, setNotes] = useState('');
  useLocationRequired(geo);

  if (status.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        <Skeleton className="h-28 rounded-2xl" />
        <Skeleton className="h-40 rounded-2xl" />
      </div>
    );
  }
  if (status.isError) {
    return <QueryErrorRetry query={status} prefix={t`Could not load your time clock`} />;
  }
  const s = status.data;
  const worked = workedMinutesNow(s, status.dataUpdatedAt, now.getTime());

  const send = (eventType: TimeClockEventType) => {
    if (!geo.position) {
      locationRequired();
      geo.retry();
      return;
    }
    record.mutate(
      {
        userId: me.id,
        eventType,
        locationLat: geo.position.lat,
        locationLng: geo.position.lng,
        notes: notes.trim() || undefined,
        deviceInfo: deviceInfo(),
      },
      {
        onSuccess: (answer) => {
          setNotes('');
          toast({ title: t`Success`, description: t(eventSuccessMessages[answer.event.eventType]) });
        },
        onError: (err) => {
          const reason = errorMessage(err);
          toast({
            title: t`Error`,
            description: t`Failed to update time clock: ${reason}`,
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Clock aria-hidden="true" className="h-5 w-5 text-brand-600" />
          <Trans>Time Clock</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Your record of duty status. Starting a job's pre-trip clocks you in automatically.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <StatusBlock status={s} worked={worked} now={now} />

        <HoursOfServiceCard status={s} now={now} />

        {summary.data ? <Summary summary={summary.data} now={now} /> : <Skeleton className="h-24" />}

        <div className="grid gap-1.5">
          <Label htmlFor="time-clock-notes">
            <Trans>Notes (optional)</Trans>
          </Label>
          <Textarea
            id="time-clock-notes"
            value={notes}
            maxLength={500}
            onChange={(e) => setNotes(e.target.value)}
            placeholder={t`Where you are, what you are doing`}
          />
        </div>

        <LocationLine geo={geo} />

        <div className="grid gap-2 sm:grid-cols-3">
          {s.allowedEvents.map((eventType) => (
            <Button
              key={eventType}
              size="lg"
              variant={eventType === 'clock_out' ? 'outline' : 'primary'}
              className="h-14"
              disabled={record.isPending || !geo.position}
              onClick={() => send(eventType)}
            >
              {t(eventMessages[eventType])}
            </Button>
          ))}
        </div>

        <EventsDialog events={events.data} now={now} />
      </CardContent>
    </Card>
  );
}
