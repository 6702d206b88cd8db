/** The pricing calculator's distance controls (product/clients §9). */

export const CALCULATOR_DISTANCE_MIN = 5;
export const CALCULATOR_DISTANCE_MAX = 10000;
export const CALCULATOR_SLIDER_MIN = 5;
export const CALCULATOR_SLIDER_MAX = 3500;
export const CALCULATOR_SLIDER_STEP = 50;
export const CALCULATOR_DEFAULT_DISTANCE = 100;

/**
 * The calculator's number box: numbers and numeric strings are rounded to whole miles and clamped to
 * 5..10000; anything that is not a finite number (NaN, '', 'abc', null, objects) falls back to 5.
 */
export function clampCalculatorDistance(value: unknown): number {
  let parsed: number;
  if (typeof value === 'number') parsed = value;
  else if (typeof value === 'string' && value.trim() !== '') parsed = Number(value.trim());
  else return CALCULATOR_DISTANCE_MIN;
  if (!Number.isFinite(parsed)) return CALCULATOR_DISTANCE_MIN;
  return Math.min(CALCULATOR_DISTANCE_MAX, Math.max(CALCULATOR_DISTANCE_MIN, Math.round(parsed)));
}
