import type { DriverProfile } from '@core/contracts/drivers';
import { formatMoment } from '@core/moment';
import { t } from '@lingui/core/macro';
import { formatRelative } from '@web/lib/time';
import type { LocationStreamingState } from '../useLocationStreaming';

function positionText({ availability }: DriverProfile, position: LocationStreamingState): string {
  if (availability.mode === 'off') return t`Your position is not shared while you are off.`;
  if (availability.mode === 'from' && availability.from && position.state === 'off') {
    const from = formatMoment(availability.from, { style: 'dayTime' });
    return t`Taking work from ${from}: your position is shared from then, while this page or Find jobs is open.`;
  }
  if (position.geolocationError) {
    const problem = position.geolocationError;
    return t`${problem}. Dispatch uses your home base instead.`;
  }
  if (position.sendError) return position.sendError;
  if (position.lastSentAt) {
    const when = formatRelative(position.lastSentAt);
    return t`Your position reached dispatch ${when}; it is sent every few minutes while this page or Find jobs is open.`;
  }
  return t`Your position is sent to dispatch every few minutes while this page or Find jobs is open.`;
}

/** Whether the phone's position reaches dispatch, and when it last did. */
export function PositionNote({
  profile,
  position,
}: {
  profile: DriverProfile;
  position: LocationStreamingState;
}) {
  const text = positionText(profile, position);
  return (
    <p role="status" className="rounded-lg bg-slate-50 p-2 text-xs text-slate-700">
      {text}
    </p>
  );
}
