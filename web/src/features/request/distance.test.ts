import { DISTANCE_ERROR_MISSING_ADDRESS, DISTANCE_ERROR_UNAVAILABLE } from '@core/distance';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  DISTANCE_STATUS_APPROXIMATE,
  DISTANCE_STATUS_CALCULATED,
  DISTANCE_STATUS_CALCULATING,
  DISTANCE_STATUS_ESTIMATED,
  DISTANCE_STATUS_HIDE_MS,
  distanceErrorTexts,
  distanceStatusTexts,
  isUsableEstimate,
  REQUEST_DEFAULT_DISTANCE,
  REQUEST_SLIDER_MAX,
  REQUEST_SLIDER_MIN,
  requestSliderStep,
  shouldEstimate,
} from './distance';

describe('status texts and gates', () => {
  it('has the product’s distance texts', () => {
    expect(i18n._(DISTANCE_STATUS_CALCULATING)).toBe('Calculating distance...');
    expect(i18n._(DISTANCE_STATUS_CALCULATED)).toBe('Distance calculated');
    expect(i18n._(DISTANCE_STATUS_APPROXIMATE)).toBe('Distance calculation approximate');
    expect(i18n._(DISTANCE_STATUS_ESTIMATED)).toBe('Distance estimated (Google Maps API unavailable)');
    const texts = Object.fromEntries(Object.entries(distanceStatusTexts).map(([k, m]) => [k, i18n._(m)]));
    expect(texts).toEqual({
      calculating: 'Calculating distance...',
      calculated: 'Distance calculated',
      approximate: 'Distance calculation approximate',
      estimated: 'Distance estimated (Google Maps API unavailable)',
    });
  });

  it('says core’s distance errors in core’s English', () => {
    for (const error of [DISTANCE_ERROR_MISSING_ADDRESS, DISTANCE_ERROR_UNAVAILABLE] as const)
      expect(i18n._(distanceErrorTexts[error])).toBe(error);
  });

  it('hides the status after 3 seconds', () => {
    expect(DISTANCE_STATUS_HIDE_MS).toBe(3000);
  });

  it('estimates only once both trimmed addresses are longer than 5 characters', () => {
    expect(shouldEstimate('Dallas', 'Austin')).toBe(true);
    expect(shouldEstimate('Miami', 'Dallas, TX')).toBe(false);
    expect(shouldEstimate('  Miami   ', 'Dallas, TX')).toBe(false);
    expect(shouldEstimate('Dallas, TX', '')).toBe(false);
  });

  it('uses an estimate only between 50 and 10000 miles', () => {
    expect(isUsableEstimate(49)).toBe(false);
    expect(isUsableEstimate(50)).toBe(true);
    expect(isUsableEstimate(10000)).toBe(true);
    expect(isUsableEstimate(10001)).toBe(false);
    expect(isUsableEstimate(Number.NaN)).toBe(false);
  });
});

describe('request distance slider', () => {
  it('has the request slider limits', () => {
    expect([REQUEST_SLIDER_MIN, REQUEST_SLIDER_MAX, REQUEST_DEFAULT_DISTANCE]).toEqual([50, 3000, 45]);
  });

  it('steps the request slider by 10 below 500 miles and by 50 above', () => {
    expect(requestSliderStep(50)).toBe(10);
    expect(requestSliderStep(490)).toBe(10);
    expect(requestSliderStep(500)).toBe(50);
    expect(requestSliderStep(3000)).toBe(50);
  });
});
