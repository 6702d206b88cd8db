import { formatUsd } from '@core/money';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailMessages } from '../../db/schema';
import {
  acceptJob,
  completeConditionReport,
  createTestApp,
  paidJob,
  type SignedUpUser,
  signUp,
  type TestContext,
  verifiedDriver,
} from '../../test/helpers';
import { makeOperator, stepUp } from '../../test/operators';

/**
 * The profile's promise: a client's move's milestones (driver assigned, delivered and awaiting
 * confirmation, a claim's decision, a cancellation and its refund) are e-mailed even while the client
 * has Pathway open, once each, besides the bell.
 */

let ctx: TestContext;
let operator: SignedUpUser;
beforeAll(async () => {
  ctx = await createTestApp();
  operator = await signUp(ctx.app, { name: 'Olga Operator' });
  await makeOperator(ctx, operator);
  await stepUp(ctx.app, operator);
});

const req = (who: SignedUpUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });

const mailTo = (userId: string, kind: string) =>
  ctx.database.db
    .select()
    .from(mailMessages)
    .where(
      and(eq(mailMessages.userId, userId), eq(mailMessages.kind, kind), eq(mailMessages.channel, 'email')),
    );

const bellKinds = async (who: SignedUpUser) =>
  ((await req(who, 'GET', '/api/notifications')).json().notifications as { kind: string }[]).map(
    (n) => n.kind,
  );

/** A client who is connected now (the live socket's heartbeat), so only always-mailed kinds are mailed. */
async function connectedClient(name: string) {
  const client = await signUp(ctx.app, { name });
  await ctx.app.services.notifications.touchPresence([client.id]);
  return client;
}

describe("a connected client's e-mails", () => {
  it('mails the driver assigned, the delivery awaiting confirmation and the claim decided, once each', async () => {
    const client = await connectedClient('Mia Milestones');
    const driver = await verifiedDriver(ctx);
    const job = await paidJob(ctx, client);
    await acceptJob(ctx, driver, job.id);
    const [assigned, ...moreAssigned] = await mailTo(client.id, 'job_accepted');
    expect(moreAssigned).toHaveLength(0);
    expect(assigned!.subject).toBe('Driver accepted');
    expect(assigned!.body).toMatch(/accepted PW-\d+ and is on the way to the pickup/);

    await completeConditionReport(ctx.app, driver, job.id, 'pickup');
    // Chatty kinds still wait for the client to be away.
    expect(await mailTo(client.id, 'pretrip_done')).toHaveLength(0);
    await completeConditionReport(ctx.app, driver, job.id, 'delivery');
    const delivered = await mailTo(client.id, 'job_delivered');
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.body).toContain('waiting for your confirmation');

    const claim = (
      await req(client, 'POST', '/api/claims', {
        jobId: job.id,
        kind: 'damage',
        amountCents: 12_000,
        description: 'A scratch on the driver door, not on the pickup report',
      })
    ).json();
    const decided = await req(operator, 'POST', `/api/admin/claims/${claim.id}/decision`, {
      decision: 'refund',
      refundCents: 12_000,
      reason: 'The delivery photos show the scratch.',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const [decision, ...moreDecisions] = await mailTo(client.id, 'claim_decided');
    expect(moreDecisions).toHaveLength(0);
    expect(decision!.subject).toMatch(/^Claim CL-\d+ decided: /);
    expect(decision!.body).toContain('$120.00 refunded');
    expect(decision!.body).toContain('The delivery photos show the scratch.');
    expect(await bellKinds(client)).toEqual(
      expect.arrayContaining(['job_accepted', 'job_delivered', 'claim_decided']),
    );
    // The driver is told the decision too.
    expect(await bellKinds(driver)).toContain('claim_decided');
  });

  it("mails the client's own cancellation and then its refund", async () => {
    const client = await connectedClient('Carl Cancels');
    const job = await paidJob(ctx, client);
    const cancelled = await req(client, 'POST', `/api/recovery-requests/${job.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [cancelMail, ...moreCancels] = await mailTo(client.id, 'job_cancelled');
    expect(moreCancels).toHaveLength(0);
    expect(cancelMail!.body).toMatch(/PW-\d+ was cancelled\. We e-mail you when its refund is issued/);
    const [refund, ...moreRefunds] = await mailTo(client.id, 'job_refunded');
    expect(moreRefunds).toHaveLength(0);
    expect(refund!.subject).toMatch(/^Refund issued for PW-\d+$/);
    expect(refund!.body).toContain(`${formatUsd(job.priceCents)} paid for`);
    // Asking again (a retry of an unfinished refund) sends nothing more.
    await req(client, 'POST', `/api/recovery-requests/${job.id}/cancel`);
    expect(await mailTo(client.id, 'job_refunded')).toHaveLength(1);
  });

  it("mails an operator's cancellation once, in the operator's words, and its partial refund", async () => {
    const client = await connectedClient('Pia Partial');
    const driver = await verifiedDriver(ctx);
    const job = await paidJob(ctx, client);
    await acceptJob(ctx, driver, job.id);
    const res = await req(operator, 'POST', `/api/admin/jobs/${job.id}/refund`, {
      amountCents: 10_000,
      reason: 'The truck was sold before pickup',
    });
    expect(res.statusCode, res.body).toBe(200);
    const cancelMails = await mailTo(client.id, 'job_cancelled');
    expect(cancelMails).toHaveLength(1);
    expect(cancelMails[0]!.body).toContain('The truck was sold before pickup.');
    expect(cancelMails[0]!.body).toContain('$100.00 is being refunded to your card');
    const [refund] = await mailTo(client.id, 'job_refunded');
    expect(refund!.body).toContain(`$100.00 of the ${formatUsd(job.priceCents)} paid for`);
    // The driver hears it once too, as the operator put it.
    const driverBell = (await req(driver, 'GET', '/api/notifications')).json().notifications as {
      kind: string;
      body: string;
    }[];
    const driverCancels = driverBell.filter((n) => n.kind === 'job_cancelled');
    expect(driverCancels).toHaveLength(1);
    expect(driverCancels[0]!.body).toContain('Dispatch cancelled');
  });
});
