/** The web's words for core's rating aspects (core/ratings.ts keeps the English for the server). */
import type { RatingAspect } from '@core/ratings';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const aspectText: Record<RatingAspect, MessageDescriptor> = {
  timeliness: msg`Timeliness`,
  communication: msg`Communication`,
  care: msg`Care of the vehicle`,
  accuracy: msg`Accuracy of the listing`,
  readiness: msg`Ready at pickup and delivery`,
};
