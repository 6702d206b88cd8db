/** The heat map and the truck-stop directory (server module `maps`). */
import { z } from 'zod';
import { HEAT_MAX_DAYS, heatRegions, truckStopRegions } from '../maps';
import { nearPoint } from './common';

const DAY_MS = 24 * 60 * 60 * 1000;

/** GET /api/heatmap?regions=east,west&since=ISO */
export const heatmapQuery = z.object({
  regions: z
    .string()
    .max(100)
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return [...heatRegions];
      const names = value.split(',').map((name) => name.trim());
      const unknown = names.filter((name) => !(heatRegions as readonly string[]).includes(name));
      if (unknown.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `Unknown region "${unknown[0]}". Choose from ${heatRegions.join(', ')}.`,
        });
        return z.NEVER;
      }
      return [...new Set(names)] as (typeof heatRegions)[number][];
    }),
  since: z.iso
    .datetime({ offset: true, error: 'since must be a date and time, e.g. 2026-11-01T00:00:00Z.' })
    .optional()
    .refine((value) => value === undefined || Date.parse(value) <= Date.now() + 60_000, {
      message: 'since cannot be in the future.',
    })
    .refine((value) => value === undefined || Date.parse(value) >= Date.now() - HEAT_MAX_DAYS * DAY_MS, {
      message: `since can be at most ${HEAT_MAX_DAYS} days ago.`,
    }),
});
export type HeatmapQuery = z.infer<typeof heatmapQuery>;

export const heatPoint = z.object({ lat: z.number(), lng: z.number(), intensity: z.number().min(0).max(1) });

export const heatmapResponse = z.object({
  points: z.array(heatPoint),
  regions: z.array(z.enum(heatRegions)),
  since: z.string(),
  generatedAt: z.string(),
});
export type HeatmapResponse = z.infer<typeof heatmapResponse>;

/** GET /api/truck-stops?region=east&near=32.7767,-96.797 */
export const truckStopsQuery = z.object({
  region: z
    .enum(['all', ...truckStopRegions], {
      error: `region must be one of all, ${truckStopRegions.join(', ')}.`,
    })
    .default('all'),
  near: nearPoint,
});

export const truckStop = z.object({
  id: z.string(),
  name: z.string(),
  location: z.string(),
  state: z.string(),
  region: z.enum(truckStopRegions),
  amenities: z.array(z.string()),
  coordinates: z.object({ lat: z.number(), lng: z.number() }),
  rating: z.number(),
  /** As the stop publishes them; null where Pathway does not know (the app says so). */
  hours: z.string().nullable(),
  truckParkingSpaces: z.number().int().nullable(),
  phone: z.string().nullable(),
  /** Miles from `near`, when it was given. */
  distanceMiles: z.number().nullable(),
});
export type TruckStop = z.infer<typeof truckStop>;
export const truckStopsResponse = z.array(truckStop);
