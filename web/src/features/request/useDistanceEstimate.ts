import { DISTANCE_ERROR_UNAVAILABLE } from '@core/distance';
import { i18n } from '@lingui/core';
import { fetchDistance, placeProblemOf } from '@web/features/geo';
import { useEffect, useRef, useState } from 'react';
import {
  DISTANCE_STATUS_CALCULATING,
  DISTANCE_STATUS_HIDE_MS,
  distanceErrorTexts,
  distanceStatusTexts,
  isUsableEstimate,
  shouldEstimate,
} from './distance';

export const DISTANCE_DEBOUNCE_MS = 600;

export interface DistanceStatusMessage {
  text: string;
  /** The fallback error that came with the estimate, when there was one. */
  error: string | null;
  busy: boolean;
}

/**
 * Estimates the distance once both addresses are longer than 5 characters: waits 600 ms after the last
 * keystroke, shows 'Calculating distance...', asks the server, shows the status (hidden after 3 s) and
 * hands usable miles (50..10000) to `onMiles`. A pair of addresses already estimated (or restored from a
 * draft, passed as `initialPair`) is not asked again.
 */
export function useDistanceEstimate(
  pickup: string,
  destination: string,
  onMiles: (miles: number) => void,
  initialPair: string | null,
) {
  const [status, setStatus] = useState<DistanceStatusMessage | null>(null);
  const lastPair = useRef<string | null>(initialPair);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onMilesRef = useRef(onMiles);
  onMilesRef.current = onMiles;

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  useEffect(() => {
    if (!shouldEstimate(pickup, destination)) return;
    const pair = addressPair(pickup, destination);
    if (pair === lastPair.current) return;

    const controller = new AbortController();
    let inFlight = false;
    const show = (message: DistanceStatusMessage) => {
      clearTimeout(hideTimer.current);
      setStatus(message);
      if (!message.busy) hideTimer.current = setTimeout(() => setStatus(null), DISTANCE_STATUS_HIDE_MS);
    };

    const timer = setTimeout(async () => {
      inFlight = true;
      show({ text: i18n._(DISTANCE_STATUS_CALCULATING), error: null, busy: true });
      try {
        const result = await fetchDistance(pickup.trim(), destination.trim(), controller.signal);
        inFlight = false;
        lastPair.current = pair;
        if (isUsableEstimate(result.miles)) onMilesRef.current(result.miles);
        show({
          text: i18n._(distanceStatusTexts[result.status]),
          error: result.error ? i18n._(distanceErrorTexts[result.error]) : null,
          busy: false,
        });
      } catch (err) {
        if (controller.signal.aborted) return;
        inFlight = false;
        // A place the server cannot find or choose: the place fields say so, with what to pick.
        if (placeProblemOf(err)) {
          lastPair.current = pair;
          setStatus(null);
          return;
        }
        show({ text: i18n._(distanceErrorTexts[DISTANCE_ERROR_UNAVAILABLE]), error: null, busy: false });
      }
    }, DISTANCE_DEBOUNCE_MS);

    return () => {
      clearTimeout(timer);
      controller.abort();
      // The addresses changed while asking: drop the stale 'Calculating distance...'.
      if (inFlight) setStatus(null);
    };
  }, [pickup, destination]);

  return status;
}

export function addressPair(pickup: string, destination: string): string {
  return `${pickup.trim()}\n${destination.trim()}`;
}
