import type { CompanyRole } from '@core/companies';
import type { App } from '../../app';
import { companies, companyMembers } from '../../db/schema';
import { type SignedUpUser, signUp, type TestContext } from '../../test/helpers';
import { stepUp } from '../../test/operators';

/** A company with an owner (and members in the given roles), set up in the database. */
export async function companyOf(ctx: TestContext, roles: CompanyRole[] = []) {
  const [company] = await ctx.database.db
    .insert(companies)
    .values({
      legalName: 'Acme Fleet LLC',
      billingAddress: '1 Main St, Dallas, TX',
      billingEmail: 'ap@acme.example',
    })
    .returning();
  const owner = await signUp(ctx.app, { name: 'Olivia Owner' });
  await ctx.database.db
    .insert(companyMembers)
    .values({ userId: owner.id, companyId: company!.id, role: 'owner' });
  const members: SignedUpUser[] = [];
  for (const role of roles) {
    const member = await signUp(ctx.app, { name: `Member ${role}` });
    await ctx.database.db.insert(companyMembers).values({ userId: member.id, companyId: company!.id, role });
    members.push(member);
  }
  return { id: company!.id, owner, members };
}

/** A new API key of the owner's company, made through the settings' route behind the step-up. */
export async function apiKeyOf(
  app: App,
  owner: SignedUpUser,
  body: { scope?: 'read' | 'write'; mode?: 'test' | 'live'; name?: string } = {},
): Promise<{ id: string; secret: string }> {
  await stepUp(app, owner);
  const res = await app.inject({
    method: 'POST',
    url: '/api/company/api-keys',
    headers: { cookie: owner.cookie },
    payload: { name: 'ERP', scope: 'write', mode: 'live', ...body },
  });
  if (res.statusCode !== 201) throw new Error(`api key failed ${res.statusCode}: ${res.body}`);
  return res.json();
}

/** A request to /api/v1 with a key. */
export function v1(
  app: App,
  secret: string,
  method: 'GET' | 'POST',
  url: string,
  opts: { payload?: unknown; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${secret}`, ...opts.headers },
    ...(opts.payload === undefined ? {} : { payload: opts.payload as object }),
  });
}
