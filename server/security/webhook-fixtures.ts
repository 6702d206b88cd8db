import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { companies, companyMembers, webhookDeliveries, webhookEndpoints, webhookEvents } from '../db/schema';
import type { TestContext } from '../test/helpers';

/** What these builders need of fixtures.ts's cast (typed here: fixtures.ts imports this file). */
type Cast = { ctx: TestContext; users: { owner: { id: string } } };
type SecurityObject = { id: string; markers: string[]; related: Record<string, string> };

/**
 * Webhook objects for the access matrix: the owner made the owner of a company, with an endpoint (turned
 * off, so nothing is sent from the suite) and one delivered event in its log.
 */
async function ownersEndpoint(cast: Cast) {
  const { db } = cast.ctx.database;
  // The cast is reused for each actor's object: the owner's company is made once.
  const [member] = await db
    .select()
    .from(companyMembers)
    .where(eq(companyMembers.userId, cast.users.owner.id));
  const company = member
    ? { id: member.companyId }
    : (
        await db
          .insert(companies)
          .values({ legalName: 'Suite Fleet', billingAddress: '1 Suite Way', billingEmail: 'ap@suite.test' })
          .returning()
      )[0];
  if (!member)
    await db
      .insert(companyMembers)
      .values({ userId: cast.users.owner.id, companyId: company!.id, role: 'owner' });
  const url = `https://93.184.216.34/${randomUUID()}`;
  const [endpoint] = await db
    .insert(webhookEndpoints)
    .values({
      companyId: company!.id,
      url,
      events: ['job.created'],
      secretCiphertext: 'v1.x.x.x',
      secretHint: 'abcd',
      enabled: false,
    })
    .returning();
  return { companyId: company!.id, endpoint: endpoint!, url };
}

export async function webhookEndpoint(cast: Cast): Promise<SecurityObject> {
  const { endpoint, url } = await ownersEndpoint(cast);
  return { id: endpoint.id, markers: [url], related: {} };
}

export async function webhookDelivery(cast: Cast): Promise<SecurityObject> {
  const { companyId, endpoint, url } = await ownersEndpoint(cast);
  const { db } = cast.ctx.database;
  const eventId = `evt_${randomUUID().replaceAll('-', '')}`;
  const jobId = randomUUID();
  await db
    .insert(webhookEvents)
    .values({ id: eventId, companyId, jobId, seq: 1, type: 'job.created', data: {} });
  const [delivery] = await db
    .insert(webhookDeliveries)
    .values({ eventId, endpointId: endpoint.id, jobId, seq: 1, status: 'succeeded' })
    .returning();
  return { id: delivery!.id, markers: [eventId, url], related: { endpointId: endpoint.id } };
}
