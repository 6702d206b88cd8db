import { beforeAll, describe, expect, it } from 'vitest';
import {
  acceptJob,
  completeConditionReport,
  createTestApp,
  freshCardNumber,
  paidJob,
  type SignedUpUser,
  signUp,
  type TestContext,
  verifiedDriver,
} from '../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const req = (user: SignedUpUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { cookie: user.cookie } });

async function subscribe(user: SignedUpUser) {
  const plans = (await req(user, 'GET', '/api/subscriptions/plans')).json() as { id: number; name: string }[];
  const planId = plans.find((p) => p.name === 'Client Monthly')!.id;
  const created = await req(user, 'POST', '/api/subscriptions', { planId });
  expect(created.statusCode, created.body).toBe(201);
  const { subscriptionId, clientSecret, paymentIntentId } = created.json();
  await ctx.app.inject({
    method: 'POST',
    url: `/api/test-gateway/payment-intents/${paymentIntentId}/confirm`,
    payload: { clientSecret, card: { number: freshCardNumber(), expiry: '12/34', cvc: '123' } },
  });
  const confirm = await req(user, 'POST', `/api/subscriptions/${subscriptionId}/confirm`, { clientSecret });
  expect(confirm.statusCode, confirm.body).toBe(200);
}

describe('a data deletion while a move is on the road and a subscription runs', () => {
  it('says what happens to each, refuses without the confirmation, then schedules it', async () => {
    const client = await signUp(ctx.app, { name: 'Dee Leaving' });
    const onRoad = await paidJob(ctx, client, { receiver: { name: 'Rosa Yard', phone: '+1 214 555 0100' } });
    const waiting = await paidJob(ctx, client);
    const driver = await verifiedDriver(ctx);
    await acceptJob(ctx, driver, onRoad.id);
    await completeConditionReport(ctx.app, driver, onRoad.id, 'pickup');
    await subscribe(client);

    const impact = (await req(client, 'GET', '/api/me/deletion-impact')).json();
    expect(impact.graceDays).toBe(30);
    expect(impact.items).toHaveLength(3);
    const [first, second, plan] = impact.items as string[];
    const lines = [first, second].join('\n');
    expect(lines).toContain(`${onRoad.jobNumber} (Dallas, TX 75201 → Detroit, MI 48217) is on the road`);
    expect(lines).toContain('the driver still delivers it and your receiver is still told');
    expect(lines).toContain(
      `${waiting.jobNumber} (Dallas, TX 75201 → Detroit, MI 48217) is paid and waiting`,
    );
    expect(plan).toMatch(/^Your Client Monthly subscription is not cancelled by this request: it renews on/);

    const unasked = await req(client, 'POST', '/api/me/deletion-request', {});
    expect(unasked.statusCode).toBe(409);
    expect(unasked.json()).toMatchObject({ code: 'deletion_impact' });
    expect(unasked.json().message).toContain(onRoad.jobNumber);
    expect((await req(client, 'GET', '/api/me')).json().deletionScheduledFor).toBeNull();

    const confirmed = await req(client, 'POST', '/api/me/deletion-request', { confirmImpact: true });
    expect(confirmed.statusCode, confirmed.body).toBe(202);
    expect(confirmed.json().deletionScheduledFor).not.toBeNull();
  });

  it('asks nothing of an account with nothing under way', async () => {
    const client = await signUp(ctx.app, { name: 'Nell Nothing' });
    expect((await req(client, 'GET', '/api/me/deletion-impact')).json()).toEqual({
      graceDays: 30,
      items: [],
    });
    const res = await req(client, 'POST', '/api/me/deletion-request');
    expect(res.statusCode, res.body).toBe(202);
  });
});
