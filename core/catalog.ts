/**
 * The service catalog's fixed parts, without zod: the icon variants a service type can show, and the
 * product's fallback list. The home screen imports these with its code; the wire schema
 * (core/contracts/catalog.ts) loads with the first answer that needs it.
 */
import type { ServiceType } from './contracts/catalog';

export const iconVariants = ['bobtail', 'trailer', 'box-truck', 'auction'] as const;

/** The product's fallback list, shown when the service list is empty or fails to load. */
export const fallbackServiceTypes: ServiceType[] = [
  {
    id: 1,
    name: 'Bobtail Recovery',
    description: 'Class A tractor without trailer, driven to your destination.',
    basePrice: 19999,
    iconVariant: 'bobtail',
    isNewService: false,
  },
  {
    id: 2,
    name: 'Bobtail + Trailer',
    description: 'Tractor with its trailer, moved together by a Class A driver.',
    basePrice: 24999,
    iconVariant: 'trailer',
    isNewService: false,
  },
  {
    id: 3,
    name: 'Box Truck Recovery',
    description: 'Straight box trucks moved by a Class A or B driver.',
    basePrice: 22999,
    iconVariant: 'box-truck',
    isNewService: false,
  },
  {
    id: 4,
    name: 'Auction Transport',
    description: 'Pickup of auction-purchased commercial vehicles, delivered to your yard.',
    basePrice: 29999,
    iconVariant: 'auction',
    isNewService: true,
  },
];
