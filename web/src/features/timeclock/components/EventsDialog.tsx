import type { TimeClockEvent } from '@core/contracts/timeclock';
import { dutyStatusLabels, eventLabels } from '@core/timeclock';
import { Dialog, DialogContent, DialogHeader, DialogTitle, DialogTrigger } from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatClock } from '@web/lib/time';
import type { ReactElement } from 'react';

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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Time clock events</DialogTitle>
        </DialogHeader>
        <section className="h-[400px] overflow-y-auto pr-1" aria-label="Events, newest first">
          {!events ? (
            <Skeleton className="h-20" />
          ) : events.length === 0 ? (
            <p className="py-6 text-center text-sm text-slate-600">
              No events yet. Clock in to start your record.
            </p>
          ) : (
            <ol className="grid gap-2">
              {events.map((e) => (
                <li key={e.id} className="grid gap-0.5 rounded-xl border border-slate-200 p-3 text-sm">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-semibold text-slate-900">{eventLabels[e.eventType]}</span>
                    <time dateTime={e.timestamp} className="text-xs text-slate-500">
                      {formatClock(e.timestamp, now)}
                    </time>
                  </div>
                  <span className="text-xs text-slate-600">
                    Now {dutyStatusLabels[e.status].toLowerCase()}
                    {e.source === 'job' ? ' · recorded by the job' : ''}
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
