import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { webhookAttempts, webhookDeliveries } from '../../db/schema';
import { createJob, createTestApp, paidJob, payJob, signUp } from '../../test/helpers';
import { createWebhooksService, webhooksConfigOf } from './service';
import { makeCompany, startReceiver } from './test-support';

/** Retries on a clock: a job's next event waits for the one before; after 3 days a delivery is failed. */
const env = { WEBHOOKS_ALLOW_PRIVATE: '1', WEBHOOKS_POLL_MS: '0', WEBHOOKS_RETRY_BASE_MS: '60000' };
const ctx = await createTestApp(env);
const DAY = 86_400_000;

describe('webhook retries', () => {
  it('hold the job’s next event behind a failing one, and give up after 3 days', async () => {
    const owner = await signUp(ctx.app, { name: 'Fleet Owner' });
    await makeCompany(ctx, [{ id: owner.id, role: 'owner' }]);
    // Port 9 (discard) on loopback: nothing listens, every attempt is refused at once.
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/company/webhooks',
      headers: { cookie: owner.cookie },
      payload: { url: 'http://127.0.0.1:9/hooks', events: ['job.created', 'job.paid'] },
    });
    const endpointId = res.json().endpoint.id as string;
    const job = await createJob(ctx.app, owner.cookie);
    const { paymentIntentId } = await payJob(ctx.app, owner.cookie, job);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/payment-success',
      headers: { cookie: owner.cookie },
      payload: { paymentIntentId, recoveryRequestId: job.id },
    });

    let now = Date.now();
    const settings = webhooksConfigOf(loadConfig({ NODE_ENV: 'test', ...env }));
    const worker = createWebhooksService({ db: ctx.database.db, now: () => new Date(now) }, settings);
    const deliveries = () =>
      ctx.database.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpointId))
        .orderBy(asc(webhookDeliveries.seq));

    expect(await worker.deliverDue()).toBe(1); // only the first event: the second waits behind it
    let [first, second] = await deliveries();
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(first!.nextAttemptAt.getTime()).toBe(now + 60_000);
    expect(second).toMatchObject({ status: 'pending', attempts: 0 });

    now += 59_000;
    expect(await worker.deliverDue()).toBe(0); // not due yet
    now += 1_000;
    expect(await worker.deliverDue()).toBe(1);
    [first] = await deliveries();
    expect(first!.nextAttemptAt.getTime()).toBe(now + 120_000); // doubled

    // Three days on: the next failure would be past the window, so the delivery is failed; then the
    // job's next event goes.
    now += 3 * DAY - 60_000;
    expect(await worker.deliverDue()).toBe(2);
    [first, second] = await deliveries();
    expect(first).toMatchObject({ status: 'failed', attempts: 3 });
    expect(second).toMatchObject({ status: 'pending', attempts: 1 });
    const attempts = await ctx.database.db
      .select()
      .from(webhookAttempts)
      .where(and(eq(webhookAttempts.deliveryId, first!.id)));
    expect(attempts).toHaveLength(3);
    expect(attempts.every((a) => a.statusCode === null && a.excerpt.length > 0)).toBe(true);
  });
});

describe('webhook workers in several processes', () => {
  it('send each event once and in order per job while four workers take the same outbox', async () => {
    const receiver = await startReceiver({ failFirst: 0, delayMs: 15 });
    try {
      const owner = await signUp(ctx.app, { name: 'Busy Fleet' });
      await makeCompany(ctx, [{ id: owner.id, role: 'owner' }]);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/company/webhooks',
        headers: { cookie: owner.cookie },
        payload: {
          url: receiver.url,
          events: ['job.created', 'job.paid', 'invoice.issued', 'job.cancelled'],
        },
      });
      receiver.setSecret(res.json().secret);
      const jobs = [];
      for (let i = 0; i < 4; i++) {
        const job = await paidJob(ctx, owner);
        await ctx.app.inject({
          method: 'POST',
          url: `/api/recovery-requests/${job.id}/cancel`,
          headers: { cookie: owner.cookie },
        });
        jobs.push(job.id);
      }
      const settings = webhooksConfigOf(loadConfig({ NODE_ENV: 'test', ...env }));
      const workers = Array.from({ length: 4 }, () =>
        createWebhooksService({ db: ctx.database.db }, settings),
      );
      // Each process runs its lanes at once, as pollers in four processes would.
      await Promise.all(workers.map((w) => w.deliverDue()));
      const acked = receiver.acknowledged();
      expect(acked.length).toBe(new Set(acked.map((r) => r.id)).size);
      for (const jobId of jobs) {
        const sequences = acked.filter((r) => r.jobId === jobId).map((r) => r.sequence);
        expect(sequences).toEqual([1, 2, 3, 4]);
      }
    } finally {
      await receiver.close();
    }
  });
});
