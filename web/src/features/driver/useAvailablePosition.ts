import { takingWorkAt } from '@core/drivers';
import { useQueryClient } from '@tanstack/react-query';
import { driverKeys, postDriverPosition, useDriverProfile } from '@web/features/driver-verification';
import { useNow } from '@web/hooks/useNow';
import { apiErrorOf } from '@web/lib/queryClient';
import { type LocationStreamingState, usePositionReports } from './useLocationStreaming';

/** While taking work, the phone's position goes to dispatch this often (its limit is 10 a minute). */
export const AVAILABLE_REPORT_INTERVAL_MS = 3 * 60_000;

/**
 * While the driver takes work (their availability now, or its "from" come), reports where the phone is
 * every few minutes (POST /api/driver/position), so dispatch knows who is near a pickup. Mounted on
 * /driver and /jobs only.
 */
export function useAvailablePosition(): LocationStreamingState {
  const profile = useDriverProfile();
  const queryClient = useQueryClient();
  const now = useNow(60_000);
  const availability = profile.data?.availability;
  const taking = availability
    ? takingWorkAt(
        {
          isAvailable: availability.mode !== 'off',
          availableFrom: availability.from ? new Date(availability.from) : null,
        },
        now,
      )
    : false;
  return usePositionReports(
    'available',
    taking,
    async (fix) => {
      try {
        await postDriverPosition(fix);
      } catch (err) {
        // Availability changed elsewhere (another tab, the switch on /profile): read it again.
        if (apiErrorOf(err)?.status === 409)
          void queryClient.invalidateQueries({ queryKey: driverKeys.profile });
        throw err;
      }
      return 'http';
    },
    { intervalMs: AVAILABLE_REPORT_INTERVAL_MS, bigMoveMeters: Number.POSITIVE_INFINITY, retryMs: 60_000 },
  );
}

/** For pages of other features (/jobs): reports the position while taking work, and shows nothing. */
export function AvailablePositionReporter() {
  useAvailablePosition();
  return null;
}
