import { Validator } from '@seriousme/openapi-schema-validator';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyMembers } from '../../db/schema';
import { createJob, createTestApp, signUp, type TestContext } from '../../test/helpers';
import { stepUp } from '../../test/operators';
import { apiKeyOf, companyOf, v1 } from './test-support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const quote = {
  vehicleType: 'bobtail',
  pickupLocation: 'Dallas, TX 75201',
  destination: 'Detroit, MI 48217',
};

describe('API keys', () => {
  it('are made by an owner behind the step-up, shown once, listed with their prefix and last use, and revoked at once', async () => {
    const acme = await companyOf(ctx);
    const body = { name: 'ERP', scope: 'read', mode: 'live' };
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/company/api-keys',
      headers: { cookie: acme.owner.cookie },
      payload: body,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('step_up_required');

    await stepUp(ctx.app, acme.owner);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/company/api-keys',
      headers: { cookie: acme.owner.cookie },
      payload: body,
    });
    expect(created.statusCode).toBe(201);
    const key = created.json();
    expect(key.secret).toMatch(/^pw_live_[A-Za-z0-9_-]{32}$/);
    expect(key.secret.startsWith(key.prefix)).toBe(true);

    const list = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/company/api-keys',
          headers: { cookie: acme.owner.cookie },
        })
      ).json();
    expect((await list())[0]).toMatchObject({ id: key.id, name: 'ERP', lastUsedAt: null, revokedAt: null });
    expect(JSON.stringify(await list())).not.toContain(key.secret);

    expect((await v1(ctx.app, key.secret, 'GET', '/jobs')).statusCode).toBe(200);
    expect((await list())[0].lastUsedAt).not.toBeNull();

    const revoked = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/company/api-keys/${key.id}`,
      headers: { cookie: acme.owner.cookie },
    });
    expect(revoked.statusCode).toBe(200);
    const after = await v1(ctx.app, key.secret, 'GET', '/jobs');
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({
      error: { type: 'authentication_error', code: 'invalid_api_key', message: expect.any(String) },
    });
  });

  it('are refused to members who do not manage the company, and to another company', async () => {
    const acme = await companyOf(ctx, ['dispatcher']);
    const other = await companyOf(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/company/api-keys',
      headers: { cookie: acme.members[0]!.cookie },
      payload: { name: 'x', scope: 'write', mode: 'live' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('company_role');
    const key = await apiKeyOf(ctx.app, acme.owner);
    const revoke = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/company/api-keys/${key.id}`,
      headers: { cookie: other.owner.cookie },
    });
    expect(revoke.statusCode).toBe(404);
    expect((await v1(ctx.app, key.secret, 'GET', '/jobs')).statusCode).toBe(200);
  });

  it("stop with their maker's power: a key whose owner is no longer an owner is refused", async () => {
    const acme = await companyOf(ctx);
    const key = await apiKeyOf(ctx.app, acme.owner);
    expect((await v1(ctx.app, key.secret, 'GET', '/jobs')).statusCode).toBe(200);
    await ctx.database.db
      .update(companyMembers)
      .set({ role: 'dispatcher' })
      .where(eq(companyMembers.userId, acme.owner.id));
    expect((await v1(ctx.app, key.secret, 'GET', '/jobs')).json().error.code).toBe('invalid_api_key');
  });
});

describe('/api/v1 authentication and errors', () => {
  it('takes a bearer key only: a session cookie is not enough', async () => {
    const acme = await companyOf(ctx);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/jobs',
      headers: { cookie: acme.owner.cookie },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatchObject({ type: 'authentication_error', code: 'missing_api_key' });
    const bad = await v1(ctx.app, 'pw_live_notakeynotakeynotakeynotakeyxx', 'GET', '/jobs');
    expect(bad.json().error.code).toBe('invalid_api_key');
  });

  it('answers unknown paths and bad input in the one error shape', async () => {
    const acme = await companyOf(ctx);
    const key = await apiKeyOf(ctx.app, acme.owner);
    const missing = await v1(ctx.app, key.secret, 'GET', '/nothing-here');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toMatchObject({ type: 'not_found_error', code: 'route_not_found' });
    const invalid = await v1(ctx.app, key.secret, 'POST', '/quotes', {
      payload: { ...quote, pickupLocation: '' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toMatchObject({
      type: 'invalid_request_error',
      code: 'validation_error',
      fields: { pickupLocation: 'Pickup location is required' },
    });
  });

  it('a read key reads; writing needs the write scope', async () => {
    const acme = await companyOf(ctx);
    const job = await createJob(ctx.app, acme.owner.cookie);
    const read = await apiKeyOf(ctx.app, acme.owner, { scope: 'read' });
    expect((await v1(ctx.app, read.secret, 'GET', `/jobs/${job.id}`)).json()).toMatchObject({
      object: 'job',
      id: job.id,
      number: job.jobNumber,
      livemode: true,
    });
    const cancel = await v1(ctx.app, read.secret, 'POST', `/jobs/${job.id}/cancel`);
    expect(cancel.statusCode).toBe(403);
    expect(cancel.json().error).toMatchObject({ type: 'permission_error', code: 'insufficient_scope' });
    const write = await apiKeyOf(ctx.app, acme.owner, { scope: 'write' });
    const cancelled = await v1(ctx.app, write.secret, 'POST', `/jobs/${job.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
  });

  it("never shows another company's objects, nor the key maker's personal ones (404)", async () => {
    const acme = await companyOf(ctx);
    const rival = await companyOf(ctx);
    const acmeJob = await createJob(ctx.app, acme.owner.cookie);
    const rivalKey = await apiKeyOf(ctx.app, rival.owner);
    for (const path of [
      `/jobs/${acmeJob.id}`,
      `/jobs/${acmeJob.jobNumber}`,
      `/jobs/${acmeJob.id}/tracking`,
      `/jobs/${acmeJob.id}/documents`,
    ]) {
      const res = await v1(ctx.app, rivalKey.secret, 'GET', path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().error.type).toBe('not_found_error');
    }
    expect((await v1(ctx.app, rivalKey.secret, 'POST', `/jobs/${acmeJob.id}/cancel`)).statusCode).toBe(404);
    expect((await v1(ctx.app, rivalKey.secret, 'GET', '/jobs')).json().data).toEqual([]);
  });

  it('keeps test and live apart: a test key does not see live moves', async () => {
    const acme = await companyOf(ctx);
    const job = await createJob(ctx.app, acme.owner.cookie);
    const test = await apiKeyOf(ctx.app, acme.owner, { mode: 'test' });
    expect(test.secret).toMatch(/^pw_test_/);
    expect((await v1(ctx.app, test.secret, 'GET', `/jobs/${job.id}`)).statusCode).toBe(404);
    expect((await v1(ctx.app, test.secret, 'GET', '/jobs')).json().data).toEqual([]);
    const live = await apiKeyOf(ctx.app, acme.owner, { mode: 'live' });
    expect(
      (await v1(ctx.app, live.secret, 'GET', '/jobs')).json().data.map((j: { id: string }) => j.id),
    ).toEqual([job.id]);
  });
});

describe('/api/v1 resources', () => {
  it('lists jobs newest first by cursor, and gives their tracking and documents', async () => {
    const acme = await companyOf(ctx);
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) ids.push((await createJob(ctx.app, acme.owner.cookie)).id);
    const key = await apiKeyOf(ctx.app, acme.owner, { scope: 'read' });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { data: { id: string }[]; nextCursor: string | null } = (
        await v1(ctx.app, key.secret, 'GET', `/jobs?limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      ).json();
      expect(page.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.data.map((j) => j.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
    const badCursor = await v1(ctx.app, key.secret, 'GET', '/jobs?cursor=nonsense');
    expect(badCursor.json().error.code).toBe('invalid_cursor');

    const tracking = (await v1(ctx.app, key.secret, 'GET', `/jobs/${ids[0]}/tracking`)).json();
    expect(tracking).toMatchObject({ object: 'tracking', status: 'pending', position: null });
    expect(tracking.events.map((e: { type: string }) => e.type)).toContain('created');
    const documents = (await v1(ctx.app, key.secret, 'GET', `/jobs/${ids[0]}/documents`)).json();
    expect(documents).toEqual({
      object: 'documents',
      jobId: ids[0],
      billOfLadingUrl: null,
      conditionReports: [],
    });
    const noBol = await v1(ctx.app, key.secret, 'GET', `/jobs/${ids[0]}/bill-of-lading`);
    expect(noBol.statusCode).toBe(404);
  });

  it('prices a quote at the server distance', async () => {
    const acme = await companyOf(ctx);
    const key = await apiKeyOf(ctx.app, acme.owner, { scope: 'read' });
    const res = await v1(ctx.app, key.secret, 'POST', '/quotes', { payload: quote });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ object: 'quote', miles: 1190, totalCents: 231_953 });
  });
});

describe('Idempotency-Key', () => {
  it('returns the first answer for the same body and refuses another body', async () => {
    const acme = await companyOf(ctx);
    const key = await apiKeyOf(ctx.app, acme.owner);
    const headers = { 'idempotency-key': 'quote-1' };
    const first = await v1(ctx.app, key.secret, 'POST', '/quotes', { payload: quote, headers });
    const again = await v1(ctx.app, key.secret, 'POST', '/quotes', { payload: quote, headers });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const other = await v1(ctx.app, key.secret, 'POST', '/quotes', {
      payload: { ...quote, destination: 'Phoenix, AZ 85001' },
      headers,
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().error).toMatchObject({ type: 'idempotency_error', code: 'idempotency_key_reused' });
    // Keys are per API key: another key may use the same one.
    const second = await apiKeyOf(ctx.app, acme.owner);
    const fresh = await v1(ctx.app, second.secret, 'POST', '/quotes', {
      payload: { ...quote, destination: 'Phoenix, AZ 85001' },
      headers,
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('serialises 20 identical requests sent at once: one is done, 19 get its answer', async () => {
    const acme = await companyOf(ctx);
    const job = await createJob(ctx.app, acme.owner.cookie);
    const key = await apiKeyOf(ctx.app, acme.owner);
    const headers = { 'idempotency-key': `cancel-${job.id}` };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        v1(ctx.app, key.secret, 'POST', `/jobs/${job.id}/cancel`, { headers }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => a.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });
});

describe('OpenAPI', () => {
  it('serves a valid OpenAPI 3.1 document without a key, generated from the routes', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/quotes',
        '/api/v1/jobs',
        '/api/v1/jobs/{id}/bill-of-lading',
        '/api/v1/invoices/{id}/pdf',
      ]),
    );
    for (const [name, schema] of Object.entries(doc.components.schemas))
      expect((schema as { type?: string }).type, name).toBe('object');
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/v1/jobs/{id}'].get.responses['404'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Error',
    });
    expect(doc.paths['/api/v1/quotes'].post.parameters.map((p: { name: string }) => p.name)).toContain(
      'Idempotency-Key',
    );
  });
});

describe('rate limit', () => {
  it('counts each key on its own and answers 429 with Retry-After past the budget', async () => {
    const limited = await createTestApp({ API_V1_RATE_LIMIT: '3' });
    const acme = await companyOf(limited);
    const a = await apiKeyOf(limited.app, acme.owner);
    const b = await apiKeyOf(limited.app, acme.owner);
    for (let i = 0; i < 3; i += 1)
      expect((await v1(limited.app, a.secret, 'GET', '/jobs')).statusCode).toBe(200);
    const refused = await v1(limited.app, a.secret, 'GET', '/jobs');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().error).toMatchObject({ type: 'rate_limit_error', code: 'rate_limited' });
    expect((await v1(limited.app, b.secret, 'GET', '/jobs')).statusCode).toBe(200);
  });
});

it('a personal client has no API keys', async () => {
  const client = await signUp(ctx.app);
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/company/api-keys',
    headers: { cookie: client.cookie },
  });
  expect(res.statusCode).toBe(403);
  expect(res.json().code).toBe('no_company');
});
