/**
 * The web's words for core's webhook events: core/webhooks.ts keeps the English the server shares,
 * the screens read these messages (same English, translated in the feature's catalog).
 */
import type { WebhookEventType } from '@core/webhooks';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const webhookEventMessages: Record<WebhookEventType, MessageDescriptor> = {
  'order.created': msg`Order created`,
  'order.paid': msg`Order paid`,
  'job.created': msg`Move created`,
  'job.paid': msg`Move paid`,
  'job.offered': msg`Move offered to a driver`,
  'job.accepted': msg`Move accepted by a driver`,
  'job.picked_up': msg`Truck picked up`,
  'job.position': msg`Position (every few minutes under way)`,
  'job.late': msg`Move running late`,
  'job.delivered': msg`Truck delivered`,
  'job.completed': msg`Move completed`,
  'job.cancelled': msg`Move cancelled`,
  'claim.opened': msg`Claim opened`,
  'claim.decided': msg`Claim decided`,
  'invoice.issued': msg`Invoice issued`,
  'credit_note.issued': msg`Credit note issued`,
};
