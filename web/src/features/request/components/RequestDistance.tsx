import { formatNumber } from '@core/format';
import { Trans, useLingui } from '@lingui/react/macro';
import { Slider } from '@web/components/ui/slider';
import { cn } from '@web/lib/utils';
import { LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import {
  REQUEST_SLIDER_MAX,
  REQUEST_SLIDER_MIN,
  REQUEST_SLIDER_STEP_SWITCH,
  requestSliderStep,
} from '../distance';
import type { DistanceStatusMessage } from '../useDistanceEstimate';

/** The server's distance between the form's addresses; `placed` when it found both on the map. */
export interface MeasuredDistance {
  miles: number;
  placed: boolean;
}

/**
 * The distance. Once Pathway has placed both addresses, the distance it measured (the one it prices);
 * until then, an estimate on a slider from 50 to 3000 miles
 * (10s below 500, 50s from 500), with the live status of the automatic estimate.
 */
export function RequestDistance({
  value,
  onChange,
  status,
  measured,
}: {
  value: number;
  onChange: (miles: number) => void;
  status: DistanceStatusMessage | null;
  measured: MeasuredDistance | null;
}) {
  const { t } = useLingui();
  const labelId = useId();
  const miles = formatNumber(value);
  const label = t`${miles} miles`;
  if (measured?.placed) {
    const measuredMiles = formatNumber(measured.miles);
    return (
      <div className="grid gap-1">
        <div className="flex items-baseline justify-between gap-3">
          <span className="text-sm font-medium text-slate-800">
            <Trans>Distance</Trans>
          </span>
          <span className="text-sm font-semibold text-brand-700 tabular-nums" data-testid="request-distance">
            <Trans>{measuredMiles} miles</Trans>
          </span>
        </div>
        <p className="text-sm text-slate-600">
          <Trans>Measured by Pathway between your two addresses.</Trans>
        </p>
      </div>
    );
  }
  const sliderMin = REQUEST_SLIDER_MIN;
  const sliderMax = formatNumber(REQUEST_SLIDER_MAX);
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-3">
        <span id={labelId} className="text-sm font-medium text-slate-800">
          <Trans>Estimated distance</Trans>
        </span>
        <span className="text-sm font-semibold text-brand-700 tabular-nums" data-testid="request-distance">
          {label}
        </span>
      </div>
      <Slider
        min={REQUEST_SLIDER_MIN}
        max={REQUEST_SLIDER_MAX}
        step={requestSliderStep(value)}
        value={[value]}
        onValueChange={([miles]) => {
          if (miles !== undefined) onChange(miles);
        }}
        onKeyDown={(event) => {
          // Stepping down from 500 goes to 490: the 10-mile steps apply below 500.
          if (
            value === REQUEST_SLIDER_STEP_SWITCH &&
            (event.key === 'ArrowLeft' || event.key === 'ArrowDown')
          ) {
            event.preventDefault();
            onChange(REQUEST_SLIDER_STEP_SWITCH - requestSliderStep(REQUEST_SLIDER_STEP_SWITCH - 1));
          }
        }}
        thumbLabelledBy={labelId}
        valueText={label}
      />
      <div className="flex justify-between text-xs text-slate-500" aria-hidden="true">
        <span>{t`${sliderMin} mi`}</span>
        <span>{t`${sliderMax} mi`}</span>
      </div>
      <p
        role="status"
        aria-live="polite"
        className={cn(
          'flex min-h-5 items-center gap-2 text-sm',
          status?.error ? 'text-amber-800' : 'text-slate-600',
        )}
      >
        {status?.busy ? <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" /> : null}
        {status ? (
          <span>
            {status.text}
            {status.error ? ` — ${status.error}` : null}
          </span>
        ) : null}
      </p>
    </div>
  );
}
