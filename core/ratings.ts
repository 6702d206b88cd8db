/**
 * Ratings both ways after a completed move: the client rates the driver (overall, timeliness,
 * communication, care of the vehicle), the driver rates the client (overall, accuracy of the listing,
 * readiness at pickup and delivery). Blind until both have rated or 14 days have passed.
 */

export const ratingSides = ['client_rates_driver', 'driver_rates_client'] as const;
export type RatingSide = (typeof ratingSides)[number];

export const driverAspects = ['timeliness', 'communication', 'care'] as const;
export const clientAspects = ['accuracy', 'readiness'] as const;
export type RatingAspect = (typeof driverAspects)[number] | (typeof clientAspects)[number];

export const aspectLabels: Record<RatingAspect, string> = {
  timeliness: 'Timeliness',
  communication: 'Communication',
  care: 'Care of the vehicle',
  accuracy: 'Accuracy of the listing',
  readiness: 'Ready at pickup and delivery',
};

/** A rating can be changed this long after it was given, then it is fixed. */
export const RATING_EDIT_DAYS = 7;
/** Ratings stay hidden until both sides rated, or this long after delivery (no rating in retaliation). */
export const RATING_BLIND_DAYS = 14;
/** A driver's average shows from this many public ratings on ("New driver" before). */
export const MIN_RATINGS_SHOWN = 3;

const DAY_MS = 86_400_000;

/** When a rating given now becomes public on its own (the other side may make it sooner). */
export const blindUntil = (deliveredAt: Date) => new Date(deliveredAt.getTime() + RATING_BLIND_DAYS * DAY_MS);
export const editableUntil = (givenAt: Date) => new Date(givenAt.getTime() + RATING_EDIT_DAYS * DAY_MS);

/** A driver's rating as people see it: the average of public ratings with their count, or null under 3. */
export function ratingSummary(count: number, sum: number): { average: number; count: number } | null {
  if (count < MIN_RATINGS_SHOWN) return null;
  return { average: Math.round((sum / count) * 10) / 10, count };
}
