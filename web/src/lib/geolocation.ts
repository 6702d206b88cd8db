import { t } from '@lingui/core/macro';

/** The device position: the product's watch settings and failure texts, shared by every page that watches it. */

/** product/platform §9: high accuracy, maximum age 10000 ms, timeout 10000 ms. */
export const WATCH_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  maximumAge: 10_000,
  timeout: 10_000,
};

/** The sentence shown for a geolocation failure (product/platform §8). */
export function geolocationErrorText(error: { message?: string } | 'unsupported'): string {
  if (error === 'unsupported') return t`Geolocation is not supported by your browser`;
  const message = error.message?.trim() || t`Unknown error`;
  return t`Error getting your location: ${message}`;
}

export const hasGeolocation = () => typeof navigator !== 'undefined' && 'geolocation' in navigator;
