import { formatNumber } from '@core/format';
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
  const labelId = useId();
  const boxId = useId();
  const hintId = useId();
  const [text, setText] = useState(String(value));

  // The slider (or a parent) moved the value: show it in the box.
  useEffect(() => setText(String(value)), [value]);

  const commit = () => {
    const miles = clampCalculatorDistance(text);
    setText(String(miles));
    if (miles !== value) onChange(miles);
  };

  return (
    <div className="grid gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <span id={labelId} className="text-sm font-medium text-slate-800">
          Distance
        </span>
        <span className="text-sm font-semibold text-brand-700 tabular-nums">{formatNumber(value)} miles</span>
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
        valueText={`${formatNumber(value)} miles`}
      />
      <div className="grid gap-1.5">
        <Label htmlFor={boxId}>Distance in miles</Label>
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
          Type any distance from {CALCULATOR_DISTANCE_MIN} to {formatNumber(CALCULATOR_DISTANCE_MAX)} miles
          and press Enter.
        </p>
      </div>
    </div>
  );
}
