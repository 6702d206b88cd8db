import type { DriverProfile } from '@core/contracts/drivers';
import { formatMoment } from '@core/moment';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const profile = useDriverProfile();
  const position = useAvailablePosition();
  const [editing, setEditing] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MapPinHouse aria-hidden="true" className="h-5 w-5 text-brand-600" />
          <Trans>Where and when you work</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Dispatch offers you jobs from here, within your reach.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {profile.isPending ? (
          // About the summary's height, so the tabs and jobs below do not jump when it arrives.
          <div role="status" aria-label={t`Loading your availability`} className="grid gap-3">
            <Skeleton className="h-52 rounded-xl" />
          </div>
        ) : profile.isError ? (
          <QueryErrorRetry query={profile} prefix={t`Could not load your availability`} />
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
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading the form`} className="grid gap-3">
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

/** Called at render: the words follow the active language. */
function takingWork({ availability }: DriverProfile): string {
  if (availability.mode === 'now') return t`Now`;
  if (availability.mode === 'from' && availability.from) {
    const from = formatMoment(availability.from, { style: 'dayTime' });
    return t`From ${from}`;
  }
  return t`Off`;
}

/** "150 mi to a pickup · looking for a load home". */
function reachText(profile: DriverProfile): string {
  const miles = profile.maxDeadheadMiles;
  return profile.lookingForLoadHome
    ? t`${miles} mi to a pickup · looking for a load home`
    : t`${miles} mi to a pickup`;
}

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
  const { t } = useLingui();
  return (
    <div className="grid gap-4">
      <dl className="grid gap-2 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">
            <Trans>Taking work</Trans>
          </dt>
          <dd className="text-right font-semibold text-slate-900">{takingWork(profile)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">
            <Trans>Home base</Trans>
          </dt>
          <dd className="text-right font-semibold text-slate-900">
            {profile.homeBase?.address ?? t`Not set`}
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">
            <Trans>Reach</Trans>
          </dt>
          <dd className="text-right font-semibold text-slate-900">{reachText(profile)}</dd>
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
        <Trans>
          Edit<span className="sr-only"> where and when you work</span>
        </Trans>
      </Button>
    </div>
  );
}
