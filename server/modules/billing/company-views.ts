import type { BilledCompany } from '@core/contracts/payments';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies, orders } from '../../db/schema';

/**
 * Read-only projections of the companies and orders tables for billing (those domains' own modules are
 * other parts' work): who an invoice bills and its order's PO number and cost centre.
 */
export const companyBillingViews = {
  /** The company a move is billed to, as it is now (kept on the invoice at issue); null for a person's. */
  async billedCompany(
    db: DbOrTx,
    job: { companyId: string | null; orderId: string | null },
  ): Promise<BilledCompany | null> {
    if (!job.companyId) return null;
    const [company] = await db.select().from(companies).where(eq(companies.id, job.companyId));
    if (!company) return null;
    const [order] = job.orderId
      ? await db
          .select({ poNumber: orders.poNumber, costCentre: orders.costCentre })
          .from(orders)
          .where(eq(orders.id, job.orderId))
      : [];
    return {
      legalName: company.legalName,
      billingAddress: company.billingAddress,
      taxId: company.taxId,
      poNumber: order?.poNumber ?? null,
      costCentre: order?.costCentre ?? null,
    };
  },
};
