import { t } from '@lingui/core/macro';
import { postLocation } from '@web/features/dispatch';
import { useLive } from '@web/features/live';
import { flushPositions, queuedPositions, queuePosition } from '@web/features/offline';
import { geolocationErrorText, WATCH_OPTIONS } from '@web/lib/geolocation';
import { errorMessage } from '@web/lib/queryClient';
import { useEffect, useRef, useState } from 'react';
import { msUntilDue, type SentFix, shouldSendLocation } from './location';

export interface Fix {
  lat: number;
  lng: number;
  accuracy: number;
}

export interface LocationStreamingState {
  /** waiting: watching, no fix yet; sharing: at least one report sent; error: geolocation failed. */
  state: 'off' | 'waiting' | 'sharing' | 'error';
  /** The device's latest position. */
  position: Fix | null;
  /** When the last report reached the live connection or the server. */
  lastSentAt: Date | null;
  /** queued: kept on the phone with its recorded time, uploaded when the signal returns. */
  via: 'live' | 'http' | 'queued' | null;
  /** The geolocation failure, in the product's words. */
  geolocationError: string | null;
  /** A report could not be delivered (both channels failed); retried on the next tick. */
  sendError: string | null;
}

const initial: LocationStreamingState = {
  state: 'off',
  position: null,
  lastSentAt: null,
  via: null,
  geolocationError: null,
  sendError: null,
};

/**
 * Delivers one fix the phone decided to report at `at` (ms): the channel it went through ('queued':
 * kept on the phone for later), or throws when it could not be delivered.
 */
export type DeliverFix = (fix: Fix, at: number) => Promise<'live' | 'http' | 'queued'>;

/** How often reports go: at least every `intervalMs`, sooner after a move of `bigMoveMeters`. */
export interface ReportTiming {
  intervalMs?: number;
  bigMoveMeters?: number;
  /** After a failed delivery, the next try (default 5 s). */
  retryMs?: number;
}

/**
 * While `enabled` (the job is accepted or in progress), watches the device position and reports it for
 * `jobId`: at once for the first fix and after a move of 200 m or more, and at least every 15 s (the last
 * fix is re-sent on a timer when the device reports nothing new). Every report carries the time the phone
 * took it (`recordedAt`). A fresh one goes over the live connection when it is open and nothing waits;
 * otherwise it is kept on the phone (IndexedDB) and uploaded in recorded order, in batches (POST
 * …/positions), now or when the signal returns. Stops on unmount or when `enabled` turns false.
 */
export function useLocationStreaming(jobId: string, enabled: boolean): LocationStreamingState {
  const live = useLive();
  const liveRef = useRef(live);
  liveRef.current = live;
  const deliver: DeliverFix = async (fix, at) => {
    const recordedAt = new Date(at).toISOString();
    const position = { lat: fix.lat, lng: fix.lng, accuracy: fix.accuracy, recordedAt };
    const connection = liveRef.current;
    let waiting: number;
    try {
      waiting = await queuedPositions(jobId);
    } catch {
      // No IndexedDB (private mode): the position goes now or not at all, as before.
      if (connection?.isOpen && connection.send({ type: 'location', jobId, ...position })) return 'live';
      await postLocation(jobId, fix.lat, fix.lng);
      return 'http';
    }
    // The socket only for a fresh fix with nothing older waiting (the track stays in recorded order).
    if (
      waiting === 0 &&
      navigator.onLine &&
      connection?.isOpen &&
      connection.send({ type: 'location', jobId, ...position })
    )
      return 'live';
    await queuePosition(jobId, position);
    return (await flushPositions()) ? 'http' : 'queued';
  };
  return usePositionReports(jobId, enabled, deliver);
}

/**
 * The one watcher of the device position for reports: while `enabled`, watches it and hands fixes to
 * `deliver` by `timing` (the job's defaults: 15 s, 200 m), re-sending the last fix on a timer when the
 * device reports nothing new, and retrying a failed delivery after a few seconds. `key` restarts it.
 */
export function usePositionReports(
  key: string,
  enabled: boolean,
  deliver: DeliverFix,
  timing: ReportTiming = {},
): LocationStreamingState {
  const deliverRef = useRef(deliver);
  deliverRef.current = deliver;
  const { intervalMs, bigMoveMeters, retryMs = 5000 } = timing;
  const [status, setStatus] = useState<LocationStreamingState>(initial);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` (another job) starts the reports afresh.
  useEffect(() => {
    if (!enabled) {
      setStatus(initial);
      return;
    }
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setStatus({ ...initial, state: 'error', geolocationError: geolocationErrorText('unsupported') });
      return;
    }

    let stopped = false;
    let latest: Fix | null = null;
    let lastSent: SentFix | null = null;
    let sending = false;
    let again = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const schedule = () => {
      clearTimeout(timer);
      if (stopped || !latest) return;
      timer = setTimeout(() => void send(), msUntilDue(lastSent, Date.now(), intervalMs) || 1000);
    };

    const send = async () => {
      if (stopped || !latest) return;
      if (sending) {
        again = true; // a newer fix arrived meanwhile: look at it once this report is done
        return;
      }
      const fix = latest;
      const at = Date.now();
      if (!shouldSendLocation(lastSent, fix, at, { intervalMs, bigMoveMeters })) {
        schedule();
        return;
      }
      sending = true;
      let via: 'live' | 'http' | 'queued' | null = null;
      let sendError: string | null = null;
      try {
        via = await deliverRef.current(fix, at);
      } catch (err) {
        const reason = errorMessage(err);
        sendError = t`Could not share your position: ${reason}`;
      }
      sending = false;
      if (stopped) return;
      if (via) {
        lastSent = { lat: fix.lat, lng: fix.lng, at };
        const sentAt = via === 'queued' ? null : new Date(at);
        setStatus((s) => ({
          ...s,
          state: 'sharing',
          lastSentAt: sentAt ?? s.lastSentAt,
          via,
          sendError: null,
        }));
        if (again) {
          again = false;
          void send(); // a newer fix arrived meanwhile: report it now if it moved far enough
        } else {
          schedule();
        }
      } else {
        again = false;
        setStatus((s) => ({ ...s, sendError }));
        // Try again in a few seconds rather than waiting a whole interval.
        clearTimeout(timer);
        timer = setTimeout(() => void send(), retryMs);
      }
    };

    setStatus({ ...initial, state: 'waiting' });
    const watchId = navigator.geolocation.watchPosition(
      (pos) => {
        if (stopped) return;
        latest = { lat: pos.coords.latitude, lng: pos.coords.longitude, accuracy: pos.coords.accuracy };
        const fix = latest;
        setStatus((s) => ({
          ...s,
          position: fix,
          geolocationError: null,
          state: s.state === 'sharing' ? 'sharing' : 'waiting',
        }));
        void send();
      },
      (err) => {
        if (stopped) return;
        // A slow fix after a good one is not worth alarming the driver: the last fix keeps being sent.
        if (err.code === err.TIMEOUT && latest) return;
        setStatus((s) => ({ ...s, state: 'error', geolocationError: geolocationErrorText(err) }));
      },
      WATCH_OPTIONS,
    );

    return () => {
      stopped = true;
      clearTimeout(timer);
      navigator.geolocation.clearWatch(watchId);
    };
  }, [key, enabled, intervalMs, bigMoveMeters, retryMs]);

  return status;
}
