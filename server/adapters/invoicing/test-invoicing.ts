import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { testGatewayInvoices } from '../../db/schema';
import type { InvoicingPort, ProviderInvoice } from './port';

type Row = typeof testGatewayInvoices.$inferSelect;
const answer = (row: Row): ProviderInvoice => ({ id: row.id, status: row.status, hostedUrl: null });

/**
 * The offline invoicing provider: it keeps the invoices it is given in its own table and, when asked
 * to, takes a test payment for one (a test card charge recorded against it). Nothing leaves the server.
 */
export function createTestInvoicing(db: Db, now: () => Date = () => new Date()): InvoicingPort {
  const find = async (id: string) => {
    const [row] = await db.select().from(testGatewayInvoices).where(eq(testGatewayInvoices.id, id));
    if (!row) throw new Error(`test invoicing: no invoice ${id}`);
    return row;
  };
  return {
    provider: 'test',
    async issue(invoice) {
      await db
        .insert(testGatewayInvoices)
        .values({
          id: `tin_${randomBytes(12).toString('hex')}`,
          reference: invoice.reference,
          customerEmail: invoice.customer.email,
          amountCents: invoice.amountCents,
          status: 'open',
          dueAt: invoice.dueAt,
        })
        .onConflictDoNothing({ target: testGatewayInvoices.reference });
      const [row] = await db
        .select()
        .from(testGatewayInvoices)
        .where(eq(testGatewayInvoices.reference, invoice.reference));
      return answer(row!);
    },
    retrieve: async (id) => answer(await find(id)),
    // The test provider keeps what is left to pay (its credit notes are our credited_cents).
    async credit(id, credit) {
      await db
        .update(testGatewayInvoices)
        .set({ amountCents: sql`${testGatewayInvoices.amountCents} - ${credit.amountCents}` })
        .where(sql`${testGatewayInvoices.id} = ${id} and ${testGatewayInvoices.status} = 'open'`);
    },
    async pay(id) {
      await db
        .update(testGatewayInvoices)
        .set({ status: 'paid', paidAt: now(), paymentId: sql`'tpy_' || md5(random()::text)` })
        .where(sql`${testGatewayInvoices.id} = ${id} and ${testGatewayInvoices.status} = 'open'`);
      return answer(await find(id));
    },
  };
}
