import type { TruckStop } from '@core/contracts/maps';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { toast } from '@web/components/ui/use-toast';
import { formatMiles } from '@web/lib/format';
import { Info, Navigation } from 'lucide-react';
import type { MouseEvent } from 'react';
import { drivingDirectionsUrl, isIos, openDirections } from '../directions';
import { StarRating } from './StarRating';

export function TruckStopCard({ stop }: { stop: TruckStop }) {
  // A real link (it opens in a new tab anywhere); on iOS the Apple link goes first, then this one.
  const directions = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isIos()) {
      event.preventDefault();
      openDirections(stop.coordinates);
    }
    toast({ title: `Directions to ${stop.name}`, description: stop.location, duration: 3000 });
  };
  const details = () =>
    toast({
      title: `Details for ${stop.name}`,
      description: 'Parking available 24/7 with security. Showers cleaned hourly. Open year-round.',
      duration: 5000,
    });

  return (
    <Card data-testid="truck-stop">
      <CardContent className="grid gap-3 pt-4">
        <div className="flex items-start justify-between gap-3">
          <div>
            <h2 className="text-base font-semibold text-slate-900">{stop.name}</h2>
            <p className="text-sm text-slate-600">{stop.location}</p>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1">
            <Badge tone="brand">{stop.state}</Badge>
            <span className="text-xs text-slate-500">{stop.id}</span>
          </div>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <StarRating rating={stop.rating} />
          {stop.distanceMiles !== null ? (
            <span className="text-sm font-medium text-slate-700">{formatMiles(stop.distanceMiles)} away</span>
          ) : null}
        </div>
        <ul className="flex flex-wrap gap-1.5" aria-label="Amenities">
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
              Get Directions
            </a>
          </Button>
          <Button variant="outline" onClick={details}>
            <Info aria-hidden="true" className="h-4 w-4" />
            View Details
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
