/** /api/pathway: the dispatch assistant, its job view, communication and calls (product/platform §3, §7). */
import { z } from 'zod';
import { MAX_COMMAND_LENGTH } from '../assistant';
import { formatNumber } from '../format';
import { LOCALES } from '../i18n';
import { isTimeZone } from '../zones';
import { isSingleLine, SINGLE_LINE_MESSAGE } from './common';
import { recoveryRequestFields } from './jobs';
import { vehicleTypeSchema } from './pricing';

export const callerTypes = ['client', 'driver', 'dispatch', 'unknown'] as const;

export const voiceCommandBody = z.object({
  command: z
    .string({ error: 'Type a question for the assistant' })
    .trim()
    .min(1, 'Type a question for the assistant')
    .max(MAX_COMMAND_LENGTH, `Questions must be at most ${formatNumber(MAX_COMMAND_LENGTH)} characters`),
  /** A job the conversation is about (the Recovery Jobs tab's Get AI Assistance). */
  jobId: z.string().max(64).nullish(),
  /** The widget sends these; the session decides who is asking. */
  callerId: z.unknown().optional(),
  callerType: z.enum(callerTypes).nullish(),
  /** The asker's IANA time zone (the browser's), for the times in answers; the operators' otherwise. */
  timeZone: z
    .string()
    .max(64)
    .refine(isTimeZone, 'timeZone must be an IANA time zone, e.g. America/Chicago')
    .nullish(),
  /**
   * The page's language: the answer's language when the sentence does not tell ("ok", "PW-12");
   * without it, the asker's account language.
   */
  locale: z.enum(LOCALES).nullish(),
});
export type VoiceCommandBody = z.input<typeof voiceCommandBody>;

export const assistantLink = z.object({ href: z.string(), label: z.string() });
export type AssistantLink = z.infer<typeof assistantLink>;

export const voiceCommandResponse = z.object({
  action: z.string(),
  response: z.string(),
  link: assistantLink.nullable(),
  /** The language the answer is written in: the question's. */
  locale: z.enum(LOCALES).optional(),
});
export type VoiceCommandResponse = z.infer<typeof voiceCommandResponse>;

export const assistantMessage = z.object({
  id: z.string(),
  role: z.enum(['user', 'ai']),
  content: z.string(),
  action: z.string().nullable(),
  link: assistantLink.nullable(),
  createdAt: z.string(),
});
export type AssistantMessage = z.infer<typeof assistantMessage>;
export const assistantConversation = z.object({ messages: z.array(assistantMessage) });
export type AssistantConversation = z.infer<typeof assistantConversation>;

/** The dashboard's system status, from the running system. */
export const assistantStatus = z.object({
  assistant: z.object({ online: z.boolean(), engine: z.enum(['offline', 'llm']) }),
  drivers: z.object({ available: z.number().int() }),
  payments: z.object({ operational: z.boolean(), gateway: z.enum(['stripe', 'test']) }),
});
export type AssistantStatus = z.infer<typeof assistantStatus>;

// ---------------------------------------------------------------------------------------------------------
// AI jobs: the recovery requests in the dispatch screens' vocabulary (product/foundations §5)

export const aiJobStatuses = [
  'created',
  'awaiting_driver',
  'payment_confirmed',
  'driver_assigned',
  'in_progress',
  'completed',
  'cancelled',
] as const;
export type AiJobStatus = (typeof aiJobStatuses)[number];

export const jobFlag = z.object({ kind: z.string(), reason: z.string(), flaggedAt: z.string() });
export type JobFlag = z.infer<typeof jobFlag>;

export const aiJob = z.object({
  /** The job number, `PW-<n>`: shown as "Job #" and the part after the dash. */
  id: z.string(),
  /** The opaque id the tracking page takes. */
  requestId: z.string(),
  vehicleType: z.string(),
  pickupLocation: z.string(),
  deliveryLocation: z.string(),
  distance: z.number().nullable(),
  price: z.number(),
  status: z.string(),
  created: z.string(),
  eta: z.string(),
  driverId: z.string().nullable(),
  driverName: z.string().nullable(),
  /** Stuck-job flags the monitor raised (operators only; empty for everyone else). */
  flags: z.array(jobFlag),
});
export type AiJob = z.infer<typeof aiJob>;
export const aiJobList = z.array(aiJob);

export const aiJobsQuery = z.object({
  /** Operators may narrow to one client; for everyone else the session decides and this is ignored. */
  clientId: z.string().max(64).optional(),
});
export const jobIdParams = z.object({ jobId: z.string().max(64) });

export const createAiJobBody = recoveryRequestFields
  .pick({ vehicleType: true, pickupLocation: true, isWorking: true, isLoaded: true, serviceTime: true })
  .extend({
    vehicleType: vehicleTypeSchema,
    deliveryLocation: z
      .string({ error: 'Delivery location is required' })
      .trim()
      .min(1, 'Delivery location is required')
      .max(300, 'Delivery location must be at most 300 characters'),
    scheduledTime: recoveryRequestFields.shape.scheduledTime,
    notes: recoveryRequestFields.shape.notes,
    idempotencyKey: recoveryRequestFields.shape.idempotencyKey,
  });
export type CreateAiJobBody = z.infer<typeof createAiJobBody>;

export const updateAiJobStatusBody = z.object({
  status: z.enum(aiJobStatuses, {
    error: `Status must be one of ${aiJobStatuses.join(', ')}`,
  }),
  updateData: z.record(z.string().max(64), z.unknown()).optional(),
});

export const recommendationList = z.array(z.string());

// ---------------------------------------------------------------------------------------------------------
// Communication

export const recipientKinds = ['client', 'driver', 'dispatch'] as const;
const communicationBase = z.object({
  recipient: z.enum(recipientKinds, { error: 'Recipient must be client, driver or dispatch' }),
  /** When given, must be the person the recipient kind names on this job. */
  recipientId: z.string().max(64).nullish(),
  jobId: z.string({ error: 'Name the job this is about' }).min(1, 'Name the job this is about').max(64),
});
const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${formatNumber(max)} characters`);

export const callBody = communicationBase.extend({ message: text('Message', 500) });
export const smsBody = communicationBase.extend({ message: text('Message', 600) });
export const emailBody = communicationBase.extend({
  subject: text('Subject', 200).refine(isSingleLine, SINGLE_LINE_MESSAGE),
  body: text('Body', 5000),
});
export const notificationBody = communicationBase.extend({
  title: text('Title', 120),
  message: text('Message', 1000),
});
export const communicationResponse = z.object({
  channel: z.enum(['voice', 'sms', 'email', 'notification']),
  status: z.enum(['queued', 'sent', 'held', 'failed', 'delivered']),
  to: z.string(),
});
export type CommunicationResponse = z.infer<typeof communicationResponse>;

/**
 * An incoming call: from an operator (who took it on the phone) as JSON, or Twilio's voice webhook as a
 * signed form (From, To, CallSid and Twilio's other fields, all kept for the signature).
 */
export const receiveCallBody = z
  .looseObject({
    callerId: z.string().max(64).nullish(),
    callerType: z.enum(callerTypes).nullish(),
    phoneNumber: z.string().max(32).nullish(),
    From: z.string().max(64).optional(),
    CallSid: z.string().max(64).optional(),
  })
  .refine((b) => Boolean(b.callerId || b.phoneNumber || b.From), {
    message: 'Name the caller: their callerId or phoneNumber',
  });
export const receiveCallResponse = z.object({ recorded: z.boolean(), callerName: z.string() });

export const incomingCall = z.object({
  hasIncomingCall: z.boolean(),
  callerName: z.string().nullable(),
  callerType: z.string().nullable(),
});
export type IncomingCall = z.infer<typeof incomingCall>;

export const monitorJobsResponse = z.object({
  flagged: z.number().int(),
  cleared: z.number().int(),
  open: z.array(z.object({ jobNumber: z.string(), kind: z.string(), reason: z.string() })),
});
export type MonitorJobsResponse = z.infer<typeof monitorJobsResponse>;
