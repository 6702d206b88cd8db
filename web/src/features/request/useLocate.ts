import { reverseGeocode } from '@web/features/geo';
import { useCallback, useState } from 'react';
import { formatCoordinates } from './form';

export const GEOLOCATION_UNSUPPORTED = 'Geolocation is not supported by your browser';
export const ADDRESS_UNAVAILABLE = 'Unable to retrieve address';

/**
 * The locate button: the device position (high accuracy), turned into an address by the server. Without an
 * address the coordinates are used and 'Unable to retrieve address' is shown.
 */
export function useLocate(onLocation: (text: string) => void) {
  const [locating, setLocating] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const locate = useCallback(() => {
    setMessage(null);
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setMessage(GEOLOCATION_UNSUPPORTED);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      async (position) => {
        const { latitude, longitude } = position.coords;
        let address: string | null = null;
        try {
          address = await reverseGeocode(latitude, longitude);
        } catch {
          address = null;
        }
        if (address) {
          onLocation(address);
        } else {
          onLocation(formatCoordinates(latitude, longitude));
          setMessage(ADDRESS_UNAVAILABLE);
        }
        setLocating(false);
      },
      (error) => {
        setMessage(`Error getting your location: ${error.message}`);
        setLocating(false);
      },
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 0 },
    );
  }, [onLocation]);

  return { locate, locating, message };
}
