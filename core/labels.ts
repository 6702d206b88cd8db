/**
 * The words people read for domain values, defined once for the web app and the server's documents
 * (invoice lines, the invoice PDF, error messages). Pure data and formatting; no I/O.
 */
import { requiredLicenseClass } from './jobs';
import type { VehicleType } from './pricing';

/** The four vehicle types as the calculator, request form, job lists and tracking name them. */
export const vehicleTypeLabels: Record<VehicleType, string> = {
  bobtail: 'Bobtail',
  'bobtail-trailer': 'Bobtail + Trailer',
  'box-truck': 'Box Truck',
  trailer: 'Trailer',
};

/** Any other vehicle type counts as an auction purchase (platform-areas, recovery request). */
export const OTHER_VEHICLE_LABEL = 'Auction Vehicle';

/** The label of a vehicle type; an unknown type gets `other(type)` (the auction label by default). */
export function vehicleTypeLabel(type: string, other: (type: string) => string = () => OTHER_VEHICLE_LABEL) {
  return Object.hasOwn(vehicleTypeLabels, type) ? vehicleTypeLabels[type as VehicleType] : other(type);
}

/** The payment screen's subtitle for its `serviceType` parameter (product/clients §2). */
const serviceTitles: Record<VehicleType, string> = {
  bobtail: 'Bobtail Recovery',
  'bobtail-trailer': 'Bobtail + Trailer',
  'box-truck': 'Box Truck Recovery',
  trailer: 'Trailer Recovery',
};
export const DEFAULT_SERVICE_TITLE = 'Recovery service';

/** "box-truck" (any case, spaces around) → "Box Truck Recovery"; anything else → "Recovery service". */
export function serviceTitle(serviceType: string | null | undefined): string {
  const key = serviceType?.trim().toLowerCase() ?? '';
  return Object.hasOwn(serviceTitles, key) ? serviceTitles[key as VehicleType] : DEFAULT_SERVICE_TITLE;
}

/** The first line of an invoice names the move: "Box truck recovery PW-1001: …". */
export const invoiceLineLabels: Record<VehicleType, string> = {
  bobtail: 'Bobtail recovery',
  'bobtail-trailer': 'Bobtail + trailer recovery',
  'box-truck': 'Box truck recovery',
  trailer: 'Trailer recovery',
};

/** Names people use for each side of the truck (left = driver side, right = passenger side). */
/** The licence classes that may drive a vehicle type: "A or B" for box trucks, "A" for the rest. */
export function licenseClassesText(vehicleType: string): string {
  return requiredLicenseClass(vehicleType) === 'B' ? 'A or B' : 'A';
}
