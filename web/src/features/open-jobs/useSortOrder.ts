import type { OpenJobSort } from '@core/open-jobs';
import { geolocationErrorText, hasGeolocation } from '@web/lib/geolocation';
import { useCallback, useState } from 'react';

export type NearPoint = { lat: number; lng: number };

/** Two decimals (about a kilometre): enough to rank pickups, and one cache entry per neighbourhood. */
const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The list order the driver chose. "Nearest" needs the phone's position once; until it arrives the list
 * stays newest first, and a refusal is said in the product's words and leaves it so.
 */
export function useSortOrder() {
  const [sort, setSort] = useState<OpenJobSort>('newest');
  const [near, setNear] = useState<NearPoint | null>(null);
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const choose = useCallback((next: OpenJobSort) => {
    setError(null);
    if (next === 'newest') {
      setSort('newest');
      return;
    }
    if (!hasGeolocation()) {
      setError(geolocationErrorText('unsupported'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setNear({ lat: round(position.coords.latitude), lng: round(position.coords.longitude) });
        setSort('distance');
        setLocating(false);
      },
      (failure) => {
        setError(geolocationErrorText(failure));
        setSort('newest');
        setLocating(false);
      },
      { enableHighAccuracy: false, maximumAge: 60_000, timeout: 10_000 },
    );
  }, []);

  return {
    sort: near ? sort : ('newest' as const),
    near: sort === 'distance' ? near : null,
    locating,
    error,
    choose,
  };
}
