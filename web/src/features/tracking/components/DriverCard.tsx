import type { RecoveryRequest } from '@core/contracts/jobs';
import { t } from '@lingui/core/macro';
import { Plural, Trans } from '@lingui/react/macro';
import { Card, CardContent } from '@web/components/ui/card';
import { initials } from '@web/lib/format';
import { formatMinutes } from '@web/lib/time';
import { Hourglass, Navigation, UserRoundX } from 'lucide-react';
import { useState } from 'react';
import { type DriverProgress, driverProgress, type TrackingEta } from '../eta';
import { formatRating, needsPayment } from '../format';

function DriverAvatar({ name, photo }: { name: string; photo: string | null }) {
  const [broken, setBroken] = useState(false);
  if (photo && !broken) {
    return (
      <img
        src={photo}
        alt=""
        onError={() => setBroken(true)}
        className="h-14 w-14 shrink-0 rounded-full object-cover ring-2 ring-white"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-700"
    >
      {initials(name)}
    </span>
  );
}

/**
 * The assigned driver (name, photo, rating, how far away: from the live ETA while on the road), or an
 * honest waiting state.
 */
export function DriverCard({ job, eta }: { job: RecoveryRequest; eta: TrackingEta }) {
  const { driver } = job;

  if (!driver) {
    const cancelled = job.status === 'cancelled';
    return (
      <Card>
        <CardContent className="flex items-start gap-3 pt-4">
          <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-500">
            {cancelled ? (
              <UserRoundX aria-hidden="true" className="h-6 w-6" />
            ) : (
              <Hourglass aria-hidden="true" className="h-6 w-6" />
            )}
          </span>
          <div className="grid gap-1">
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">
              <Trans>Driver</Trans>
            </p>
            <h2 className="text-base font-semibold text-slate-900">
              {cancelled ? <Trans>No driver assigned</Trans> : <Trans>Waiting for a driver</Trans>}
            </h2>
            <p className="text-sm text-slate-600">
              {cancelled ? (
                <Trans>This request was cancelled before a driver took it.</Trans>
              ) : needsPayment(job) ? (
                <Trans>
                  Once you pay, your request goes to verified drivers. Their name, photo and rating will show
                  here.
                </Trans>
              ) : (
                <Trans>
                  Your request is open to verified drivers. Their name, photo and rating will show here as
                  soon as one accepts.
                </Trans>
              )}
            </p>
          </div>
        </CardContent>
      </Card>
    );
  }

  const rating = formatRating(driver.rating);
  const average = driver.rating?.average.toFixed(1);
  const count = driver.rating?.count ?? 0;
  const progress = driverProgress(job, eta);

  return (
    <Card>
      <CardContent className="flex items-center gap-3 pt-4">
        <DriverAvatar name={driver.name} photo={driver.photo} />
        <div className="grid min-w-0 flex-1 gap-0.5">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">
            <Trans>Your driver</Trans>
          </p>
          <h2 className="truncate text-base font-semibold text-slate-900">{driver.name}</h2>
          <p className="text-sm text-slate-700">
            {rating ? (
              <>
                <span aria-hidden="true">{rating}</span>
                <span className="sr-only">
                  <Plural
                    value={count}
                    one={`Rated ${average} out of 5 by # client`}
                    other={`Rated ${average} out of 5 by # clients`}
                  />
                </span>
              </>
            ) : (
              <span className="text-slate-500">
                <Trans>New driver: fewer than 3 ratings yet</Trans>
              </span>
            )}
          </p>
          {progress ? (
            <p className="mt-1 inline-flex items-center gap-1.5 text-sm font-semibold text-emerald-700">
              <Navigation aria-hidden="true" className="h-4 w-4" />
              {progressText(progress)}
            </p>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

function progressText({ to, minutes }: NonNullable<DriverProgress>): string {
  const time = formatMinutes(minutes);
  if (to === 'pickup') return minutes > 0 ? t`Driver: ${time} from the pickup` : t`Driver: at the pickup`;
  return minutes > 0 ? t`Truck: ${time} from the destination` : t`Truck: arriving now`;
}
