import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CALCULATOR_DEFAULT_DISTANCE,
  CALCULATOR_DISTANCE_MAX,
  CALCULATOR_DISTANCE_MIN,
  CALCULATOR_SLIDER_MAX,
  CALCULATOR_SLIDER_MIN,
  CALCULATOR_SLIDER_STEP,
  clampCalculatorDistance,
} from './calculator';

describe('calculator limits', () => {
  it('has the calculator slider and box limits', () => {
    expect([CALCULATOR_DISTANCE_MIN, CALCULATOR_DISTANCE_MAX]).toEqual([5, 10000]);
    expect([CALCULATOR_SLIDER_MIN, CALCULATOR_SLIDER_MAX, CALCULATOR_SLIDER_STEP]).toEqual([5, 3500, 50]);
    expect(CALCULATOR_DEFAULT_DISTANCE).toBe(100);
  });
});

describe('clampCalculatorDistance', () => {
  it('clamps to 5..10000', () => {
    expect(clampCalculatorDistance(0)).toBe(5);
    expect(clampCalculatorDistance(-20)).toBe(5);
    expect(clampCalculatorDistance(5)).toBe(5);
    expect(clampCalculatorDistance(1190)).toBe(1190);
    expect(clampCalculatorDistance(10000)).toBe(10000);
    expect(clampCalculatorDistance(25000)).toBe(10000);
  });

  it('accepts numeric strings and rounds to whole miles', () => {
    expect(clampCalculatorDistance('750')).toBe(750);
    expect(clampCalculatorDistance(' 12.6 ')).toBe(13);
    expect(clampCalculatorDistance('99999')).toBe(10000);
  });

  it('falls back to 5 on invalid input', () => {
    for (const value of [
      '',
      '  ',
      'abc',
      '12abc',
      Number.NaN,
      Number.POSITIVE_INFINITY,
      null,
      undefined,
      {},
      true,
    ]) {
      expect(clampCalculatorDistance(value)).toBe(5);
    }
  });

  it('always returns a whole number in 5..10000 (property)', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const miles = clampCalculatorDistance(value);
        return Number.isInteger(miles) && miles >= 5 && miles <= 10000;
      }),
    );
  });
});
