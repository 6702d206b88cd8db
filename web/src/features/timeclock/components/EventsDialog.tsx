import type { TimeClockEvent } from '@core/contracts/timeclock';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog, DialogContent, DialogHeader, DialogTitle, DialogTrigger } from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatClock } from '@web/lib/time';
import type { ReactElement } from 'react';
import { dutyStatusMessages, eventMessages } from '../labels';

/** "Now on duty · recorded by the job". */
function nowText(status: string, byJob: boolean) {
  return byJob ? t`Now ${status} · recorded by the job` : t`Now ${status}`;
}

/** The day's time clock events, newest first (loaded when "View events" is first reached for). */
export function EventsDialog({
  events,
  now,
  open,
  onOpenChange,
  trigger,
}: {
  events: TimeClockEvent[] | undefined;
  now: Date;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactElement;
}) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Time clock events</Trans>
          </DialogTitle>
        </DialogHeader>
        <section className="h-[400px] overflow-y-auto pr-1" aria-label={t`Events, newest first`}>
          {!events ? (
            <Skeleton className="h-20" />
          ) : events.length === 0 ? (
            <p className="py-6 text-center text-sm text-slate-600">
              <Trans>No events yet. Clock in to start your record.</Trans>
            </p>
          ) : (
            <ol className="grid gap-2">
              {events.map((e) => (
                <li key={e.id} className="grid gap-0.5 rounded-xl border border-slate-200 p-3 text-sm">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-semibold text-slate-900">{t(eventMessages[e.eventType])}</span>
                    <time dateTime={e.timestamp} className="text-xs text-slate-500">
                      {formatClock(e.timestamp, now)}
                    </time>
                  </div>
                  <span className="text-xs text-slate-600">
                    {nowText(t(dutyStatusMessages[e.status]).toLowerCase(), e.source === 'job')}
                    {e.locationLat && e.locationLng ? ` · ${e.locationLat}, ${e.locationLng}` : ''}
                  </span>
                  {e.notes ? <span className="text-slate-700">{e.notes}</span> : null}
                </li>
              ))}
            </ol>
          )}
        </section>
      </DialogContent>
    </Dialog>
  );
}
