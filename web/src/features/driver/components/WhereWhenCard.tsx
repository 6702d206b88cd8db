import type { DriverProfile } from '@core/contracts/drivers';
import { formatMoment } from '@core/moment';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useDriverProfile } from '@web/features/driver-verification';
import { MapPinHouse, Pencil } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useAvailablePosition } from '../useAvailablePosition';
import type { LocationStreamingState } from '../useLocationStreaming';
import { PositionNote } from './PositionNote';

// The form (react-hook-form, the place search, the switch: about 20 KB gzip) is not part of /driver's
// first screen: the card shows what is saved and loads the form when the driver edits it.
const loadForm = () => import('./WhereWhenForm');
const WhereWhenEditor = lazy(async () => ({ default: (await loadForm()).WhereWhenEditor }));

/** "Where and when you work" on /driver: availability, home base, reach and "a load home". */
export function WhereWhenCard() {
  const profile = useDriverProfile();
  const position = useAvailablePosition();
  const [editing, setEditing] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MapPinHouse aria-hidden="true" className="h-5 w-5 text-brand-600" />
          Where and when you work
        </CardTitle>
        <CardDescription>Dispatch offers you jobs from here, within your reach.</CardDescription>
      </CardHeader>
      <CardContent>
        {profile.isPending ? (
          // About the summary's height, so the tabs and jobs below do not jump when it arrives.
          <div role="status" aria-label="Loading your availability" className="grid gap-3">
            <Skeleton className="h-52 rounded-xl" />
          </div>
        ) : profile.isError ? (
          <QueryErrorRetry query={profile} prefix="Could not load your availability" />
        ) : editing ? (
          <Suspense fallback={<FormLoading />}>
            <FocusFirstField>
              <WhereWhenEditor profile={profile.data} position={position} />
            </FocusFirstField>
          </Suspense>
        ) : (
          <WhereWhenSummary profile={profile.data} position={position} onEdit={() => setEditing(true)} />
        )}
      </CardContent>
    </Card>
  );
}

function FormLoading() {
  return (
    <div role="status" aria-label="Loading the form" className="grid gap-3">
      <Skeleton className="h-48 rounded-xl sm:h-16" />
      <Skeleton className="h-[21rem] rounded-xl" />
    </div>
  );
}

/** Moves focus into the form once it has loaded: the Edit button that had it is gone. */
function FocusFirstField({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('input:not([disabled])')?.focus();
  }, []);
  return <div ref={ref}>{children}</div>;
}

const takingWork = ({ availability }: DriverProfile) =>
  availability.mode === 'now'
    ? 'Now'
    : availability.mode === 'from' && availability.from
      ? `From ${formatMoment(availability.from, { style: 'dayTime' })}`
      : 'Off';

/** What is saved, read-only, with the button that opens the form (fetched early on hover or focus). */
function WhereWhenSummary({
  profile,
  position,
  onEdit,
}: {
  profile: DriverProfile;
  position: LocationStreamingState;
  onEdit: () => void;
}) {
  return (
    <div className="grid gap-4">
      <dl className="grid gap-2 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">Taking work</dt>
          <dd className="text-right font-semibold text-slate-900">{takingWork(profile)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">Home base</dt>
          <dd className="text-right font-semibold text-slate-900">
            {profile.homeBase?.address ?? 'Not set'}
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">Reach</dt>
          <dd className="text-right font-semibold text-slate-900">
            {profile.maxDeadheadMiles} mi to a pickup
            {profile.lookingForLoadHome ? ' · looking for a load home' : ''}
          </dd>
        </div>
      </dl>
      <PositionNote profile={profile} position={position} />
      <Button
        variant="outline"
        size="lg"
        onPointerEnter={() => void loadForm()}
        onFocus={() => void loadForm()}
        onClick={onEdit}
      >
        <Pencil aria-hidden="true" className="h-4 w-4" />
        Edit
        <span className="sr-only"> where and when you work</span>
      </Button>
    </div>
  );
}
