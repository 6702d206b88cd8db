import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookieOf, type TestContext } from '../test/helpers';
import { DEMO_COMPANY, seedDemoCompany } from './company';
import { DEMO_PASSWORD, seedDemoData, seedDemoVerifiedContacts } from './demo';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const signIn = async (email: string) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: DEMO_PASSWORD },
  });
  expect(res.statusCode, email).toBe(200);
  return sessionCookieOf(res);
};

describe('the demo company', () => {
  it('has the demo client as owner and the demo dispatcher sharing its truck and move; idempotent', async () => {
    await seedDemoData(ctx.database.db);
    await seedDemoVerifiedContacts(ctx.app.services);
    await seedDemoCompany(ctx.app.services);
    await seedDemoCompany(ctx.app.services);
    const owner = await signIn('client@demo.pathway');
    const dispatcher = await signIn('dispatcher@demo.pathway');
    const get = (cookie: string, url: string) =>
      ctx.app.inject({ method: 'GET', url, headers: { cookie } }).then((r) => r.json());
    expect(await get(owner, '/api/company')).toMatchObject({
      role: 'owner',
      company: { legalName: DEMO_COMPANY.legalName },
    });
    expect((await get(dispatcher, '/api/company')).role).toBe('dispatcher');
    const people = await get(owner, '/api/company/people');
    expect(people.members).toHaveLength(2);
    expect(await get(dispatcher, '/api/vehicles')).toHaveLength(1);
    const moves = (await get(dispatcher, '/api/recovery-requests')).filter(
      (j: { notes: string | null }) => j.notes === 'Demo company move',
    );
    expect(moves).toHaveLength(1);
  });
});
