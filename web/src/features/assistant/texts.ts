import type { VehicleType } from '@core/pricing';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The widget's own texts that mirror core/assistant.ts (the server's English; same words, byte for
 * byte): the suggestion chips, which are sent as typed, so a Spanish page asks in Spanish, and how
 * vehicle types read.
 */
export const suggestions: MessageDescriptor[] = [
  msg`How much to move a bobtail 1190 miles?`,
  msg`Where is my truck?`,
  msg`What services do you offer?`,
  msg`Talk to a person`,
];

export const vehicleWords: Record<VehicleType, MessageDescriptor> = {
  bobtail: msg`bobtail`,
  'bobtail-trailer': msg`bobtail with trailer`,
  'box-truck': msg`box truck`,
  trailer: msg`trailer`,
};
