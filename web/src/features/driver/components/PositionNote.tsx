import type { DriverProfile } from '@core/contracts/drivers';
import { formatMoment } from '@core/moment';
import { formatRelative } from '@web/lib/time';
import type { LocationStreamingState } from '../useLocationStreaming';

/** Whether the phone's position reaches dispatch, and when it last did. */
export function PositionNote({
  profile,
  position,
}: {
  profile: DriverProfile;
  position: LocationStreamingState;
}) {
  const { availability } = profile;
  const text =
    availability.mode === 'off'
      ? 'Your position is not shared while you are off.'
      : availability.mode === 'from' && availability.from && position.state === 'off'
        ? `Taking work from ${formatMoment(availability.from, { style: 'dayTime' })}: your position is shared from then, while this page or Find jobs is open.`
        : position.geolocationError
          ? `${position.geolocationError}. Dispatch uses your home base instead.`
          : position.sendError
            ? position.sendError
            : position.lastSentAt
              ? `Your position reached dispatch ${formatRelative(position.lastSentAt)}; it is sent every few minutes while this page or Find jobs is open.`
              : 'Your position is sent to dispatch every few minutes while this page or Find jobs is open.';
  return (
    <p role="status" className="rounded-lg bg-slate-50 p-2 text-xs text-slate-700">
      {text}
    </p>
  );
}
