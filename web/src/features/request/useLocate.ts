import { t } from '@lingui/core/macro';
import { reverseGeocode } from '@web/features/geo';
import { geolocationErrorText } from '@web/lib/geolocation';
import { useCallback, useState } from 'react';
import { formatCoordinates } from './form';

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
      setMessage(geolocationErrorText('unsupported'));
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
          setMessage(t`Unable to retrieve address`);
        }
        setLocating(false);
      },
      (error) => {
        setMessage(geolocationErrorText(error));
        setLocating(false);
      },
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 0 },
    );
  }, [onLocation]);

  return { locate, locating, message };
}
