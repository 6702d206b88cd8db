/**
 * What the request form shows about the automatic distance estimate (product/clients §5, §8): the status
 * texts, when it asks (both addresses longer than 5 characters), which answers it uses (50 to 10,000
 * miles) and how long a status stays. The estimate itself comes from GET /api/distance.
 */
import {
  DISTANCE_ERROR_MISSING_ADDRESS,
  DISTANCE_ERROR_UNAVAILABLE,
  type DistanceError,
  type DistanceStatus,
} from '@core/distance';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// Read through Lingui where they are shown (`i18n._(descriptor)`).
export const DISTANCE_STATUS_CALCULATING = msg`Calculating distance...`;
export const DISTANCE_STATUS_CALCULATED = msg`Distance calculated`;
export const DISTANCE_STATUS_APPROXIMATE = msg`Distance calculation approximate`;
export const DISTANCE_STATUS_ESTIMATED = msg`Distance estimated (Google Maps API unavailable)`;

export const distanceStatusTexts: Record<DistanceStatus, MessageDescriptor> = {
  calculating: DISTANCE_STATUS_CALCULATING,
  calculated: DISTANCE_STATUS_CALCULATED,
  approximate: DISTANCE_STATUS_APPROXIMATE,
  estimated: DISTANCE_STATUS_ESTIMATED,
};

/** core's distance errors (core/distance.ts), in the reader's language. */
export const distanceErrorTexts: Record<DistanceError, MessageDescriptor> = {
  [DISTANCE_ERROR_MISSING_ADDRESS]: msg`Missing address information`,
  [DISTANCE_ERROR_UNAVAILABLE]: msg`Unable to calculate distance`,
};

/** The request form hides the distance status message after this long. */
export const DISTANCE_STATUS_HIDE_MS = 3000;
/** Estimation starts once both addresses are longer than this many characters (trimmed). */
export const ESTIMATE_MIN_ADDRESS_LENGTH = 5;
/** The request form only uses an estimate within these bounds. */
export const USABLE_ESTIMATE_MIN_MILES = 50;
export const USABLE_ESTIMATE_MAX_MILES = 10000;

export function shouldEstimate(pickup: string, destination: string): boolean {
  return (
    pickup.trim().length > ESTIMATE_MIN_ADDRESS_LENGTH &&
    destination.trim().length > ESTIMATE_MIN_ADDRESS_LENGTH
  );
}

export function isUsableEstimate(miles: number): boolean {
  return Number.isFinite(miles) && miles >= USABLE_ESTIMATE_MIN_MILES && miles <= USABLE_ESTIMATE_MAX_MILES;
}

/** Request form (/request) distance slider. */
export const REQUEST_SLIDER_MIN = 50;
export const REQUEST_SLIDER_MAX = 3000;
export const REQUEST_DEFAULT_DISTANCE = 45;
/** The slider moves in 10s below 500 miles and in 50s from there on. */
export const REQUEST_SLIDER_STEP_SWITCH = 500;

export function requestSliderStep(miles: number): number {
  return miles < REQUEST_SLIDER_STEP_SWITCH ? 10 : 50;
}
