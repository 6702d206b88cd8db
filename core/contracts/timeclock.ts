import { z } from 'zod';
import { hosCycles } from '../hos';
import { dutyStatuses, timeClockEventTypes } from '../timeclock';
import { isTimeZone } from '../zones';

export const LOCATION_REQUIRED_MESSAGE = 'Location Required: Please allow location access to clock in/out';

/** A coordinate as a number or a numeric string (the product's event carries strings). */
const coordinate = (min: number, max: number, label: string) =>
  z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d+(\.\d+)?$/, `${label} must be a number`),
    ])
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `${label} must be between ${min} and ${max}`)
        .max(max, `${label} must be between ${min} and ${max}`),
    )
    .nullish();

const deviceText = (max: number) => z.string().max(max).optional();

/**
 * POST /api/time-clock/events. The user is the session's: a `userId` in the body is ignored. The time is
 * the server's. Position is required for every event a driver records.
 */
export const timeClockEventBody = z
  .object({
    userId: z.unknown().optional(),
    eventType: z.enum(timeClockEventTypes, {
      error: 'Event type must be clock_in, clock_out, break_start, break_end, driving_start or driving_end',
    }),
    locationLat: coordinate(-90, 90, 'Latitude'),
    locationLng: coordinate(-180, 180, 'Longitude'),
    notes: z.string().trim().max(500, 'Notes must be at most 500 characters').nullish(),
    deviceInfo: z
      .object({
        deviceId: deviceText(100),
        platform: deviceText(100),
        userAgent: deviceText(500),
        timestamp: deviceText(40),
      })
      .nullish(),
  })
  .superRefine((b, ctx) => {
    if (b.locationLat == null || b.locationLng == null) {
      ctx.addIssue({ code: 'custom', path: ['locationLat'], message: LOCATION_REQUIRED_MESSAGE });
    }
  })
  .transform(({ userId: _ignored, ...rest }) => ({
    ...rest,
    locationLat: rest.locationLat as number,
    locationLng: rest.locationLng as number,
    notes: rest.notes || null,
  }));
export type TimeClockEventInput = z.input<typeof timeClockEventBody>;

export const timeClockEvent = z.object({
  id: z.string(),
  userId: z.string(),
  eventType: z.enum(timeClockEventTypes),
  /** The status the event led to. */
  status: z.enum(dutyStatuses),
  timestamp: z.string(),
  locationLat: z.string().nullable(),
  locationLng: z.string().nullable(),
  notes: z.string().nullable(),
  deviceInfo: z.record(z.string(), z.string()).nullable(),
  /** 'job' when the job flow recorded it (pre-trip, trip start, delivery). */
  source: z.enum(['driver', 'job']),
  jobId: z.string().nullable(),
});
export const timeClockEventList = z.array(timeClockEvent);
export type TimeClockEvent = z.infer<typeof timeClockEvent>;

const hosRule = z.enum(['driving', 'window', 'break', 'cycle']);

export const hoursOfService = z.object({
  cycle: z.enum(hosCycles),
  drivingLeftMinutes: z.number().int(),
  windowLeftMinutes: z.number().int(),
  breakLeftMinutes: z.number().int(),
  cycleLeftMinutes: z.number().int(),
  /** Driving time available now: the least of the driving, window and cycle limits. */
  availableMinutes: z.number().int(),
  drivingUsedMinutes: z.number().int(),
  cycleUsedMinutes: z.number().int(),
  limitingRule: z.enum(['driving', 'window', 'cycle']),
  /** When the 14-hour window closes; null while none has started. */
  windowEndsAt: z.string().nullable(),
  /** When 10 hours off (34 hours off) would be complete, counting from now or the current off time. */
  nextResetAt: z.string(),
  restartAt: z.string(),
  /** Limits with 1 hour or less left. */
  warnings: z.array(z.object({ rule: hosRule, minutesLeft: z.number().int(), message: z.string() })),
  violations: z.array(z.object({ rule: hosRule, at: z.string(), message: z.string() })),
});
export type HoursOfService = z.infer<typeof hoursOfService>;

export const timeClockStatus = z.object({
  userId: z.string(),
  status: z.enum(dutyStatuses),
  /** On-duty hours of the current shift (since the last 10 hours off), decimal hours as a string. */
  hoursWorked: z.string(),
  lastStatusChangeAt: z.string().nullable(),
  /** The server's time of this answer. */
  asOf: z.string(),
  allowedEvents: z.array(z.enum(timeClockEventTypes)),
  hoursOfService,
});
export type TimeClockStatus = z.infer<typeof timeClockStatus>;

export const timeClockEventResponse = z.object({ event: timeClockEvent, status: timeClockStatus });

export const timeZoneParam = z
  .string()
  .max(64)
  .refine(isTimeZone, 'Time zone must be an IANA name such as America/Chicago');

export const dailySummaryQuery = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must look like 2025-06-03')
    .refine((d) => {
      const t = new Date(`${d}T00:00:00Z`);
      return !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === d;
    }, 'Date must be a real calendar date')
    .optional(),
  tz: timeZoneParam.optional(),
});

/** One day of the record. Times are minutes; the clock-in and clock-out are ISO moments. */
export const dailySummary = z.object({
  date: z.string(),
  timeZone: z.string(),
  firstClockIn: z.string().nullable(),
  lastClockOut: z.string().nullable(),
  totalBreakTime: z.number().int(),
  totalDrivingTime: z.number().int(),
  totalOnDutyTime: z.number().int(),
});
export type DailySummary = z.infer<typeof dailySummary>;

export const eventsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const userIdParams = z.object({ userId: z.string().max(64) });

/** GET /api/driver/stats: the Stats tab. */
export const driverStats = z.object({
  timeZone: z.string(),
  jobsCompleted: z.number().int(),
  milesDriven: z.number().int(),
  earningsWeekCents: z.number().int(),
  earningsMonthCents: z.number().int(),
  /** Share of deliveries made by their deadline (delivery window end, or the promised ETA); null: none yet. */
  onTimeRate: z.number().nullable(),
  onTimeDeliveries: z.number().int(),
  deliveriesCounted: z.number().int(),
  /** The last 14 days, oldest first. */
  hoursByDay: z.array(
    z.object({ date: z.string(), drivingMinutes: z.number().int(), onDutyMinutes: z.number().int() }),
  ),
});
export type DriverStats = z.infer<typeof driverStats>;
