import { z } from 'zod';
import { etaTargets } from '../eta';
import { LOCALES } from '../i18n';
import { jobStatuses, RECEIVER_CONTACT_MESSAGE } from '../jobs';
import { isPhoneNumber } from '../messaging';
import { vehicleTypes } from '../pricing';
import { isSingleLine, SINGLE_LINE_MESSAGE } from './common';
import { ratingSummary } from './ratings';

/** Tracking links, the receiver of a move, and the ETA that knows the driver's hours. */

// ---- the ETA ------------------------------------------------------------------------------------------

/** The job's live ETA: recomputed on every position report and duty-status change. */
export const liveEta = z.object({
  target: z.enum(etaTargets),
  arriveAt: z.string(),
  milesToGo: z.number(),
  drivingMinutes: z.number().int(),
  /** The stops the hours-of-service rules require on the way: 30-minute breaks, 10-hour rests, 34-hour restarts. */
  stops: z.array(
    z.object({ kind: z.enum(['break', 'rest', 'restart']), start: z.string(), end: z.string() }),
  ),
  /** From the driver's reported position, or from the pickup before the first report. */
  from: z.enum(['position', 'pickup']),
  /** When the driver was where the ETA starts from (the position's report, or the pickup). */
  basisAt: z.string(),
  /** The window it is held to ends before the arrival. */
  missesWindow: z.boolean(),
  computedAt: z.string(),
});
export type LiveEta = z.infer<typeof liveEta>;

/** Where a time is read: the zone of the place (from its position) and the town, named with the time. */
export const timePlace = z.object({ zone: z.string(), place: z.string().nullable() });

/**
 * The move's arrival at the destination, the one every screen, message and answer says (core/eta): before
 * a driver accepts, a rested driver leaving at the pickup time (`planned`); from the acceptance on, the
 * driver's hours and position (`driver`). Recomputed on acceptance, each step and each position.
 */
export const jobArrival = z.object({
  arriveAt: z.string(),
  stops: z.array(z.object({ kind: z.enum(['break', 'rest', 'restart']) })),
  drivingMinutes: z.number().int(),
  basis: z.enum(['planned', 'driver']),
});
export type JobArrival = z.infer<typeof jobArrival>;

// ---- the receiver -------------------------------------------------------------------------------------

const receiverText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isSingleLine, SINGLE_LINE_MESSAGE);

/** Who takes the truck at the destination (not a Pathway user): told by SMS or e-mail as the move goes. */
export const receiverInput = z
  .object({
    name: receiverText("The receiver's name", 120).min(1, "Give the receiver's name"),
    phone: z
      .string()
      .trim()
      .max(20)
      .refine(isPhoneNumber, 'Enter a phone number like +1 555 010 0199.')
      .or(z.literal(''))
      .nullish(),
    email: z.email('Enter an e-mail address like yard@example.com.').max(254).or(z.literal('')).nullish(),
    /** Show the receiver the truck's exact position in the last mile (otherwise about 1 km everywhere). */
    exactNearDelivery: z.boolean().default(false),
    /** The language of the receiver's messages, chosen by the client (English unless said). */
    locale: z.enum(LOCALES).default('en'),
  })
  .transform((r, ctx) => {
    const phone = r.phone || null;
    const email = r.email ? r.email.toLowerCase() : null;
    if (!phone && !email) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: RECEIVER_CONTACT_MESSAGE });
      return z.NEVER;
    }
    return { name: r.name, phone, email, exactNearDelivery: r.exactNearDelivery, locale: r.locale };
  });
export type ReceiverInput = z.input<typeof receiverInput>;
export type Receiver = z.output<typeof receiverInput>;

export const receiverView = z.object({
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  exactNearDelivery: z.boolean(),
  locale: z.enum(LOCALES),
});

// ---- tracking links -----------------------------------------------------------------------------------

export const trackingLinkLifetimes = ['until_delivery', '1h', '24h', '7d'] as const;
export type TrackingLinkLifetime = (typeof trackingLinkLifetimes)[number];

export const trackingLinkLifetimeLabels: Record<TrackingLinkLifetime, string> = {
  until_delivery: 'Until 24 hours after delivery',
  '1h': '1 hour',
  '24h': '24 hours',
  '7d': '7 days',
};

/** An until-delivery link works until this long after the delivery. */
export const AFTER_DELIVERY_MS = 24 * 60 * 60 * 1000;
/** Live links per job, so a script cannot mint them without end. */
export const MAX_LIVE_TRACKING_LINKS = 20;

export const createTrackingLinkBody = z.object({
  lifetime: z.enum(trackingLinkLifetimes, {
    error: `lifetime must be one of ${trackingLinkLifetimes.join(', ')}.`,
  }),
});

/** POST answer: the secret URL is shown once (only its hash is kept). expiresAt null: until delivery. */
export const createdTrackingLink = z.object({
  id: z.string(),
  url: z.string(),
  expiresAt: z.string().nullable(),
});

export const trackingLink = z.object({
  id: z.string(),
  lifetime: z.enum(trackingLinkLifetimes),
  /** Null while an until-delivery link waits for the delivery. */
  expiresAt: z.string().nullable(),
  /** Turned off by the client or an operator. */
  revokedAt: z.string().nullable(),
  /** Sent to the job's receiver (made by Pathway when a driver was assigned). */
  forReceiver: z.boolean(),
  /** Visits: opens of the page at least 30 minutes apart (the page refreshes itself while open). */
  viewCount: z.number().int(),
  lastViewedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TrackingLink = z.infer<typeof trackingLink>;
export const trackingLinkList = z.array(trackingLink);

export const trackingLinkParams = z.object({ id: z.string().max(64), linkId: z.string().max(64) });
export const trackingTokenParams = z.object({ token: z.string().max(100) });

// ---- what a link shows --------------------------------------------------------------------------------

/** GET /api/tracking/{token}: one job, with nothing of the client, the price or anyone's phone. */
export const publicTracking = z.object({
  jobNumber: z.string(),
  status: z.enum(jobStatuses),
  vehicle: z.object({
    type: z.enum(vehicleTypes),
    make: z.string().nullable(),
    model: z.string().nullable(),
    vinLast4: z.string().nullable(),
  }),
  pickupCity: z.string(),
  destinationCity: z.string(),
  /** Town-level points for the map (about 1 km). */
  pickupPosition: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  destinationPosition: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  driver: z.object({ firstName: z.string(), rating: ratingSummary }).nullable(),
  /** While on the road: rounded to about 1 km, exact in the last mile when the job allows it. */
  position: z
    .object({
      lat: z.number(),
      lng: z.number(),
      at: z.string(),
      precision: z.enum(['approximate', 'exact']),
      /** "Waco, TX": the nearest town. */
      near: z.string().nullable(),
    })
    .nullable(),
  /**
   * On the road only: the truck's plausible positions since the pickup, in recorded order, as coarse as
   * `position` (about 1 km); a position judged implausible is never part of it.
   */
  track: z.array(z.object({ lat: z.number(), lng: z.number() })),
  /** On the road only, coarse: miles to 5, times to 10 minutes (rests to 30). */
  eta: liveEta.omit({ computedAt: true, basisAt: true }).nullable(),
  /** The destination's zone and town: the ETA and the delivery are read on its clock. */
  destinationClock: timePlace,
  delivery: z
    .object({
      at: z.string(),
      receivedBy: z.string().nullable(),
      odometer: z.number().nullable(),
      marks: z.number().int(),
      newMarks: z.number().int(),
      photos: z.array(z.object({ id: z.string(), url: z.string(), label: z.string() })),
    })
    .nullable(),
  /** Null while the link lasts until 24 hours after a delivery still to come. */
  expiresAt: z.string().nullable(),
  /** The link was sent to the receiver, who may stop the messages from the page. */
  forReceiver: z.boolean(),
  messagesStopped: z.boolean(),
});
export type PublicTracking = z.infer<typeof publicTracking>;

/** POST /api/tracking/{token}/stop: the receiver stops the e-mails and texts about their deliveries. */
export const stopMessagesResponse = z.object({ stopped: z.literal(true) });
