import { z } from 'zod';
import { POSITION_BATCH_MAX } from '../positions';

/** One position as the driver's phone recorded it (kept on the phone while offline, sent later). */
export const positionFix = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  /** The phone's accuracy radius in metres. */
  accuracy: z.number().nonnegative().max(100_000).optional(),
  /** When the phone took it; stored as recorded, not as received. */
  recordedAt: z.iso.datetime({ offset: true }),
});
export type PositionFix = z.infer<typeof positionFix>;

/** POST /api/recovery-requests/:id/positions: positions taken while offline, oldest first. */
export const positionBatchBody = z.object({
  positions: z.array(positionFix).min(1).max(POSITION_BATCH_MAX),
});
export type PositionBatchBody = z.infer<typeof positionBatchBody>;

export const positionBatchResponse = z.object({
  /** Newly stored (a position sent twice is stored once). */
  stored: z.number().int(),
  /** Stored but flagged as implausible: kept out of the ETA, milestones and arrivals. */
  flagged: z.number().int(),
  /** Already stored before (the same recorded time). */
  duplicates: z.number().int(),
  /**
   * Not kept: recorded more than a minute ahead of the server's clock, or before the job was accepted
   * (no trip of this job). The phone drops them from its queue like the others.
   */
  refused: z.number().int(),
});
export type PositionBatchResponse = z.infer<typeof positionBatchResponse>;

/** One point of a job's track, in recorded order. */
export const trackPoint = z.object({
  lat: z.number(),
  lng: z.number(),
  at: z.iso.datetime({ offset: true }),
  /** Sent after the signal returned (recorded while the phone was offline). */
  late: z.boolean(),
});
export type TrackPoint = z.infer<typeof trackPoint>;

/** Where the truck arrived (pickup, destination) or left (pickup), as the track showed it. */
export const arrivalEventKind = z.enum(['arrived_pickup', 'left_pickup', 'arrived_destination']);
export type ArrivalEventKind = z.infer<typeof arrivalEventKind>;

export const arrivalEvent = z.object({
  kind: arrivalEventKind,
  at: z.iso.datetime({ offset: true }),
  lat: z.number(),
  lng: z.number(),
});
export type ArrivalEvent = z.infer<typeof arrivalEvent>;

/**
 * GET /api/recovery-requests/:id/track (the job's parties and operators): plausible points only, in
 * recorded order; operators also see how many were flagged.
 */
export const jobTrack = z.object({
  points: z.array(trackPoint),
  arrivals: z.array(arrivalEvent),
  flaggedCount: z.number().int(),
});
export type JobTrack = z.infer<typeof jobTrack>;
