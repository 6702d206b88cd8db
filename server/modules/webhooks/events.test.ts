import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookEvents } from '../../db/schema';
import {
  acceptJob,
  completeConditionReport,
  createTestApp,
  paidJob,
  payOrder,
  type SignedUpUser,
  signUp,
  verifiedDriver,
} from '../../test/helpers';
import { makeOperator } from '../../test/operators';
import { makeCompany } from './test-support';

/** Which changes become which events, in the change's own order per job (the outbox; no sending here). */
const ctx = await createTestApp({ WEBHOOKS_ALLOW_PRIVATE: '1', WEBHOOKS_POLL_MS: '0' });
const req = (user: SignedUpUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });

const eventsOf = async (jobId: string) =>
  (
    await ctx.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.jobId, jobId))
      .orderBy(asc(webhookEvents.seq))
  ).map((e) => e.type);

async function fleet(events: string[] = ['*']) {
  const owner = await signUp(ctx.app, { name: 'Fleet Owner' });
  await makeCompany(ctx, [{ id: owner.id, role: 'owner' }]);
  const all = (await import('@core/webhooks')).webhookEventTypes;
  const res = await req(owner, 'POST', '/api/company/webhooks', {
    url: 'http://127.0.0.1:9/hooks',
    events: events[0] === '*' ? all : events,
  });
  expect(res.statusCode).toBe(201);
  return { owner, endpointId: res.json().endpoint.id as string };
}

describe('webhook events', () => {
  it('tell a move from creation to a claim decided, with its invoice, position and credit note', async () => {
    const { owner, endpointId } = await fleet();
    const driver = await verifiedDriver(ctx);
    const job = await paidJob(ctx, owner);
    await acceptJob(ctx, driver, job.id);
    await completeConditionReport(ctx.app, driver, job.id, 'pickup');
    // Two reports within the interval: one position event.
    for (const lat of [32.8, 32.9]) {
      const pos = await req(driver, 'POST', `/api/recovery-requests/${job.id}/location`, { lat, lng: -96.8 });
      expect(pos.statusCode).toBeLessThan(300);
    }
    await completeConditionReport(ctx.app, driver, job.id, 'delivery');
    const claim = await req(owner, 'POST', '/api/claims', {
      jobId: job.id,
      kind: 'damage',
      amountCents: 10_000,
      description: 'A new dent on the rear door, not on the pickup report',
    });
    expect(claim.statusCode).toBe(200);
    const operator = await signUp(ctx.app, { name: 'Olga Operator' });
    await makeOperator(ctx, operator);
    const decided = await req(operator, 'POST', `/api/admin/claims/${claim.json().id}/decision`, {
      decision: 'refund',
      refundCents: 10_000,
      reason: 'The dent is on the delivery photos only',
    });
    expect(decided.statusCode).toBe(200);
    expect(await eventsOf(job.id)).toEqual([
      'job.created',
      'job.paid',
      'invoice.issued',
      'job.accepted',
      'job.picked_up',
      'job.position',
      'job.delivered',
      'claim.opened',
      'credit_note.issued',
      'claim.decided',
    ]);
    // One delivery per event to the endpoint, numbered as the events are.
    const deliveries = await ctx.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId));
    expect(
      deliveries
        .filter((d) => d.jobId === job.id)
        .map((d) => d.seq)
        .sort((a, b) => a - b),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('tell a cancellation with its credit note, an order once, and nothing to endpoints not subscribed', async () => {
    const { owner } = await fleet(['job.cancelled', 'credit_note.issued', 'order.paid']);
    const job = await paidJob(ctx, owner);
    expect((await req(owner, 'POST', `/api/recovery-requests/${job.id}/cancel`)).statusCode).toBe(200);
    expect(await eventsOf(job.id)).toEqual(['job.cancelled', 'credit_note.issued']);

    // Two moves of one order, paid at once: "order paid" is told once, with the first move's payment.
    const move = {
      vehicleType: 'bobtail',
      pickupLocation: 'Dallas, TX 75201',
      destination: 'Detroit, MI 48217',
    };
    const created = await req(owner, 'POST', '/api/orders', { moves: [move, move] });
    expect(created.statusCode, created.body).toBe(201);
    await payOrder(ctx.app, owner.cookie, created.json().id);
    const moves = (created.json().moves as { jobId: string }[]).map((m) => ({ id: m.jobId }));
    // Told with whichever move the payment recorded first (they are paid in one transaction).
    expect([...(await eventsOf(moves[0]!.id)), ...(await eventsOf(moves[1]!.id))]).toEqual(['order.paid']);
  });

  it('are not written for personal moves', async () => {
    const person = await signUp(ctx.app, { name: 'Personal' });
    const job = await paidJob(ctx, person);
    expect(await eventsOf(job.id)).toEqual([]);
  });
});
