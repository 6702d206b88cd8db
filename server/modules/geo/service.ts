import { type DistanceEstimate, type DistanceRouter, resolveDistance } from '@core/distance';
import type { Gazetteer } from '@core/geo';
import {
  type PlaceResolution,
  placeAmbiguousMessage,
  placeUnknownMessage,
  type ResolvedPlace,
} from '@core/places';
import { calculateQuote, type Quote, type ServiceTime, type VehicleType } from '@core/pricing';
import { type LatLng, roadMiles } from '@core/sphere';
import type { TripCostBasis } from '@core/trip-costs';
import { createGeocoder, type Geocoder } from '../../adapters/geocoding';
import { offlineGazetteer } from '../../adapters/geocoding/gazetteer';
import { createRouter } from '../../adapters/routing';
import type { Config } from '../../config';
import { AppError, badRequest } from '../../lib/errors';

export const SAME_PLACE_MESSAGE =
  'The pickup and the destination are the same place. Enter where the truck is now and where it should go.';

export interface GeoServiceDeps {
  geocoder: Geocoder;
  /** The routing port; undefined when ROUTER_URL (or GEOCODER_URL) is not configured. */
  router: DistanceRouter | undefined;
  /** The offline gazetteer; null only in tests of the product's last-fallback rules. */
  gazetteer: Gazetteer | null;
  /** What quotes estimate the driver's return and the fuel with (the trip-costs service). */
  tripCostBasis: () => Promise<TripCostBasis>;
}

export interface TripInput {
  pickup: string;
  destination: string;
  vehicleType: VehicleType;
  serviceTime: ServiceTime;
  isLoaded: boolean;
}

export type TripQuote = Quote & { distance: DistanceEstimate; places: TripPlaces };

/** A trip's two places, resolved. */
export interface TripPlaces {
  pickup: ResolvedPlace;
  destination: ResolvedPlace;
}

/**
 * 400 for places the server cannot use: the first unknown one ("We couldn't find …"), else the ambiguous
 * ones with their candidates (`places.<field>`), which the place field offers to pick from.
 */
interface PlaceAnswer {
  field: string;
  text: string;
  found: PlaceResolution;
}

function refusePlaces(answers: PlaceAnswer[]): never {
  const unknown = answers.find((a) => a.found.kind === 'unknown');
  if (unknown) {
    const message = placeUnknownMessage(unknown.text);
    throw badRequest(message, 'place_unknown', { [unknown.field]: message });
  }
  const details: Record<string, string> = {};
  const candidates: Record<string, ResolvedPlace[]> = {};
  for (const { field, text, found } of answers) {
    if (found.kind !== 'ambiguous') continue;
    details[field] = placeAmbiguousMessage(text);
    candidates[field] = found.candidates;
  }
  throw new AppError(400, Object.values(details)[0] ?? '', 'place_ambiguous', details, { candidates });
}

/**
 * Distances, quotes and addresses. `distance` is the one function that measures a trip, and `quote` the
 * one that prices it: GET /api/distance, GET /api/quote and POST /api/recovery-requests all go through
 * them, so what the client is shown is what the client pays.
 */
export function createGeoService({ geocoder, router, gazetteer, tripCostBasis }: GeoServiceDeps) {
  /** Both places of a trip, or a 400 that says which one the server cannot place and why. */
  async function tripPlaces(pickup: string, destination: string): Promise<TripPlaces> {
    const [a, b] = await Promise.all([geocoder.resolve(pickup), geocoder.resolve(destination)]);
    if (a.kind === 'place' && b.kind === 'place') return { pickup: a.place, destination: b.place };
    return refusePlaces([
      { field: 'pickup', text: pickup, found: a },
      { field: 'destination', text: destination, found: b },
    ]);
  }

  /**
   * The routing service's road miles when configured and answering, else the offline distance between
   * the two resolved places. Only places the server can put on the map are measured; blank addresses get
   * the product's 'missing' estimate (the form is not filled in yet).
   */
  async function distance(pickup: string, destination: string): Promise<DistanceEstimate> {
    if (pickup.trim() === '' || destination.trim() === '') return resolveDistance(pickup, destination);
    return measure(pickup, destination, await tripPlaces(pickup, destination));
  }

  function measure(pickup: string, destination: string, places: TripPlaces): Promise<DistanceEstimate> {
    // The offline distance measures between the resolved positions, not the text read again.
    const resolved = {
      place: (text: string) => ({
        ...(text === pickup ? places.pickup : places.destination),
        label: text,
      }),
      nearest: (point: LatLng) => gazetteer?.nearest(point) ?? null,
    };
    return resolveDistance(pickup, destination, router, resolved);
  }

  return {
    distance,
    tripPlaces,
    tripCostBasis,
    /** The place field's suggestions. */
    suggestPlaces: (query: string) => geocoder.suggest(query),
    /** One address resolved (a saved place), or a 400 naming `field`. */
    async place(field: string, address: string): Promise<ResolvedPlace> {
      const found = await geocoder.resolve(address);
      if (found.kind === 'place') return found.place;
      return refusePlaces([{ field, text: address, found }]);
    },

    /** The price of a trip at the server's distance between its addresses. */
    async quote(trip: TripInput): Promise<TripQuote> {
      const places = await tripPlaces(trip.pickup, trip.destination);
      const measured = await measure(trip.pickup, trip.destination, places);
      // A move needs two places: the same one twice would be priced as a whole move of 0 miles.
      if (measured.miles < 1) {
        throw badRequest(SAME_PLACE_MESSAGE, 'same_place', {
          destination: 'Choose a destination other than the pickup location',
        });
      }
      const quote = calculateQuote(
        {
          vehicleType: trip.vehicleType,
          distance: measured.miles,
          serviceTime: trip.serviceTime,
          isLoaded: trip.isLoaded,
        },
        await tripCostBasis(),
      );
      return { ...quote, distance: measured, places };
    },

    /**
     * Road miles between two points: the routing port's when it answers, else the great circle times the
     * road factor (the offline estimate).
     */
    async roadMilesBetween(from: LatLng, to: LatLng): Promise<number> {
      const routed = router ? await router.between(from, to).catch(() => null) : null;
      return routed ?? roadMiles(from, to);
    },

    /** "Waco, TX": the town nearest a point (offline gazetteer), or null far from any. */
    nearestTown: (point: LatLng): string | null => gazetteer?.nearest(point)?.label ?? null,

    forward: (address: string) => geocoder.forward(address),
    reverse: (lat: number, lng: number) => geocoder.reverse(lat, lng),
  };
}
export type GeoService = ReturnType<typeof createGeoService>;

/** The geo service on the configured ports: the geocoder and router of GEOCODER_URL / ROUTER_URL, else offline. */
export function createConfiguredGeo(
  config: Pick<Config, 'GEOCODER_URL' | 'ROUTER_URL'>,
  tripCostBasis: () => Promise<TripCostBasis>,
): GeoService {
  const geocoder = createGeocoder(config);
  return createGeoService({
    geocoder,
    router: createRouter(config, geocoder),
    gazetteer: offlineGazetteer,
    tripCostBasis,
  });
}
