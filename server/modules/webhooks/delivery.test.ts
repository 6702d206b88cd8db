import { asc } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { webhookEvents } from '../../db/schema';
import {
  acceptJob,
  completeConditionReport,
  createTestApp,
  paidJob,
  signUp,
  verifiedDriver,
} from '../../test/helpers';
import { makeCompany, startReceiver, waitFor } from './test-support';

/**
 * Acceptance: a local receiver verifies every signature and gets each event once,
 * in order per job, across a restart of the server mid-stream and with its first 3 answers failing;
 * the delivery log shows the attempts.
 */
const env = { WEBHOOKS_ALLOW_PRIVATE: '1', WEBHOOKS_RETRY_BASE_MS: '40', WEBHOOKS_POLL_MS: '25' };
const ctx = await createTestApp(env);
const receiver = await startReceiver({ failFirst: 3 });
afterAll(() => receiver.close());

describe('webhook deliveries', () => {
  it('are signed, once each and in order per job, across a restart and a failing receiver', async () => {
    const owner = await signUp(ctx.app, { name: 'Fleet Owner' });
    await makeCompany(ctx, [{ id: owner.id, role: 'owner' }]);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/company/webhooks',
      headers: { cookie: owner.cookie },
      payload: {
        url: receiver.url,
        events: [
          'job.created',
          'job.paid',
          'job.accepted',
          'job.picked_up',
          'job.delivered',
          'job.completed',
          'job.cancelled',
        ],
      },
    });
    expect(created.statusCode).toBe(201);
    const { endpoint, secret } = created.json();
    receiver.setSecret(secret);

    // Two moves: the first driven to completion, the second cancelled.
    const driver = await verifiedDriver(ctx);
    const first = await paidJob(ctx, owner);
    const second = await paidJob(ctx, owner);
    await acceptJob(ctx, driver, first.id);
    // Mid-stream (the receiver still failing or just recovered): the server stops.
    await waitFor(() => receiver.received.length >= 2, 'the first attempts');
    await ctx.app.close();

    // Changes keep being written while no worker runs (another process serves the API meanwhile).
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: ctx.dataDir,
      SESSION_CACHE_MS: '0',
      AUTH_RATE_LIMIT: '1000',
      ...env,
    });
    const later = await buildApp({
      config,
      database: ctx.database,
      sessionSecret: 'test-secret-test-secret-test-secret',
    });
    await later.ready();
    try {
      const again = { ...ctx, app: later };
      await completeConditionReport(later, driver, first.id, 'pickup');
      await completeConditionReport(later, driver, first.id, 'delivery');
      const confirmed = await later.inject({
        method: 'POST',
        url: `/api/recovery-requests/${first.id}/confirm-delivery`,
        headers: { cookie: owner.cookie },
      });
      expect(confirmed.statusCode).toBe(200);
      const cancelled = await later.inject({
        method: 'POST',
        url: `/api/recovery-requests/${second.id}/cancel`,
        headers: { cookie: owner.cookie },
      });
      expect(cancelled.statusCode).toBe(200);

      const events = await again.database.db
        .select()
        .from(webhookEvents)
        .orderBy(asc(webhookEvents.createdAt));
      const typesOf = (jobId: string) =>
        events
          .filter((e) => e.jobId === jobId)
          .sort((a, b) => a.seq - b.seq)
          .map((e) => e.type);
      expect(typesOf(first.id)).toEqual([
        'job.created',
        'job.paid',
        'job.accepted',
        'job.picked_up',
        'job.delivered',
        'job.completed',
      ]);
      expect(typesOf(second.id)).toEqual(['job.created', 'job.paid', 'job.cancelled']);

      await waitFor(() => receiver.acknowledged().length >= events.length, 'every event acknowledged');
      // A moment more: nothing arrives twice.
      await new Promise((r) => setTimeout(r, 300));

      expect(receiver.received.every((r) => r.signed)).toBe(true);
      expect(receiver.received.filter((r) => r.status === 500)).toHaveLength(3);
      const acked = receiver.acknowledged();
      expect(acked.map((r) => r.id).sort()).toEqual(events.map((e) => e.id).sort());
      for (const job of [first.id, second.id]) {
        const sequences = acked.filter((r) => r.jobId === job).map((r) => r.sequence);
        expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
        expect(new Set(sequences).size).toBe(sequences.length);
      }

      // The delivery log: the first event took four attempts, three refused and one answered.
      const log = await later.inject({
        method: 'GET',
        url: `/api/company/webhooks/${endpoint.id}/deliveries`,
        headers: { cookie: owner.cookie },
      });
      expect(log.statusCode).toBe(200);
      const deliveries = log.json() as {
        status: string;
        seq: number;
        jobId: string;
        attempts: { statusCode: number; excerpt: string }[];
      }[];
      expect(deliveries).toHaveLength(events.length);
      expect(deliveries.every((d) => d.status === 'succeeded')).toBe(true);
      const attempts = deliveries.flatMap((d) => d.attempts);
      expect(attempts.filter((a) => a.statusCode === 500)).toHaveLength(3);
      expect(attempts.find((a) => a.statusCode === 500)?.excerpt).toContain('failing on purpose');
      expect(attempts).toHaveLength(events.length + 3);
    } finally {
      await later.close();
    }
  });
});
