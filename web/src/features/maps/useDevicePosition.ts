import { geolocationErrorText, hasGeolocation, WATCH_OPTIONS } from '@web/lib/geolocation';
import { useEffect, useState } from 'react';

export interface DeviceFix {
  lat: number;
  lng: number;
  /** Metres. */
  accuracy: number;
  at: Date;
}

export interface DevicePosition {
  fix: DeviceFix | null;
  /** The failure in the product's words, or null. */
  error: string | null;
  /** Watching, no fix and no error yet. */
  waiting: boolean;
}

/** Watches the device position while `enabled` (product/platform §9 settings); stops when disabled or unmounted. */
export function useDevicePosition(enabled = true): DevicePosition {
  const [state, setState] = useState<DevicePosition>({ fix: null, error: null, waiting: enabled });
  useEffect(() => {
    if (!enabled) return;
    if (!hasGeolocation()) {
      setState({ fix: null, error: geolocationErrorText('unsupported'), waiting: false });
      return;
    }
    setState((s) => ({ ...s, waiting: !s.fix }));
    const id = navigator.geolocation.watchPosition(
      (pos) =>
        setState({
          fix: {
            lat: pos.coords.latitude,
            lng: pos.coords.longitude,
            accuracy: pos.coords.accuracy,
            at: new Date(pos.timestamp || Date.now()),
          },
          error: null,
          waiting: false,
        }),
      (err) => setState((s) => ({ ...s, error: geolocationErrorText(err), waiting: false })),
      WATCH_OPTIONS,
    );
    return () => navigator.geolocation.clearWatch(id);
  }, [enabled]);
  return state;
}
