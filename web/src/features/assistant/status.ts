import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BadgeTone } from '@web/components/ui/badge';

/** The AI job statuses' badge colours (product/platform §4); any other value is neutral. */
const tones: Record<string, BadgeTone> = {
  created: 'neutral',
  awaiting_driver: 'warning',
  payment_confirmed: 'success',
  driver_assigned: 'brand',
  in_progress: 'accent',
  completed: 'success',
  cancelled: 'danger',
};
export const aiStatusTone = (status: string): BadgeTone => tones[status] ?? 'neutral';

/** The AI job statuses as people read them ("driver assigned"); an unknown one as it comes. */
const labels: Record<string, MessageDescriptor> = {
  created: msg`created`,
  payment_confirmed: msg`payment confirmed`,
  awaiting_driver: msg`awaiting driver`,
  driver_assigned: msg`driver assigned`,
  in_progress: msg`in progress`,
  completed: msg`completed`,
  cancelled: msg`cancelled`,
};
export const aiStatusLabel = (status: string, translate: (d: MessageDescriptor) => string) => {
  const label = labels[status];
  return label ? translate(label) : status.replaceAll('_', ' ');
};
/** A job is called by its PW number on every screen, the AI dispatch screens too. */
export const jobLabel = (id: string) => id;
