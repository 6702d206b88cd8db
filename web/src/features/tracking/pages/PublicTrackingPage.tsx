import type { PublicTracking } from '@core/contracts/tracking';
import { formatNumber } from '@core/format';
import { formatMoment } from '@core/moment';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { LoadingBlock } from '@web/components/ui/spinner';
import { HoursEtaLine, JobRouteMap } from '@web/features/jobs';
import { useNow } from '@web/hooks/useNow';
import { apiErrorOf, errorMessage, isApiError } from '@web/lib/queryClient';
import { formatDateTime, formatRelative } from '@web/lib/time';
import { BellOff, CircleAlert, MapPin, Truck, UserRound } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import { trackingQueries, useStopMessages } from '../api';
import { formatRating } from '../format';
import { vehicleTypeName } from '../labels';

/** What a person following a move (no account) reads for each status. */
const publicStatus: Record<
  PublicTracking['status'],
  { label: MessageDescriptor; tone: 'brand' | 'success' | 'neutral' }
> = {
  pending: { label: msg`Waiting for a driver`, tone: 'neutral' },
  accepted: { label: msg`Driver on the way to the pickup`, tone: 'brand' },
  in_progress: { label: msg`On the road`, tone: 'brand' },
  delivered: { label: msg`Delivered`, tone: 'success' },
  completed: { label: msg`Delivered`, tone: 'success' },
  cancelled: { label: msg`Cancelled`, tone: 'neutral' },
};

/**
 * /t/{token}: standalone, no sign-in. One move, as its tracking link shows it (no client, price or
 * phone), read again every 10 seconds while the truck is under way; a clear page once the link ended.
 */
export function PublicTrackingPage() {
  const { t } = useLingui();
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const wantsStop = search.has('stop');
  const tracked = useQuery({ ...trackingQueries.shared(token), enabled: token !== '' });

  return (
    <div className="min-h-dvh bg-slate-100 px-4 py-6 text-slate-900">
      <main id="main" className="mx-auto grid w-full max-w-2xl gap-4">
        <p className="text-sm font-bold tracking-wide text-brand-700">
          <Trans>Pathway · Live tracking</Trans>
        </p>
        {tracked.isPending ? (
          <LoadingBlock label={t`Loading the move…`} />
        ) : tracked.isError && (!tracked.data || isApiError(tracked.error, 404, 410)) ? (
          <LinkEnded error={tracked.error} />
        ) : (
          <TrackedMove tracking={tracked.data!} token={token} />
        )}
        {/* An ended receiver's link still stops the e-mails (from the e-mail's stop link). */}
        {wantsStop && tracked.isError ? <StopMessages token={token} /> : null}
      </main>
    </div>
  );
}

function LinkEnded({ error }: { error: unknown }) {
  const { t } = useLingui();
  const parsed = apiErrorOf(error);
  const title =
    parsed?.status === 410
      ? parsed.code === 'link_revoked'
        ? t`This tracking link was turned off`
        : t`This tracking link has expired`
      : parsed?.status === 404
        ? t`Tracking link not found`
        : t`We could not load this move`;
  return (
    <Card role="alert" className="border-amber-200">
      <CardHeader className="flex flex-row items-center gap-2">
        <CircleAlert aria-hidden="true" className="h-5 w-5 text-amber-600" />
        <h1 className="text-lg font-semibold text-slate-900">{title}</h1>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm text-slate-700">
        <p>{errorMessage(error)}</p>
        <p>
          <Trans>The link shows nothing once it has ended. Ask whoever sent it for a new one.</Trans>
        </p>
      </CardContent>
    </Card>
  );
}

function TrackedMove({ tracking, token }: { tracking: PublicTracking; token: string }) {
  const { t } = useLingui();
  const now = useNow(15_000);
  const status = publicStatus[tracking.status];
  const vehicle = [tracking.vehicle.make, tracking.vehicle.model].filter(Boolean).join(' ');
  const rating = tracking.driver ? formatRating(tracking.driver.rating) : null;
  const position = tracking.position;
  const vin = tracking.vehicle.vinLast4;
  const firstName = tracking.driver?.firstName;
  const updated = position ? formatRelative(position.at, now) : '';
  const near = position?.near;
  const until = tracking.expiresAt ? formatDateTime(tracking.expiresAt) : null;
  return (
    <>
      <Card>
        <CardHeader className="grid gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={status.tone}>{t(status.label)}</Badge>
            <span className="text-sm text-slate-600">{tracking.jobNumber}</span>
          </div>
          <h1 className="text-xl font-semibold text-slate-900">
            {tracking.pickupCity} → {tracking.destinationCity}
          </h1>
        </CardHeader>
        <CardContent className="grid gap-3 text-sm">
          <p className="flex items-center gap-2">
            <Truck aria-hidden="true" className="h-4 w-4 text-slate-500" />
            <span>
              {vehicleTypeName(tracking.vehicle.type)}
              {vehicle ? ` · ${vehicle}` : ''}
              {vin ? ` · ${t`VIN ending ${vin}`}` : ''}
            </span>
          </p>
          <p className="flex items-center gap-2">
            <UserRound aria-hidden="true" className="h-4 w-4 text-slate-500" />
            {tracking.driver ? (
              <span>
                {rating ? t`Driver: ${firstName} · ${rating}` : t`Driver: ${firstName} · New driver`}
              </span>
            ) : (
              <span>
                <Trans>No driver assigned yet</Trans>
              </span>
            )}
          </p>
          {tracking.eta ? <HoursEtaLine eta={tracking.eta} clock={tracking.destinationClock} /> : null}
          {position ? (
            <p data-testid="tracked-position" className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="h-4 w-4 text-emerald-600" />
              <span>
                {near ? t`Near ${near} · updated ${updated}` : t`On the road · updated ${updated}`}
                <span className="text-slate-500">
                  {' '}
                  {position.precision === 'exact' ? t`(exact position)` : t`(position to about 1 km)`}
                </span>
              </span>
            </p>
          ) : null}
        </CardContent>
      </Card>
      <JobRouteMap
        job={{
          pickupPosition: tracking.pickupPosition,
          destinationPosition: tracking.destinationPosition,
          pickupLocation: tracking.pickupCity,
          destination: tracking.destinationCity,
        }}
        driverPosition={position}
        driverLabel={position ? t`Truck, updated ${updated}` : undefined}
        track={tracking.track}
      />
      {tracking.delivery ? (
        <DeliveryReport delivery={tracking.delivery} clock={tracking.destinationClock} />
      ) : null}
      <p className="text-xs text-slate-600">
        {until ? t`This link works until ${until}.` : t`This link works until 24 hours after the delivery.`}{' '}
        <Trans>Anyone holding it can follow this move, so please do not forward it.</Trans>
      </p>
      {tracking.forReceiver && !tracking.messagesStopped ? <StopMessages token={token} /> : null}
      {tracking.forReceiver && tracking.messagesStopped ? (
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <BellOff aria-hidden="true" className="h-4 w-4" />{' '}
          <Trans>You get no more e-mails from Pathway about your deliveries.</Trans>
        </p>
      ) : null}
    </>
  );
}

function DeliveryReport({
  delivery,
  clock,
}: {
  delivery: NonNullable<PublicTracking['delivery']>;
  clock: PublicTracking['destinationClock'];
}) {
  const { t } = useLingui();
  const photoAlt = (side: string) => t`Delivery photo: ${side}`;
  const odometer = delivery.odometer !== null ? formatNumber(delivery.odometer) : '';
  const marks = delivery.marks;
  const newMarks = delivery.newMarks;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Delivery report</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-slate-500">
            <Trans>Delivered</Trans>
          </dt>
          <dd className="font-medium">{formatMoment(delivery.at, { ...clock, style: 'dateTime' })}</dd>
          {delivery.receivedBy ? (
            <>
              <dt className="text-slate-500">
                <Trans>Received by</Trans>
              </dt>
              <dd className="font-medium">{delivery.receivedBy}</dd>
            </>
          ) : null}
          {delivery.odometer !== null ? (
            <>
              <dt className="text-slate-500">
                <Trans>Odometer</Trans>
              </dt>
              <dd className="font-medium">
                <Trans>{odometer} miles</Trans>
              </dd>
            </>
          ) : null}
          <dt className="text-slate-500">
            <Trans>Damage marks</Trans>
          </dt>
          <dd className="font-medium">
            {marks === 0
              ? t`None`
              : newMarks === 0
                ? t`${marks} (all noted at pickup)`
                : t`${marks} (${newMarks} new since pickup)`}
          </dd>
        </dl>
        {delivery.photos.length > 0 ? (
          <ul aria-label={t`Photos at delivery`} className="grid grid-cols-3 gap-2">
            {delivery.photos.map((photo) => (
              <li key={photo.id}>
                <a href={photo.url} target="_blank" rel="noopener noreferrer">
                  <img
                    src={photo.url}
                    alt={photoAlt(photo.label)}
                    loading="lazy"
                    className="aspect-square w-full rounded-lg bg-slate-100 object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}

function StopMessages({ token }: { token: string }) {
  const stop = useStopMessages(token);
  return (
    <Card>
      <CardContent className="grid gap-2 pt-4 text-sm">
        <h2 className="font-semibold">
          <Trans>Messages about your deliveries</Trans>
        </h2>
        {stop.isSuccess ? (
          <p role="status">
            <Trans>Done: Pathway will send you no more e-mails about deliveries.</Trans>
          </p>
        ) : (
          <>
            <p>
              <Trans>
                Pathway tells you when a truck is on its way to you, about an hour away and delivered. To stop
                the texts, reply STOP to any of them.
              </Trans>
            </p>
            <Button variant="outline" onClick={() => stop.mutate()} disabled={stop.isPending}>
              <BellOff aria-hidden="true" className="h-4 w-4" />
              <Trans>Stop the e-mails</Trans>
            </Button>
            {stop.isError ? (
              <p role="alert" className="text-red-700">
                {errorMessage(stop.error)}
              </p>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
