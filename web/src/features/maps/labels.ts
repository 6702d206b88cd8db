import type { HeatRegion, TruckStopRegion } from '@core/maps';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The web's words for core/maps.ts's region labels (core keeps the English the server uses): one
 * message per core key.
 */
export const truckStopRegionMessages: Record<TruckStopRegion, MessageDescriptor> = {
  east: msg`East Coast`,
  midwest: msg`Midwest`,
  west: msg`West Coast`,
};

export const heatRegionMessages: Record<HeatRegion, MessageDescriptor> = {
  east: msg`East Coast`,
  west: msg`West Coast`,
  midwest: msg`Midwest`,
  south: msg`South`,
};
