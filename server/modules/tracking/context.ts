import type { LiveEta } from '@core/contracts/tracking';
import { etaSentence } from '@core/eta';
import type { LatLng } from '@core/sphere';
import { type TimePlace, timePlaceOf } from '@core/zones';
import type { Db } from '../../db/client';
import type { FleetService } from '../fleet/service';
import type { GeoService } from '../geo/service';
import type { InspectionsService } from '../inspections/service';
import type { Job, JobsService } from '../jobs/service';
import type { NotificationsService } from '../notifications/service';
import type { TimeclockService } from '../timeclock/service';

export interface TrackingDeps {
  db: Db;
  jobs: Pick<
    JobsService,
    | 'findByIdOrNumber'
    | 'findById'
    | 'describeMany'
    | 'setLiveEta'
    | 'setArrival'
    | 'underwayOfDriver'
    | 'announce'
    | 'plausibleTrack'
  >;
  geo: Pick<GeoService, 'roadMilesBetween' | 'nearestTown'>;
  hours: Pick<TimeclockService, 'etaWithHours' | 'arrivalWithHours'>;
  fleet: Pick<FleetService, 'vehicleOfClient'>;
  inspections: Pick<InspectionsService, 'trackedRecord' | 'deliveryPhoto'>;
  /**
   * The client hears of a projected miss of the window (notify); the receiver, who has no account, of
   * the milestones (notifyContact).
   */
  notifications: Pick<NotificationsService, 'notify' | 'notifyContact' | 'optOut' | 'optedOut'>;
  publicUrl: string;
  /** The key the receiver's link token is derived with (the app's link secret). */
  secret: string;
  /** Times of a place whose position is unknown read in the operators' zone. */
  timeZone: string;
  now?: () => Date;
}

/** What every action file of the domain takes. */
/** Told once per job and end that its window is projected to be missed (after the client is told). */
export type LateListener = (job: Job, eta: LiveEta) => Promise<void>;
export type TrackingContext = TrackingDeps & { now: () => Date; lateListeners: LateListener[] };

export type { Job };

/** The link's page for a token. */
export const trackingUrl = (ctx: TrackingContext, token: string) => `${ctx.publicUrl}/t/${token}`;

/** Where a job's times at one end are read: that place's zone (the operators' when unknown) and town. */
export const clockOf = (ctx: TrackingContext, job: Job, end: 'pickup' | 'destination'): TimePlace =>
  end === 'pickup'
    ? timePlaceOf(job.pickupLocation, job.pickupLat, job.pickupLng, ctx.timeZone)
    : timePlaceOf(job.destinationLocation, job.destinationLat, job.destinationLng, ctx.timeZone);

/** "Arrives Sun Nov 29, about 5:20 AM EST at Miami, after 2 10-hour rests", on the place's clock. */
export const etaWords = (ctx: TrackingContext, eta: LiveEta, job: Job) =>
  etaSentence(
    { target: eta.target, arriveAt: Date.parse(eta.arriveAt), stops: eta.stops },
    clockOf(ctx, job, eta.target),
    ctx.now().getTime(),
  );

export const point = (lat: number | null, lng: number | null): LatLng | null =>
  lat !== null && lng !== null ? { lat, lng } : null;

/**
 * "Dallas, TX": the city as the client wrote it ("…, Dallas, TX 75201") when that part is a plain name
 * (no number, at most three words: never a street), else the town nearest the address's point.
 */
export function cityOf(ctx: TrackingContext, address: string, at: LatLng | null): string {
  const match = /([^,]+),\s*([A-Z]{2})(?:\s+\d{5}(?:-\d{4})?)?\s*$/.exec(address.trim());
  const city = match?.[1]?.trim();
  if (city && !/\d/.test(city) && city.split(/\s+/).length <= 3) return `${city}, ${match![2]}`;
  return (at && ctx.geo.nearestTown(at)) ?? 'Location on file';
}
