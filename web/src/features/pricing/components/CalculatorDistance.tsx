import { formatNumber } from '@core/format';
import { Trans, useLingui } from '@lingui/react/macro';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Slider } from '@web/components/ui/slider';
import { useEffect, useId, useState } from 'react';
import {
  CALCULATOR_DISTANCE_MAX,
  CALCULATOR_DISTANCE_MIN,
  CALCULATOR_SLIDER_MAX,
  CALCULATOR_SLIDER_MIN,
  CALCULATOR_SLIDER_STEP,
  clampCalculatorDistance,
} from '../calculator';

/**
 * The calculator's distance: a slider (5–3500, step 50) and a number box (5–10000) kept in sync. The box
 * applies its value on blur or Enter, clamped to 5..10000; anything that is not a number becomes 5.
 */
export function CalculatorDistance({
  value,
  onChange,
}: {
  value: number;
  onChange: (miles: number) => void;
}) {
  const { t } = useLingui();
  const labelId = useId();
  const miles = formatNumber(value);
  const min = CALCULATOR_DISTANCE_MIN;
  const max = formatNumber(CALCULATOR_DISTANCE_MAX);
  const boxId = useId();
  const hintId = useId();
  const [text, setText] = useState(String(value));

  // The slider (or a parent) moved the value: show it in the box.
  useEffect(() => setText(String(value)), [value]);

  const commit = () => {
    const next = clampCalculatorDistance(text);
    setText(String(next));
    if (next !== value) onChange(next);
  };

  return (
    <div className="grid gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <span id={labelId} className="text-sm font-medium text-slate-800">
          <Trans>Distance</Trans>
        </span>
        <span className="text-sm font-semibold text-brand-700 tabular-nums">
          <Trans>{miles} miles</Trans>
        </span>
      </div>
      <Slider
        min={CALCULATOR_SLIDER_MIN}
        max={CALCULATOR_SLIDER_MAX}
        step={CALCULATOR_SLIDER_STEP}
        value={[Math.min(value, CALCULATOR_SLIDER_MAX)]}
        onValueChange={([miles]) => {
          if (miles !== undefined) onChange(miles);
        }}
        thumbLabelledBy={labelId}
        valueText={t`${miles} miles`}
      />
      <div className="grid gap-1.5">
        <Label htmlFor={boxId}>
          <Trans>Distance in miles</Trans>
        </Label>
        <Input
          id={boxId}
          type="number"
          inputMode="numeric"
          min={CALCULATOR_DISTANCE_MIN}
          max={CALCULATOR_DISTANCE_MAX}
          step={1}
          value={text}
          aria-describedby={hintId}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            }
          }}
        />
        <p id={hintId} className="text-xs text-slate-500">
          <Trans>
            Type any distance from {min} to {max} miles and press Enter.
          </Trans>
        </p>
      </div>
    </div>
  );
}
