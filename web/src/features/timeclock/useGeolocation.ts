import { t } from '@lingui/core/macro';
import { useCallback, useEffect, useState } from 'react';

/** product/platform §9: high accuracy, maximum age 10000 ms, timeout 10000 ms. */
export const GEO_OPTIONS: PositionOptions = { enableHighAccuracy: true, maximumAge: 10_000, timeout: 10_000 };

export interface GeoState {
  position: { lat: number; lng: number; accuracy: number } | null;
  error: string | null;
  /** Asks for the position again (after a refusal or a timeout). */
  retry: () => void;
}

/** Watches the device position while mounted. */
export function useGeolocation(): GeoState {
  const [position, setPosition] = useState<GeoState['position']>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    void attempt;
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setError(t`Geolocation is not supported by your browser`);
      return;
    }
    const id = navigator.geolocation.watchPosition(
      (p) => {
        setPosition({ lat: p.coords.latitude, lng: p.coords.longitude, accuracy: p.coords.accuracy });
        setError(null);
      },
      () => setError(t`Unable to retrieve your location. Please enable location services.`),
      GEO_OPTIONS,
    );
    return () => navigator.geolocation.clearWatch(id);
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { position, error, retry };
}
