import { vehicleTypeLabels } from '@core/labels';
import { type VehicleType, vehicleTypes } from '@core/pricing';

/** The four vehicle types as choices of the calculator and the request form. */
export const vehicleTypeOptions = vehicleTypes.map((value) => ({ value, label: vehicleTypeLabels[value] }));

export function isVehicleType(value: unknown): value is VehicleType {
  return typeof value === 'string' && (vehicleTypes as readonly string[]).includes(value);
}

/** The request form, starting from the calculator's vehicle type and distance. */
export function requestHrefFor(vehicleType: VehicleType, distance: number): string {
  const params = new URLSearchParams({ vehicleType, distance: String(Math.round(distance)) });
  return `/request?${params.toString()}`;
}
