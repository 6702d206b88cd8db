/**
 * Live events over /ws (product/foundations §8). The server sends these; the browser turns them into query
 * invalidations or cache updates. Payloads stay small: they say what changed, the API says what it is.
 */
import { z } from 'zod';
import { jobStatuses, paymentStatuses } from './jobs';
import { dutyStatuses } from './timeclock';

export const liveEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('job.created'),
    jobId: z.string(),
    jobNumber: z.string(),
    vehicleType: z.string(),
  }),
  z.object({
    type: z.literal('job.updated'),
    jobId: z.string(),
    jobNumber: z.string(),
    status: z.enum(jobStatuses),
    paymentStatus: z.enum(paymentStatuses),
  }),
  z.object({
    type: z.literal('job.location'),
    jobId: z.string(),
    lat: z.number(),
    lng: z.number(),
    at: z.string(),
    /** The job's ETA moved with this position: re-read the job. */
    etaChanged: z.boolean().optional(),
  }),
  /**
   * The truck reached a milestone by its positions (once per job and kind): the driver's phone opens the
   * right step, the client's tracking re-reads the track.
   */
  z.object({
    type: z.literal('job.arrival'),
    jobId: z.string(),
    kind: z.enum(['arrived_pickup', 'left_pickup', 'arrived_destination']),
    at: z.string(),
  }),
  /** A driver's duty status changed (their own tap on another device, or the job flow). */
  z.object({
    type: z.literal('timeclock.changed'),
    userId: z.string(),
    status: z.enum(dutyStatuses),
  }),
  /** A new in-app notification for the connection's user (the bell). */
  z.object({
    type: z.literal('notification'),
    id: z.string(),
    kind: z.string(),
    title: z.string(),
    body: z.string(),
    link: z.string().nullable(),
  }),
  /** A message between the two people named; they re-read the conversation through the API. */
  z.object({
    type: z.literal('message.created'),
    messageId: z.string(),
    senderId: z.string(),
    recipientId: z.string(),
    priority: z.enum(['normal', 'high']),
  }),
  /** Operators: the exceptions list changed (raised, taken, resolved); consoles refetch it. */
  z.object({ type: z.literal('exceptions.changed') }),
  /** `readerId` read the messages `contactId` sent them (the sender's "Read"). */
  z.object({
    type: z.literal('message.read'),
    readerId: z.string(),
    contactId: z.string(),
  }),
]);
export type LiveEvent = z.infer<typeof liveEvent>;

/** What the browser may send: a ping on open, and a driver's position while driving a job. */
export const clientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping'), timestamp: z.string() }),
  z.object({
    type: z.literal('location'),
    jobId: z.string(),
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    accuracy: z.number().nonnegative().optional(),
    /** When the phone took it (ISO); the server stores it as recorded. Absent: when received. */
    recordedAt: z.iso.datetime({ offset: true }).optional(),
  }),
]);
export type ClientMessage = z.infer<typeof clientMessage>;

export * from './live-timing';
