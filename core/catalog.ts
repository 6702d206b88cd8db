/**
 * The service catalog's fixed parts, without zod: the icon variants a service type can show, and what
 * a service costs at least. The home screen imports these with its code; the wire schema
 * (core/contracts/catalog.ts) loads with the first answer that needs it, and builds on them.
 */
import { calculateQuote, type VehicleType } from './pricing';
import { DEFAULT_TRIP_COST_BASIS, type TripCostBasis } from './trip-costs';

export const iconVariants = ['bobtail', 'trailer', 'box-truck', 'auction'] as const;

/** Whether a service can be ordered now, or is announced for later (operators set it). */
export const serviceAvailabilities = ['available', 'coming_soon'] as const;
export type ServiceAvailability = (typeof serviceAvailabilities)[number];

/** The refusal for a request of a service that is not launched yet. */
export const comingSoonMessage = (name: string) =>
  `${name} is coming soon and cannot be ordered yet. Ask to be told when it launches.`;
type IconVariant = (typeof iconVariants)[number];

const vehicleTypeByIconVariant: Record<IconVariant, VehicleType> = {
  bobtail: 'bobtail',
  trailer: 'bobtail-trailer',
  'box-truck': 'box-truck',
  auction: 'bobtail',
};

/** The vehicle a service stands for (an auction purchase is moved as a bobtail). */
export function vehicleTypeForService(service: { iconVariant: IconVariant }): VehicleType {
  return vehicleTypeByIconVariant[service.iconVariant];
}

/**
 * The lowest price the server would quote for a service (the shortest standard move, unloaded, with its
 * return and fuel on `basis`), in cents; null when the service is priced by phone. What a service card
 * may say it starts at.
 */
export function startingPriceCents(
  service: { iconVariant: IconVariant },
  basis: TripCostBasis = DEFAULT_TRIP_COST_BASIS,
): number | null {
  const quote = calculateQuote({ vehicleType: vehicleTypeForService(service), distance: 1 }, basis);
  return quote.requiresCall ? null : quote.totalCents;
}
