/**
 * The service catalog's fixed parts, without zod: the icon variants a service type can show, and the
 * product's fallback list. The home screen imports these with its code; the wire schema
 * (core/contracts/catalog.ts) loads with the first answer that needs it.
 */
import type { ServiceType } from './contracts/catalog';
import { calculateQuote, type VehicleType } from './pricing';

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
 * The lowest price the server would quote for a service (the shortest standard move, unloaded), in
 * cents; null when the service is priced by phone. What a service card may say it starts at.
 */
export function startingPriceCents(service: { iconVariant: IconVariant }): number | null {
  const quote = calculateQuote({ vehicleType: vehicleTypeForService(service), distance: 1 });
  return quote.requiresCall ? null : quote.totalCents;
}

/** The product's fallback list, shown when the service list is empty or fails to load. */
export const fallbackServiceTypes: ServiceType[] = [
  {
    id: 1,
    name: 'Bobtail Recovery',
    description: 'Class A tractor without trailer, driven to your destination.',
    basePrice: 19999,
    startingPriceCents: startingPriceCents({ iconVariant: 'bobtail' }),
    iconVariant: 'bobtail',
    availability: 'available',
    launchExpectedOn: null,
    isNewService: false,
  },
  {
    id: 2,
    name: 'Bobtail + Trailer',
    description: 'Tractor with its trailer, moved together by a Class A driver.',
    basePrice: 24999,
    startingPriceCents: startingPriceCents({ iconVariant: 'trailer' }),
    iconVariant: 'trailer',
    availability: 'available',
    launchExpectedOn: null,
    isNewService: false,
  },
  {
    id: 3,
    name: 'Box Truck Recovery',
    description: 'Straight box trucks moved by a Class A or B driver.',
    basePrice: 22999,
    startingPriceCents: startingPriceCents({ iconVariant: 'box-truck' }),
    iconVariant: 'box-truck',
    availability: 'available',
    launchExpectedOn: null,
    isNewService: false,
  },
  {
    id: 4,
    name: 'Auction Transport',
    description: 'Pickup of auction-purchased commercial vehicles, delivered to your yard.',
    basePrice: 29999,
    startingPriceCents: startingPriceCents({ iconVariant: 'auction' }),
    iconVariant: 'auction',
    availability: 'available',
    launchExpectedOn: null,
    isNewService: true,
  },
];
