import type { LiveEta } from '@core/contracts/tracking';
import type { HoursEta } from '@core/eta';
import { formatNumber } from '@core/format';
import { formatMoment } from '@core/moment';
import type { TimePlace } from '@core/zones';
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useNow } from '@web/hooks/useNow';
import { cn } from '@web/lib/utils';
import { Clock, TriangleAlert } from 'lucide-react';

const drivingText = (minutes: number) => {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return minutes >= 60 ? t`${hours} h ${rest} min` : t`${minutes} min`;
};

/**
 * "a 10-hour rest", "2 10-hour rests and a 30-minute break": core/eta.ts's stopsInWords in the reader's
 * language (the server keeps core's English for its own texts).
 */
function stopsText(stops: Pick<HoursEta['stops'][number], 'kind'>[]): string | null {
  const count = (kind: HoursEta['stops'][number]['kind']) => stops.filter((s) => s.kind === kind).length;
  const [restarts, rests, breaks] = [count('restart'), count('rest'), count('break')];
  const parts = [
    restarts > 0 ? plural(restarts, { one: 'a 34-hour restart', other: '# 34-hour restarts' }) : null,
    rests > 0 ? plural(rests, { one: 'a 10-hour rest', other: '# 10-hour rests' }) : null,
    breaks > 0 ? plural(breaks, { one: 'a 30-minute break', other: '# 30-minute breaks' }) : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return null;
  if (parts.length === 1) return parts[0]!;
  const last = parts.at(-1)!;
  const first = parts.slice(0, -1).join(', ');
  return t`${first} and ${last}`;
}

/**
 * "Arrives Sun Nov 29, about 5:20 AM EST at Miami, after 2 10-hour rests": core/eta.ts's etaSentence in
 * the reader's language, on the place's clock. Past its time: "Was due …", never an estimate.
 */
export function hoursEtaText(
  eta: Pick<LiveEta, 'target' | 'arriveAt'> & { stops: Pick<LiveEta['stops'][number], 'kind'>[] },
  clock: TimePlace,
  now: number = Date.now(),
) {
  const arriveAt = Date.parse(eta.arriveAt);
  const where = { zone: clock.zone, place: clock.place };
  if (arriveAt <= now) {
    const time = formatMoment(arriveAt, where);
    return t`Was due ${time}`;
  }
  const time = formatMoment(arriveAt, { ...where, about: true });
  const long = eta.stops.filter((s) => s.kind !== 'break');
  const words = stopsText(long.length > 0 ? long : eta.stops);
  if (eta.target === 'pickup')
    return words ? t`At the pickup ${time}, after ${words}` : t`At the pickup ${time}`;
  return words ? t`Arrives ${time}, after ${words}` : t`Arrives ${time}`;
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
  const windowName = windowLabel ?? (eta.target === 'pickup' ? t`pickup window` : t`delivery window`);
  const miles = formatNumber(Math.round(eta.milesToGo));
  const driving = drivingText(eta.drivingMinutes);
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
            {eta.from === 'pickup' ? (
              <Trans>
                {miles} miles to go · {driving} of driving from the pickup · breaks and rests under the
                driving-hour rules included
              </Trans>
            ) : (
              <Trans>
                {miles} miles to go · {driving} of driving · breaks and rests under the driving-hour rules
                included
              </Trans>
            )}
          </span>
        </span>
      </p>
      {eta.missesWindow ? (
        <p role="status" className="flex items-start gap-2 font-semibold text-amber-800">
          <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <Trans>Expected after the end of the {windowName}.</Trans>
        </p>
      ) : null}
    </div>
  );
}
