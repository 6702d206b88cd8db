import { eq } from 'drizzle-orm';
import { companies, companyMembers } from '../db/schema';
import { createJob } from '../test/helpers';
import type { Cast, SecurityObject } from './fixtures';

/** Fixtures of a company's billing (net-30 terms): objects the owner's company holds. */

/** A company whose owner is the cast's owner (as the companies part's sign-up leaves it). */
export async function ownerCompany(cast: Cast): Promise<SecurityObject> {
  const { db } = cast.ctx.database;
  const [member] = await db
    .select({ id: companies.id, legalName: companies.legalName })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, cast.users.owner.id));
  // One company per person: built again for the next actor, it is the same company.
  if (member) return { id: member.id, markers: [member.legalName], related: {} };
  const legalName = `Suite Fleet ${cast.users.owner.id.slice(0, 8)} LLC`;
  const [row] = await db
    .insert(companies)
    .values({
      legalName,
      billingAddress: '1 Suite Way, Austin, TX 78701',
      billingEmail: cast.users.owner.email,
    })
    .returning();
  await db.insert(companyMembers).values({ userId: cast.users.owner.id, companyId: row!.id, role: 'owner' });
  return { id: row!.id, markers: [legalName], related: {} };
}

/** The owner's company on net-30 terms with one move dispatched on terms and its month's invoice issued. */
export async function termsInvoice(cast: Cast): Promise<SecurityObject> {
  const company = await ownerCompany(cast);
  const { db } = cast.ctx.database;
  await db.update(companies).set({ paymentTerms: 'net30' }).where(eq(companies.id, company.id));
  await createJob(cast.ctx.app, cast.users.owner.cookie);
  const terms = await cast.ctx.app.inject({
    method: 'GET',
    url: '/api/company/terms',
    headers: cast.headers('owner'),
  });
  await cast.ctx.app.services.billing.invoiceMonth(terms.json().openMonth.month);
  const again = await cast.ctx.app.inject({
    method: 'GET',
    url: '/api/company/terms',
    headers: cast.headers('owner'),
  });
  const invoice = again.json().invoices[0] as { id: string; number: string };
  return { id: invoice.id, markers: [invoice.id, invoice.number], related: { companyId: company.id } };
}
