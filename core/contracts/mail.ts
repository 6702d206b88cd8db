import { z } from 'zod';

export const mailStatuses = ['queued', 'sent', 'held', 'failed'] as const;
export type MailStatus = (typeof mailStatuses)[number];

/** One outgoing e-mail, SMS, call or push as operators see it at /admin/outbox. */
export const outboxMessage = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms', 'voice', 'push']),
  /** An address, a number, or for a push its push service (or the e-mail of someone with no subscription). */
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  kind: z.string(),
  status: z.enum(mailStatuses),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

export const outboxResponse = z.object({
  /** smtp: mail leaves through SMTP_URL; outbox: nothing leaves, operators read it here. */
  transport: z.enum(['smtp', 'outbox']),
  /** twilio: SMS leave through Twilio; outbox: they stay here. */
  smsTransport: z.enum(['twilio', 'outbox']),
  messages: z.array(outboxMessage),
  nextBefore: z.string().nullable(),
});
export type OutboxResponse = z.infer<typeof outboxResponse>;

export const outboxQuery = z.object({
  before: z.iso.datetime({ error: 'before must be an ISO date-time' }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
