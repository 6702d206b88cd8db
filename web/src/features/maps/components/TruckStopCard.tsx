import type { TruckStop } from '@core/contracts/maps';
import { formatNumber } from '@core/format';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { toast } from '@web/components/ui/use-toast';
import { formatMiles } from '@web/lib/format';
import { Info, Navigation } from 'lucide-react';
import { type MouseEvent, useId, useState } from 'react';
import { drivingDirectionsUrl, isIos, openDirections } from '../directions';
import { truckStopRegionMessages } from '../labels';
import { StarRating } from './StarRating';

export function TruckStopCard({ stop }: { stop: TruckStop }) {
  const { t } = useLingui();
  const name = stop.name;
  const distance = stop.distanceMiles !== null ? formatMiles(stop.distanceMiles) : '';
  // A real link (it opens in a new tab anywhere); on iOS the Apple link goes first, then this one.
  const directions = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isIos()) {
      event.preventDefault();
      openDirections(stop.coordinates);
    }
    toast({ title: t`Directions to ${name}`, description: stop.location, duration: 3000 });
  };
  const [open, setOpen] = useState(false);
  const detailsId = useId();

  return (
    <Card data-testid="truck-stop">
      <CardContent className="grid gap-3 pt-4">
        <div className="flex items-start justify-between gap-3">
          <div>
            {/* A place's name and where it is ("Gary, IN (I-80/I-94 Exit 9)") are names, not sentences. */}
            <h2 className="text-base font-semibold text-slate-900" translate="no">
              {stop.name}
            </h2>
            <p className="text-sm text-slate-600" translate="no">
              {stop.location}
            </p>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1">
            <Badge tone="brand">{stop.state}</Badge>
            <span className="text-xs text-slate-500">{stop.id}</span>
          </div>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <StarRating rating={stop.rating} />
          {stop.distanceMiles !== null ? (
            <span className="text-sm font-medium text-slate-700">
              <Trans>{distance} away</Trans>
            </span>
          ) : null}
        </div>
        <ul className="flex flex-wrap gap-1.5" aria-label={t`Amenities`}>
          {stop.amenities.map((amenity) => (
            <li
              key={amenity}
              className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700"
            >
              {amenity}
            </li>
          ))}
        </ul>
        <div className="grid grid-cols-2 gap-2">
          <Button asChild>
            <a
              href={drivingDirectionsUrl(stop.coordinates)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={directions}
            >
              <Navigation aria-hidden="true" className="h-4 w-4" />
              <Trans>Get Directions</Trans>
            </a>
          </Button>
          <Button
            variant="outline"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((was) => !was)}
          >
            <Info aria-hidden="true" className="h-4 w-4" />
            {open ? <Trans>Hide Details</Trans> : <Trans>View Details</Trans>}
          </Button>
        </div>
        {open ? <StopDetails id={detailsId} stop={stop} /> : null}
      </CardContent>
    </Card>
  );
}

/** This stop's own facts, as Pathway keeps them (and what it does not keep, said plainly). */
function StopDetails({ id, stop }: { id: string; stop: TruckStop }) {
  const { t } = useLingui();
  const notOnFile = t`Not on file`;
  const name = stop.name;
  const rating = stop.rating.toFixed(1);
  const spaces = stop.truckParkingSpaces !== null ? formatNumber(stop.truckParkingSpaces) : '';
  return (
    <section
      id={id}
      aria-label={t`Details for ${name}`}
      className="grid gap-2 rounded-xl bg-slate-50 p-3 text-sm"
    >
      <h3 className="font-semibold text-slate-900">
        <Trans>Details for {name}</Trans>
      </h3>
      <dl className="grid grid-cols-[7rem_1fr] gap-x-2 gap-y-1">
        <dt className="text-slate-500">
          <Trans>Location</Trans>
        </dt>
        <dd className="text-slate-900">{stop.location}</dd>
        <dt className="text-slate-500">
          <Trans>Region</Trans>
        </dt>
        <dd className="text-slate-900">{t(truckStopRegionMessages[stop.region])}</dd>
        <dt className="text-slate-500">
          <Trans>Coordinates</Trans>
        </dt>
        <dd className="text-slate-900 tabular-nums">
          {stop.coordinates.lat.toFixed(3)}, {stop.coordinates.lng.toFixed(3)}
        </dd>
        <dt className="text-slate-500">
          <Trans>Rating</Trans>
        </dt>
        <dd className="text-slate-900">
          <Trans>{rating} out of 5.0</Trans>
        </dd>
        <dt className="text-slate-500">
          <Trans>Amenities</Trans>
        </dt>
        <dd className="text-slate-900">{stop.amenities.join(', ') || t`None listed`}</dd>
        <dt className="text-slate-500">
          <Trans>Hours</Trans>
        </dt>
        <dd className="text-slate-900">{stop.hours ?? notOnFile}</dd>
        <dt className="text-slate-500">
          <Trans>Truck parking</Trans>
        </dt>
        <dd className="text-slate-900">
          {stop.truckParkingSpaces !== null
            ? t`${spaces} spaces`
            : stop.amenities.includes('Truck parking')
              ? t`Yes; number of spaces not on file`
              : notOnFile}
        </dd>
        <dt className="text-slate-500">
          <Trans>Phone</Trans>
        </dt>
        <dd className="text-slate-900">
          {stop.phone ? (
            <a
              className="font-medium text-brand-700 underline"
              href={`tel:${stop.phone.replace(/[^\d+]/g, '')}`}
            >
              {stop.phone}
            </a>
          ) : (
            notOnFile
          )}
        </dd>
      </dl>
      {stop.phone === null || stop.truckParkingSpaces === null ? (
        <p className="text-slate-600">
          <Trans>What Pathway does not have on file, check with the stop before you rely on it.</Trans>
        </p>
      ) : null}
    </section>
  );
}
