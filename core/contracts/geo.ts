/** Distances between addresses and reverse geocoding (server module `geo`). */
import { z } from 'zod';
import {
  DISTANCE_ERROR_MISSING_ADDRESS,
  DISTANCE_ERROR_UNAVAILABLE,
  distanceMethods,
  distanceStatuses,
} from '../distance';
import { isSingleLine, SINGLE_LINE_MESSAGE } from './common';

/** GET /api/distance?pickup=&destination= */
export const distanceEstimateQuery = z.object({
  pickup: z
    .string({ error: 'Pickup location is required' })
    .max(500, 'Pickup location is too long')
    .refine(isSingleLine, SINGLE_LINE_MESSAGE),
  destination: z
    .string({ error: 'Destination is required' })
    .max(500, 'Destination is too long')
    .refine(isSingleLine, SINGLE_LINE_MESSAGE),
});
export type DistanceEstimateQuery = z.infer<typeof distanceEstimateQuery>;

export const distanceEstimateResponse = z.object({
  miles: z.number().int().nonnegative(),
  method: z.enum(distanceMethods),
  status: z.enum(distanceStatuses),
  error: z.enum([DISTANCE_ERROR_MISSING_ADDRESS, DISTANCE_ERROR_UNAVAILABLE]).nullable(),
});
export type DistanceEstimateResponse = z.infer<typeof distanceEstimateResponse>;

/** GET /api/geocode/reverse?lat=&lng= */
export const reverseGeocodeQuery = z.object({
  lat: z.coerce
    .number()
    .min(-90, 'Latitude must be between -90 and 90')
    .max(90, 'Latitude must be between -90 and 90'),
  lng: z.coerce
    .number()
    .min(-180, 'Longitude must be between -180 and 180')
    .max(180, 'Longitude must be between -180 and 180'),
});
/** The address at a position, or null when none is known (offline). */
export const reverseGeocodeResponse = z.object({ address: z.string().nullable() });

/** A place the server can put on the map (core/places.ts ResolvedPlace). */
export const resolvedPlace = z.object({
  address: z.string(),
  line: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  precision: z.enum(['exact', 'zip', 'city']),
});

/** GET /api/places?q=: the place field's suggestions. */
export const placeSuggestionsQuery = z.object({
  q: z
    .string({ error: 'Type part of an address' })
    .max(200, 'That is too long for an address')
    .refine(isSingleLine, SINGLE_LINE_MESSAGE),
});
export const placeSuggestionsResponse = z.object({ places: z.array(resolvedPlace) });
