import type Stripe from 'stripe';
import type { InvoicingPort, ProviderInvoice } from './port';

const answer = (invoice: Stripe.Invoice): ProviderInvoice => ({
  id: invoice.id!,
  status: invoice.status === 'paid' ? 'paid' : 'open',
  hostedUrl: invoice.hosted_invoice_url ?? null,
});

/**
 * Stripe Invoicing: a customer per company (found by its metadata, else created), one invoice item per
 * move, the invoice sent for payment by bank transfer or card on Stripe's hosted page, due on our date.
 * Idempotency keys derive from our invoice's id, so a retried issue creates nothing twice.
 */
export function createStripeInvoicing(stripe: Stripe): InvoicingPort {
  async function customerFor(c: Parameters<InvoicingPort['issue']>[0]['customer']) {
    const found = await stripe.customers.search({ query: `metadata['companyId']:'${c.companyId}'` });
    if (found.data[0]) return found.data[0].id;
    const created = await stripe.customers.create(
      {
        name: c.name,
        email: c.email,
        address: { line1: c.address },
        metadata: { companyId: c.companyId, taxId: c.taxId ?? '' },
      },
      { idempotencyKey: `company-${c.companyId}-customer` },
    );
    return created.id;
  }
  return {
    provider: 'stripe',
    async issue(invoice) {
      const customer = await customerFor(invoice.customer);
      const draft = await stripe.invoices.create(
        {
          customer,
          collection_method: 'send_invoice',
          due_date: Math.floor(invoice.dueAt.getTime() / 1000),
          auto_advance: true,
          pending_invoice_items_behavior: 'exclude',
          metadata: { reference: invoice.reference, number: invoice.number },
        },
        { idempotencyKey: `terms-${invoice.reference}-invoice` },
      );
      for (const [i, line] of invoice.lines.entries()) {
        await stripe.invoiceItems.create(
          {
            customer,
            invoice: draft.id,
            amount: line.amountCents,
            currency: 'usd',
            description: line.description,
          },
          { idempotencyKey: `terms-${invoice.reference}-line-${i}` },
        );
      }
      const current = await stripe.invoices.retrieve(draft.id!);
      if (current.status !== 'draft') return answer(current);
      return answer(await stripe.invoices.finalizeInvoice(draft.id!, { auto_advance: true }));
    },
    retrieve: async (id) => answer(await stripe.invoices.retrieve(id)),
    pay: async (id) => answer(await stripe.invoices.retrieve(id)),
    async credit(id, credit) {
      await stripe.creditNotes.create(
        {
          invoice: id,
          lines: [
            {
              type: 'custom_line_item',
              description: credit.description,
              quantity: 1,
              unit_amount: credit.amountCents,
            },
          ],
        },
        { idempotencyKey: `terms-credit-${credit.reference}` },
      );
    },
  };
}
