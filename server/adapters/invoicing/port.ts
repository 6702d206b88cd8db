/**
 * The invoicing port: a company's month of moves on terms, invoiced by a provider that collects it
 * (Stripe Invoicing, or the test provider offline). Every call is idempotent by our invoice's id.
 */
export interface IssueInvoice {
  /** Our invoice's id: issuing it again answers the same provider invoice. */
  reference: string;
  number: string;
  customer: { companyId: string; name: string; email: string; address: string; taxId: string | null };
  lines: { description: string; amountCents: number }[];
  amountCents: number;
  dueAt: Date;
}

export interface ProviderInvoice {
  id: string;
  status: 'open' | 'paid';
  /** Where the customer pays it (Stripe's hosted invoice page); null when the provider has none. */
  hostedUrl: string | null;
}

export interface InvoicingPort {
  provider: 'test' | 'stripe';
  issue(invoice: IssueInvoice): Promise<ProviderInvoice>;
  /** The invoice as the provider has it now. */
  retrieve(id: string): Promise<ProviderInvoice>;
  /**
   * The customer pays now: the test provider takes a test payment at once; Stripe's invoice is paid on
   * its hosted page (answered open with the page's address).
   */
  pay(id: string): Promise<ProviderInvoice>;
  /** A move on an open invoice was cancelled: its credit note, once per `reference`. */
  credit(id: string, credit: { reference: string; description: string; amountCents: number }): Promise<void>;
}
