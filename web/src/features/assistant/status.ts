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
export const aiStatusLabel = (status: string) => status.replaceAll('_', ' ');
/** A job is called by its PW number on every screen, the AI dispatch screens too. */
export const jobLabel = (id: string) => id;
