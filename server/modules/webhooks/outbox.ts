import { randomBytes } from 'node:crypto';
import { jobNumber } from '@core/jobs';
import type { WebhookEventType } from '@core/webhooks';
import type { DbOrTx } from '../../db/client';
import type { Job, JobStep } from '../jobs/service';
import type { WebhooksContext } from './context';
import { webhooksRepo } from './repo';

/** The outbox: events written in the transaction of their change, one delivery per subscribed endpoint. */

export const newEventId = () => `evt_${randomBytes(16).toString('hex')}`;

export interface NewWebhookEvent {
  companyId: string;
  jobId: string;
  type: WebhookEventType;
  data: Record<string, unknown>;
  /** For events recorded apart from their change: the same key never records a second event. */
  dedupeKey?: string;
}

/**
 * Records the event and its deliveries in `tx`, when one of the company's endpoints takes it. The job's
 * sequence row is locked until commit, so events of one job are numbered in commit order.
 */
export async function recordEvent(
  ctx: WebhooksContext,
  tx: DbOrTx,
  event: NewWebhookEvent,
): Promise<boolean> {
  const endpoints = await webhooksRepo.subscribed(tx, event.companyId, event.type);
  if (endpoints.length === 0) return false;
  if (event.dedupeKey && (await webhooksRepo.eventExists(tx, event.dedupeKey))) return false;
  const seq = await webhooksRepo.nextSeq(tx, event.jobId);
  const id = newEventId();
  const inserted = await webhooksRepo.insertEvent(tx, {
    id,
    companyId: event.companyId,
    jobId: event.jobId,
    seq,
    type: event.type,
    dedupeKey: event.dedupeKey ?? null,
    data: event.data,
    createdAt: ctx.now(),
  });
  if (!inserted) return false;
  await webhooksRepo.insertDeliveries(
    tx,
    { id, jobId: event.jobId, seq },
    endpoints.map((e) => e.id),
  );
  return true;
}

/** What an event says of its job (receivers fetch more through the API if they need it). */
export function jobSummary(job: Job) {
  return {
    id: job.id,
    number: jobNumber(job.number),
    orderId: job.orderId ?? null,
    status: job.status,
    paymentStatus: job.paymentStatus,
    vin: job.vin ?? null,
    pickup: job.pickupLocation,
    destination: job.destinationLocation,
    driverAssigned: job.driverId !== null,
  };
}

/** The webhook event types a job step is, in the order they happen. */
export function eventsOfStep(step: JobStep): WebhookEventType[] {
  const moved = step.fromStatus !== step.toStatus;
  const byType: Partial<Record<string, WebhookEventType>> = {
    created: 'job.created',
    paid: 'job.paid',
    offered: 'job.offered',
    wave_sent: 'job.offered',
  };
  const byStatus: Partial<Record<Job['status'], WebhookEventType>> = {
    accepted: 'job.accepted',
    in_progress: 'job.picked_up',
    delivered: 'job.delivered',
    completed: 'job.completed',
    cancelled: 'job.cancelled',
  };
  const types: WebhookEventType[] = [];
  const ofType = byType[step.type];
  if (ofType) types.push(ofType);
  const ofStatus = moved ? byStatus[step.toStatus] : undefined;
  if (ofStatus && !types.includes(ofStatus)) types.push(ofStatus);
  return types;
}

/** A job's step, in its transaction: its events, and the order's first creation and payment. */
export async function recordJobStep(
  ctx: WebhooksContext,
  tx: DbOrTx,
  job: Job,
  step: JobStep,
): Promise<void> {
  // Test data (a test API key's) never reaches an endpoint: endpoints are live.
  if (!job.companyId || !job.livemode) return;
  const companyId = job.companyId;
  const data = { job: jobSummary(job), step: step.type };
  // An order's events come from its first job's (until the orders service tells them itself).
  if (job.orderId && (step.type === 'created' || step.type === 'paid')) {
    const type = step.type === 'created' ? 'order.created' : 'order.paid';
    await recordEvent(ctx, tx, {
      companyId,
      jobId: job.id,
      type,
      data: { order: { id: job.orderId }, job: data.job },
      dedupeKey: `${type}:${job.orderId}`,
    });
  }
  for (const type of eventsOfStep(step)) await recordEvent(ctx, tx, { companyId, jobId: job.id, type, data });
}

/** A kept position of a company's job under way: one event per job every `positionMinutes`. */
export async function recordPosition(ctx: WebhooksContext, job: Job): Promise<void> {
  if (!job.companyId || !job.livemode || job.lastLat === null || job.lastLng === null) return;
  const companyId = job.companyId;
  if ((await webhooksRepo.subscribed(ctx.db, companyId, 'job.position')).length === 0) return;
  await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    if (!(await webhooksRepo.takePositionSlot(tx, job.id, now, ctx.positionMinutes))) return;
    await recordEvent(ctx, tx, {
      companyId,
      jobId: job.id,
      type: 'job.position',
      data: {
        job: jobSummary(job),
        position: { lat: job.lastLat, lng: job.lastLng, at: (job.lastPositionAt ?? now).toISOString() },
        eta: job.liveEta ?? null,
      },
    });
  });
}
