import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { createTestApp, paidJob, type SignedUpUser, signUp, verifiedDriver } from '../../test/helpers';
import { makeOperator } from '../../test/operators';
import { makeCompany } from './test-support';

/** Endpoints: owners of the company only; other companies, personal clients, drivers and operators refused. */
// No poller: nothing here may reach the public address the endpoints name.
const ctx = await createTestApp({ WEBHOOKS_POLL_MS: '0' });
const PUBLIC_URL = 'https://93.184.216.34/pathway-hooks';

const call = (cookie: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

let owner: SignedUpUser;
let otherOwner: SignedUpUser;
const members: Record<'dispatcher' | 'billing' | 'viewer', SignedUpUser> = {} as never;

beforeAll(async () => {
  owner = await signUp(ctx.app, { name: 'Owner A' });
  for (const role of ['dispatcher', 'billing', 'viewer'] as const)
    members[role] = await signUp(ctx.app, { name: role });
  await makeCompany(ctx, [
    { id: owner.id, role: 'owner' },
    ...(['dispatcher', 'billing', 'viewer'] as const).map((role) => ({ id: members[role].id, role })),
  ]);
  otherOwner = await signUp(ctx.app, { name: 'Owner B' });
  await makeCompany(ctx, [{ id: otherOwner.id, role: 'owner' }]);
});

describe('webhook endpoints', () => {
  it('are created by an owner with the secret shown once, then listed, changed and deleted', async () => {
    const res = await call(owner.cookie, 'POST', '/api/company/webhooks', {
      url: PUBLIC_URL,
      events: ['job.created', 'job.created', 'claim.opened'],
    });
    expect(res.statusCode).toBe(201);
    const { endpoint, secret } = res.json();
    expect(secret).toMatch(/^whsec_/);
    expect(endpoint).toMatchObject({
      url: PUBLIC_URL,
      events: ['job.created', 'claim.opened'],
      enabled: true,
      secretHint: secret.slice(-4),
    });
    // Stored encrypted, never in the clear, and never answered again.
    const [row] = await ctx.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id));
    expect(row!.secretCiphertext).not.toContain(secret.slice(6));
    const list = await call(owner.cookie, 'GET', '/api/company/webhooks');
    expect(list.json()).toEqual([endpoint]);
    expect(list.body).not.toContain(secret.slice(6));

    const off = await call(owner.cookie, 'PATCH', `/api/company/webhooks/${endpoint.id}`, { enabled: false });
    expect(off.json()).toMatchObject({ enabled: false });
    expect((await call(owner.cookie, 'PATCH', `/api/company/webhooks/${endpoint.id}`, {})).statusCode).toBe(
      400,
    );
    expect((await call(owner.cookie, 'DELETE', `/api/company/webhooks/${endpoint.id}`)).statusCode).toBe(204);
    expect((await call(owner.cookie, 'GET', '/api/company/webhooks')).json()).toEqual([]);
  });

  it('refuse http, private and loopback addresses, bad URLs and unknown events', async () => {
    const cases: [string, string[], string][] = [
      ['http://93.184.216.34/hook', ['job.created'], 'bad_url'],
      ['https://127.0.0.1/hook', ['job.created'], 'private_url'],
      ['https://169.254.169.254/latest/meta-data', ['job.created'], 'private_url'],
      ['https://[::1]/hook', ['job.created'], 'private_url'],
      ['https://localhost/hook', ['job.created'], 'private_url'],
      ['https://user:pw@93.184.216.34/hook', ['job.created'], 'bad_url'],
      ['not a url', ['job.created'], 'bad_url'],
    ];
    for (const [url, events, code] of cases) {
      const res = await call(owner.cookie, 'POST', '/api/company/webhooks', { url, events });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code, url).toBe(code);
    }
    const unknown = await call(owner.cookie, 'POST', '/api/company/webhooks', {
      url: PUBLIC_URL,
      events: ['job.teleported'],
    });
    expect(unknown.statusCode).toBe(400);
    const none = await call(owner.cookie, 'POST', '/api/company/webhooks', { url: PUBLIC_URL, events: [] });
    expect(none.statusCode).toBe(400);
  });

  it('are refused to other roles, personal clients, drivers and operators, and hidden from other companies', async () => {
    const created = await call(owner.cookie, 'POST', '/api/company/webhooks', {
      url: PUBLIC_URL,
      events: ['job.created'],
    });
    const { endpoint } = created.json();
    // An event and its delivery, so the log and the resend have something to refuse.
    await paidJob(ctx, owner);
    const [delivery] = await ctx.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(delivery).toBeDefined();
    await ctx.database.db
      .update(webhookDeliveries)
      .set({ status: 'failed' })
      .where(eq(webhookDeliveries.id, delivery!.id));

    const personal = await signUp(ctx.app, { name: 'Personal' });
    const driver = await verifiedDriver(ctx);
    const operator = await signUp(ctx.app, { name: 'Operator' });
    await makeOperator(ctx, operator);
    const routes: [method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: object][] = [
      ['GET', '/api/company/webhooks'],
      ['POST', '/api/company/webhooks', { url: PUBLIC_URL, events: ['job.created'] }],
      ['PATCH', `/api/company/webhooks/${endpoint.id}`, { enabled: false }],
      ['GET', `/api/company/webhooks/${endpoint.id}/deliveries`],
      ['POST', `/api/company/webhooks/deliveries/${delivery!.id}/resend`],
      ['DELETE', `/api/company/webhooks/${endpoint.id}`],
    ];
    const refused = [
      ...(['dispatcher', 'billing', 'viewer'] as const).map(
        (r) => [r, members[r].cookie, 403, 'company_role'] as const,
      ),
      ['personal', personal.cookie, 403, 'no_company'] as const,
      ['driver', driver.cookie, 403, 'no_company'] as const,
      ['operator', operator.cookie, 403, 'no_company'] as const,
    ];
    for (const [method, url, body] of routes) {
      for (const [who, cookie, status, code] of refused) {
        const res = await call(cookie, method, url, body);
        expect(res.statusCode, `${who} ${method} ${url}`).toBe(status);
        expect(res.json().code, `${who} ${method} ${url}`).toBe(code);
      }
      if (url === '/api/company/webhooks') continue;
      // Another company's owner: as if it did not exist.
      const other = await call(otherOwner.cookie, method, url, body);
      expect(other.statusCode, `other company ${method} ${url}`).toBe(404);
      expect(other.body).not.toContain(PUBLIC_URL);
    }
    expect((await call(otherOwner.cookie, 'GET', '/api/company/webhooks')).json()).toEqual([]);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/company/webhooks' });
    expect(anonymous.statusCode).toBe(401);

    // Nothing changed by the refusals; the owner still resends and reads the log.
    const log = await call(owner.cookie, 'GET', `/api/company/webhooks/${endpoint.id}/deliveries`);
    expect(log.json()).toEqual([
      expect.objectContaining({ id: delivery!.id, eventType: 'job.created', status: 'failed' }),
    ]);
    expect(
      (await call(owner.cookie, 'POST', `/api/company/webhooks/deliveries/${delivery!.id}/resend`))
        .statusCode,
    ).toBe(204);
    const again = await call(owner.cookie, 'POST', `/api/company/webhooks/deliveries/${delivery!.id}/resend`);
    expect(again.statusCode).toBe(409);
  });
});
