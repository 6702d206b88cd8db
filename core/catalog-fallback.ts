/**
 * The product's fallback service list. Apart from core/catalog.ts because it is typed by the wire
 * schema, which itself builds on catalog.ts: types only, so zod still loads with the first answer.
 */
import { startingPriceCents } from './catalog';
import type { ServiceType } from './contracts/catalog';

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
