/** Ratings both ways after a completed move, their replies, and a driver's summary. */
import { z } from 'zod';
import { clientAspects, driverAspects, ratingSides } from '../ratings';
import { BROKEN_TEXT_MESSAGE, isWellFormedText } from './common';

const score = z
  .number({ error: 'Choose 1 to 5 stars' })
  .int('Choose 1 to 5 stars')
  .min(1, 'Choose 1 to 5 stars')
  .max(5, 'Choose 1 to 5 stars');
const text = (max: number) =>
  z.string().trim().max(max, `Use at most ${max} characters`).refine(isWellFormedText, BROKEN_TEXT_MESSAGE);

/** POST /api/recovery-requests/:id/rating: the aspects are the rater's side's (the server checks). */
export const ratingBody = z.object({
  overall: score,
  aspects: z.partialRecord(z.enum([...driverAspects, ...clientAspects]), score),
  comment: text(1000).optional(),
});
export type RatingBody = z.infer<typeof ratingBody>;

/** A driver's rating as everyone sees it: the public average and count, or null under 3 ratings. */
export const ratingSummary = z.object({ average: z.number(), count: z.number().int() }).nullable();
export type RatingSummary = z.infer<typeof ratingSummary>;

export const ratingView = z.object({
  id: z.string(),
  side: z.enum(ratingSides),
  raterName: z.string(),
  overall: z.number().int(),
  aspects: z.record(z.string(), z.number().int()),
  /** Null when an operator hid it (the reason shows to operators only). */
  comment: z.string().nullable(),
  hidden: z.boolean(),
  reply: z.string().nullable(),
  public: z.boolean(),
  publicAt: z.string(),
  editableUntil: z.string(),
  createdAt: z.string(),
});
export type RatingView = z.infer<typeof ratingView>;

/** GET /api/recovery-requests/:id/ratings: the asker's own rating and the other side's, once public. */
export const jobRatingsResponse = z.object({
  /** The asker is a party of a completed job and may rate (or still edit). */
  canRate: z.boolean(),
  side: z.enum(ratingSides).nullable(),
  mine: ratingView.nullable(),
  /** The other side's rating of the asker, once public; null before. */
  theirs: ratingView.nullable(),
  /** The other side rated and it is not public yet (until the asker rates, or the 14 days pass). */
  theirsWaiting: z.boolean(),
  /** Operators: every rating of the job, public or not. */
  all: z.array(ratingView),
});
export type JobRatings = z.infer<typeof jobRatingsResponse>;

/** POST /api/ratings/:id/reply: the rated person answers once. */
export const ratingReplyBody = z.object({
  reply: text(1000).pipe(z.string().min(2, 'Write your reply')),
});

/** POST /api/admin/ratings/:id/hide: an abusive comment hidden, with the reason (audited). */
export const hideRatingBody = z.object({
  reason: z.string().trim().min(3, 'Write why the comment is hidden').max(500),
});

/** GET /api/driver/ratings: the signed-in driver's public ratings and their summary. */
export const myRatingsResponse = z.object({ summary: ratingSummary, ratings: z.array(ratingView) });
