import type { CompanyRole } from '@core/companies';
import { and, desc, eq } from 'drizzle-orm';
import type { App } from '../app';
import type { Database } from '../db/client';
import { mailMessages } from '../db/schema';

/** A company's details as an owner enters them. */
export const acmeDetails = (legalName = 'Acme Fleet LLC') => ({
  legalName,
  billingAddress: '100 Main St, Dallas, TX 75201',
  taxId: '12-3456789',
  billingEmail: 'ap@acme.example.com',
});

type Cookie = { cookie: string };

/** POST /api/company as the person (they become its owner); the company's id. */
export async function createCompany(app: App, owner: Cookie, legalName?: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/company',
    headers: { cookie: owner.cookie },
    payload: acmeDetails(legalName),
  });
  if (res.statusCode !== 201) throw new Error(`create company ${res.statusCode}: ${res.body}`);
  return res.json().company.id;
}

/** The token of the newest invitation e-mailed to the address (read from the offline outbox). */
export async function inviteTokenFor(database: Database, email: string): Promise<string> {
  const [mail] = await database.db
    .select({ body: mailMessages.body })
    .from(mailMessages)
    .where(and(eq(mailMessages.toAddress, email.toLowerCase()), eq(mailMessages.kind, 'company_invite')))
    .orderBy(desc(mailMessages.createdAt))
    .limit(1);
  const token = mail && /\/join\/([\w-]+)/.exec(mail.body)?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}

/** The owner invites the member with the role, and the member accepts through the e-mailed link. */
export async function addMember(
  ctx: { app: App; database: Database },
  owner: Cookie,
  member: Cookie & { email: string },
  role: CompanyRole,
): Promise<void> {
  const invited = await ctx.app.inject({
    method: 'POST',
    url: '/api/company/invites',
    headers: { cookie: owner.cookie },
    payload: { email: member.email, role },
  });
  if (invited.statusCode !== 201) throw new Error(`invite ${invited.statusCode}: ${invited.body}`);
  const token = await inviteTokenFor(ctx.database, member.email);
  const accepted = await ctx.app.inject({
    method: 'POST',
    url: `/api/company/invitations/${token}/accept`,
    headers: { cookie: member.cookie },
  });
  if (accepted.statusCode !== 200) throw new Error(`accept ${accepted.statusCode}: ${accepted.body}`);
}
