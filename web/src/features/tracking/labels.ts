import type { TrackingLinkLifetime } from '@core/contracts/tracking';
import type { VehicleType } from '@core/pricing';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The web's words for core's labels shown while tracking (core/labels.ts keeps the English the server
 * uses): one message per core key, read in the active language at render time.
 */
const vehicleTypeMessages: Record<VehicleType, MessageDescriptor> = {
  bobtail: msg`Bobtail`,
  'bobtail-trailer': msg`Bobtail + Trailer`,
  'box-truck': msg`Box Truck`,
  trailer: msg`Trailer`,
};
const otherVehicleMessage = msg`Auction Vehicle`;

/** core's `vehicleTypeLabel` in the active language: an unknown type is an auction vehicle. */
export function vehicleTypeName(type: string): string {
  return i18n._(
    Object.hasOwn(vehicleTypeMessages, type) ? vehicleTypeMessages[type as VehicleType] : otherVehicleMessage,
  );
}

/** core's `trackingLinkLifetimeLabels`, one message per lifetime. */
export const trackingLinkLifetimeMessages: Record<TrackingLinkLifetime, MessageDescriptor> = {
  until_delivery: msg`Until 24 hours after delivery`,
  '1h': msg`1 hour`,
  '24h': msg`24 hours`,
  '7d': msg`7 days`,
};
