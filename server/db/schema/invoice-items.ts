/** One line of an invoice or of a subscription charge: both tables keep their lines in an `items` column. */
export interface InvoiceItem {
  description: string;
  quantity: number;
  unitPriceCents: number;
  totalPriceCents: number;
}
