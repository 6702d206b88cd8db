import type { PublicTracking } from '@core/contracts/tracking';
import { formatNumber } from '@core/format';
import { vehicleTypeLabel } from '@core/labels';
import { formatMoment } from '@core/moment';
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

/** What a person following a move (no account) reads for each status. */
const publicStatus: Record<
  PublicTracking['status'],
  { label: string; tone: 'brand' | 'success' | 'neutral' }
> = {
  pending: { label: 'Waiting for a driver', tone: 'neutral' },
  accepted: { label: 'Driver on the way to the pickup', tone: 'brand' },
  in_progress: { label: 'On the road', tone: 'brand' },
  delivered: { label: 'Delivered', tone: 'success' },
  completed: { label: 'Delivered', tone: 'success' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

/**
 * /t/{token}: standalone, no sign-in. One move, as its tracking link shows it (no client, price or
 * phone), read again every 10 seconds while the truck is under way; a clear page once the link ended.
 */
export function PublicTrackingPage() {
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const wantsStop = search.has('stop');
  const tracked = useQuery({ ...trackingQueries.shared(token), enabled: token !== '' });

  return (
    <div className="min-h-dvh bg-slate-100 px-4 py-6 text-slate-900">
      <main id="main" className="mx-auto grid w-full max-w-2xl gap-4">
        <p className="text-sm font-bold tracking-wide text-brand-700">Pathway · Live tracking</p>
        {tracked.isPending ? (
          <LoadingBlock label="Loading the move…" />
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
  const parsed = apiErrorOf(error);
  const title =
    parsed?.status === 410
      ? parsed.code === 'link_revoked'
        ? 'This tracking link was turned off'
        : 'This tracking link has expired'
      : parsed?.status === 404
        ? 'Tracking link not found'
        : 'We could not load this move';
  return (
    <Card role="alert" className="border-amber-200">
      <CardHeader className="flex flex-row items-center gap-2">
        <CircleAlert aria-hidden="true" className="h-5 w-5 text-amber-600" />
        <h1 className="text-lg font-semibold text-slate-900">{title}</h1>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm text-slate-700">
        <p>{errorMessage(error)}</p>
        <p>The link shows nothing once it has ended. Ask whoever sent it for a new one.</p>
      </CardContent>
    </Card>
  );
}

function TrackedMove({ tracking, token }: { tracking: PublicTracking; token: string }) {
  const now = useNow(15_000);
  const status = publicStatus[tracking.status];
  const vehicle = [tracking.vehicle.make, tracking.vehicle.model].filter(Boolean).join(' ');
  const rating = tracking.driver ? formatRating(tracking.driver.rating) : null;
  const position = tracking.position;
  return (
    <>
      <Card>
        <CardHeader className="grid gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={status.tone}>{status.label}</Badge>
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
              {vehicleTypeLabel(tracking.vehicle.type)}
              {vehicle ? ` · ${vehicle}` : ''}
              {tracking.vehicle.vinLast4 ? ` · VIN ending ${tracking.vehicle.vinLast4}` : ''}
            </span>
          </p>
          <p className="flex items-center gap-2">
            <UserRound aria-hidden="true" className="h-4 w-4 text-slate-500" />
            {tracking.driver ? (
              <span>
                Driver: {tracking.driver.firstName}
                {rating ? ` · ${rating}` : ' · New driver'}
              </span>
            ) : (
              <span>No driver assigned yet</span>
            )}
          </p>
          {tracking.eta ? <HoursEtaLine eta={tracking.eta} clock={tracking.destinationClock} /> : null}
          {position ? (
            <p data-testid="tracked-position" className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="h-4 w-4 text-emerald-600" />
              <span>
                {position.near ? `Near ${position.near}` : 'On the road'} · updated{' '}
                {formatRelative(position.at, now)}
                <span className="text-slate-500">
                  {position.precision === 'exact' ? ' (exact position)' : ' (position to about 1 km)'}
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
        driverLabel={position ? `Truck, updated ${formatRelative(position.at, now)}` : undefined}
        track={tracking.track}
      />
      {tracking.delivery ? (
        <DeliveryReport delivery={tracking.delivery} clock={tracking.destinationClock} />
      ) : null}
      <p className="text-xs text-slate-600">
        {tracking.expiresAt
          ? `This link works until ${formatDateTime(tracking.expiresAt)}.`
          : 'This link works until 24 hours after the delivery.'}{' '}
        Anyone holding it can follow this move, so please do not forward it.
      </p>
      {tracking.forReceiver && !tracking.messagesStopped ? <StopMessages token={token} /> : null}
      {tracking.forReceiver && tracking.messagesStopped ? (
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <BellOff aria-hidden="true" className="h-4 w-4" /> You get no more e-mails from Pathway about your
          deliveries.
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
  return (
    <Card>
      <CardHeader>
        <CardTitle>Delivery report</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-slate-500">Delivered</dt>
          <dd className="font-medium">{formatMoment(delivery.at, { ...clock, style: 'dateTime' })}</dd>
          {delivery.receivedBy ? (
            <>
              <dt className="text-slate-500">Received by</dt>
              <dd className="font-medium">{delivery.receivedBy}</dd>
            </>
          ) : null}
          {delivery.odometer !== null ? (
            <>
              <dt className="text-slate-500">Odometer</dt>
              <dd className="font-medium">{formatNumber(delivery.odometer)} miles</dd>
            </>
          ) : null}
          <dt className="text-slate-500">Damage marks</dt>
          <dd className="font-medium">
            {delivery.marks === 0
              ? 'None'
              : `${delivery.marks} (${delivery.newMarks === 0 ? 'all noted at pickup' : `${delivery.newMarks} new since pickup`})`}
          </dd>
        </dl>
        {delivery.photos.length > 0 ? (
          <ul aria-label="Photos at delivery" className="grid grid-cols-3 gap-2">
            {delivery.photos.map((photo) => (
              <li key={photo.id}>
                <a href={photo.url} target="_blank" rel="noopener noreferrer">
                  <img
                    src={photo.url}
                    alt={`Delivery photo: ${photo.label}`}
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
        <h2 className="font-semibold">Messages about your deliveries</h2>
        {stop.isSuccess ? (
          <p role="status">Done: Pathway will send you no more e-mails about deliveries.</p>
        ) : (
          <>
            <p>
              Pathway tells you when a truck is on its way to you, about an hour away and delivered. To stop
              the texts, reply STOP to any of them.
            </p>
            <Button variant="outline" onClick={() => stop.mutate()} disabled={stop.isPending}>
              <BellOff aria-hidden="true" className="h-4 w-4" />
              Stop the e-mails
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
