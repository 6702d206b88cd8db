import type { Catalog } from '../../lib/i18n';

interface Notice {
  title: string;
  body: string;
}

/** What a client is told when money goes back to their card (a refund, the trip costs' settlement). */
export interface RefundMessages {
  refunded(p: { number: string; refunded: string; paid: string; whole: boolean }): Notice;
  costRefund(p: { number: string; amount: string }): Notice;
}

export const refundMessages = {
  en: {
    refunded: ({ number, refunded, paid, whole }) => ({
      title: `Refund issued for ${number}`,
      body: `${whole ? `${refunded} paid for ${number} is refunded to your card.` : `${refunded} of the ${paid} paid for ${number} is refunded to your card.`} Your bank shows it within a few business days; the credit note is with the invoice.`,
    }),
    costRefund: ({ number, amount }) => ({
      title: `${amount} of ${number} refunded`,
      body: `The driver's return and the fuel cost less than you paid for them: ${amount} is refunded to your card. The credit note is with the invoice.`,
    }),
  },
  es: {
    refunded: ({ number, refunded, paid, whole }) => ({
      title: `Reembolso emitido para ${number}`,
      body: `${whole ? `Se reembolsaron a su tarjeta los ${refunded} pagados por ${number}.` : `Se reembolsaron a su tarjeta ${refunded} de los ${paid} pagados por ${number}.`} Su banco lo mostrará en unos días hábiles; la nota de crédito está con la factura.`,
    }),
    costRefund: ({ number, amount }) => ({
      title: `Se reembolsaron ${amount} de ${number}`,
      body: `El regreso del conductor y el combustible costaron menos de lo que usted pagó: se reembolsan ${amount} a su tarjeta. La nota de crédito está con la factura.`,
    }),
  },
} satisfies Catalog<RefundMessages>;
