import type { LiveEta } from '@core/contracts/tracking';
import { dayAboutTime, etaSentence } from '@core/eta';
import { formatNumber } from '@core/format';
import { cn } from '@web/lib/utils';
import { Clock, TriangleAlert } from 'lucide-react';

/** The reader's own time zone: arrivals read as their clock shows them. */
const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const drivingText = (minutes: number) =>
  minutes >= 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : `${minutes} min`;

/** "Arrives Thu about 14:00, after a 10-hour rest" (the reader's clock), as a sentence. */
export function hoursEtaText(eta: Pick<LiveEta, 'target' | 'arriveAt' | 'stops'>, timeZone = localZone()) {
  return etaSentence({ ...eta, arriveAt: Date.parse(eta.arriveAt) }, (ms) => dayAboutTime(ms, timeZone));
}

/**
 * The ETA that knows the driver's hours: when, with the rests the rules require on the way, how far
 * and how much driving is left, and a warning when it misses the window. Shown on tracking, the
 * tracking link, the driver's job and the console.
 */
export function HoursEtaLine({
  eta,
  windowLabel,
  className,
  testId = 'hours-eta',
}: {
  eta: Omit<LiveEta, 'computedAt' | 'basisAt'>;
  /** "delivery window", "pickup window": named in the warning. */
  windowLabel?: string;
  className?: string;
  testId?: string;
}) {
  const place = eta.target === 'pickup' ? 'pickup' : 'delivery';
  return (
    <div
      data-testid={testId}
      className={cn('grid gap-1 rounded-xl bg-brand-50 px-3 py-2 text-sm text-brand-900', className)}
    >
      <p className="flex items-start gap-2">
        <Clock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        <span>
          <span className="font-semibold">{hoursEtaText(eta)}</span>{' '}
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
