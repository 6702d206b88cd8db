import type { LiveEta } from '@core/contracts/tracking';
import { etaSentence } from '@core/eta';
import { formatNumber } from '@core/format';
import type { TimePlace } from '@core/zones';
import { useNow } from '@web/hooks/useNow';
import { cn } from '@web/lib/utils';
import { Clock, TriangleAlert } from 'lucide-react';

const drivingText = (minutes: number) =>
  minutes >= 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : `${minutes} min`;

/** "Arrives Sun Nov 29, about 5:20 AM EST at Miami, after 2 10-hour rests": on the place's clock. */
export function hoursEtaText(
  eta: Pick<LiveEta, 'target' | 'arriveAt' | 'stops'>,
  clock: TimePlace,
  now: number = Date.now(),
) {
  return etaSentence({ ...eta, arriveAt: Date.parse(eta.arriveAt) }, clock, now);
}

/**
 * The ETA that knows the driver's hours: when, with the rests the rules require on the way, how far
 * and how much driving is left, and a warning when it misses the window. Shown on tracking, the
 * tracking link, the driver's job and the console.
 */
export function HoursEtaLine({
  eta,
  clock,
  windowLabel,
  className,
  testId = 'hours-eta',
}: {
  eta: Omit<LiveEta, 'computedAt' | 'basisAt'>;
  /** Where the ETA's target is (the pickup, the destination): its time is read on that clock. */
  clock: TimePlace;
  /** "delivery window", "pickup window": named in the warning. */
  windowLabel?: string;
  className?: string;
  testId?: string;
}) {
  const place = eta.target === 'pickup' ? 'pickup' : 'delivery';
  // Ticks, so an arrival that passes while the page is open is no longer said as an estimate.
  const now = useNow();
  return (
    <div
      data-testid={testId}
      className={cn('grid gap-1 rounded-xl bg-brand-50 px-3 py-2 text-sm text-brand-900', className)}
    >
      <p className="flex items-start gap-2">
        <Clock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        <span>
          <span className="font-semibold">{hoursEtaText(eta, clock, now.getTime())}</span>{' '}
          <span className="block text-xs text-brand-800">
            {formatNumber(Math.round(eta.milesToGo))} miles to go · {drivingText(eta.drivingMinutes)} of
            driving{eta.from === 'pickup' ? ' from the pickup' : ''} · breaks and rests under the driving-hour
            rules included
          </span>
        </span>
      </p>
      {eta.missesWindow ? (
        <p role="status" className="flex items-start gap-2 font-semibold text-amber-800">
          <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          Expected after the end of the {windowLabel ?? `${place} window`}.
        </p>
      ) : null}
    </div>
  );
}
