import { requiredLicenseClass } from '@core/jobs';
import type { VehicleType } from '@core/pricing';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The web's words for core/labels.ts's vehicle types, in the reader's language (core keeps the English
 * for the server's documents). Same English as core.
 */
export const vehicleTypeMessages: Record<VehicleType, MessageDescriptor> = {
  bobtail: msg`Bobtail`,
  'bobtail-trailer': msg`Bobtail + Trailer`,
  'box-truck': msg`Box Truck`,
  trailer: msg`Trailer`,
};

const otherVehicle = msg`Auction Vehicle`;

/** core/labels.ts's vehicleTypeLabel, translated: an unknown type is an auction vehicle. */
export function vehicleTypeText(i18n: I18n, type: string): string {
  return i18n._(
    Object.hasOwn(vehicleTypeMessages, type) ? vehicleTypeMessages[type as VehicleType] : otherVehicle,
  );
}

/** core/labels.ts's licenseClassesText, translated: "A or B" for box trucks, "A" for the rest. */
export function licenseClassesText(i18n: I18n, vehicleType: string): string {
  return requiredLicenseClass(vehicleType) === 'B' ? i18n._(msg`A or B`) : 'A';
}
