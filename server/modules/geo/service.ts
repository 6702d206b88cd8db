import { type DistanceEstimate, type DistanceRouter, resolveDistance } from '@core/distance';
import type { Gazetteer } from '@core/geo';
import { calculateQuote, type Quote, type ServiceTime, type VehicleType } from '@core/pricing';
import { type LatLng, roadMiles } from '@core/sphere';
import type { Geocoder } from '../../adapters/geocoding';
import { badRequest } from '../../lib/errors';

export const SAME_PLACE_MESSAGE =
  'The pickup and the destination are the same place. Enter where the truck is now and where it should go.';

export interface GeoServiceDeps {
  geocoder: Geocoder;
  /** The routing port; undefined when ROUTER_URL (or GEOCODER_URL) is not configured. */
  router: DistanceRouter | undefined;
  /** The offline gazetteer; null only in tests of the product's last-fallback rules. */
  gazetteer: Gazetteer | null;
}

export interface TripInput {
  pickup: string;
  destination: string;
  vehicleType: VehicleType;
  serviceTime: ServiceTime;
  isLoaded: boolean;
}

export type TripQuote = Quote & { distance: DistanceEstimate };

/**
 * Distances, quotes and addresses. `distance` is the one function that measures a trip, and `quote` the
 * one that prices it: GET /api/distance, GET /api/quote and POST /api/recovery-requests all go through
 * them, so what the client is shown is what the client pays.
 */
export function createGeoService({ geocoder, router, gazetteer }: GeoServiceDeps) {
  /** The routing service's road miles when configured and answering, else the offline distance. */
  const distance = (pickup: string, destination: string): Promise<DistanceEstimate> =>
    resolveDistance(pickup, destination, router, gazetteer);

  return {
    distance,

    /** The price of a trip at the server's distance between its addresses. */
    async quote(trip: TripInput): Promise<TripQuote> {
      const measured = await distance(trip.pickup, trip.destination);
      // A move needs two places: the same one twice would be priced as a whole move of 0 miles.
      if (measured.miles < 1) {
        throw badRequest(SAME_PLACE_MESSAGE, 'same_place', {
          destination: 'Choose a destination other than the pickup location',
        });
      }
      const quote = calculateQuote({
        vehicleType: trip.vehicleType,
        distance: measured.miles,
        serviceTime: trip.serviceTime,
        isLoaded: trip.isLoaded,
      });
      return { ...quote, distance: measured };
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
