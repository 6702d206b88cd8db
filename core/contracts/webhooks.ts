import { z } from 'zod';
import { webhookEventTypes } from '../webhooks';

export const webhookEventType = z.enum(webhookEventTypes, { error: 'Choose events from the list' });

/** What an endpoint receives (server/modules/webhooks/delivery.ts, docs/webhooks.md). */
export const webhookEventBody = z
  .object({
    id: z
      .string()
      .describe('The event’s id (evt_…): the same event may arrive twice; keep the ids you handled.'),
    type: webhookEventType,
    createdAt: z.string(),
    jobId: z.string(),
    sequence: z.number().int().describe('The event’s place among the job’s events, from 1.'),
    data: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'WebhookEvent' });

/** A new endpoint: where to send, and which events. */
export const webhookEndpointBody = z.object({
  url: z
    .string({ error: 'URL is required' })
    .trim()
    .min(1, 'URL is required')
    .max(2000, 'URL must be at most 2,000 characters'),
  events: z
    .array(webhookEventType)
    .min(1, 'Choose at least one event')
    .max(webhookEventTypes.length)
    .transform((events) => [...new Set(events)]),
});
export type WebhookEndpointBody = z.input<typeof webhookEndpointBody>;

/** Turning an endpoint off or on, or changing its events. */
export const webhookEndpointPatch = z
  .object({
    enabled: z.boolean().optional(),
    events: z
      .array(webhookEventType)
      .min(1, 'Choose at least one event')
      .max(webhookEventTypes.length)
      .transform((events) => [...new Set(events)])
      .optional(),
  })
  .refine((b) => b.enabled !== undefined || b.events !== undefined, 'Nothing to change');

export const webhookEndpoint = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(webhookEventType),
  enabled: z.boolean(),
  /** The secret's last four characters (the secret itself is shown once). */
  secretHint: z.string(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;

/** The answer to creating an endpoint: the only time its signing secret is shown. */
export const createdWebhookEndpoint = z.object({ endpoint: webhookEndpoint, secret: z.string() });
export type CreatedWebhookEndpoint = z.infer<typeof createdWebhookEndpoint>;

export const webhookEndpointList = z.array(webhookEndpoint);

export const webhookAttempt = z.object({
  attemptedAt: z.string(),
  statusCode: z.number().nullable(),
  excerpt: z.string(),
  durationMs: z.number(),
});
export type WebhookAttempt = z.infer<typeof webhookAttempt>;

export const webhookDelivery = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: webhookEventType,
  jobId: z.string(),
  seq: z.number(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  attempts: z.array(webhookAttempt),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

export const webhookDeliveryList = z.array(webhookDelivery);
