import { formatMoment } from '@core/moment';
import type { Catalog } from '../../lib/i18n';

interface Notice {
  title: string;
  body: string;
}

/** What a driver is told about their way home (tickets) and their receipts. */
export interface TripCostMessages {
  ticketBooked(p: { number: string; carrier: string; confirmation: string }): Notice;
  ticketReminder(p: {
    carrier: string;
    departsAt: Date;
    confirmation: string;
    suspensionDays: number;
  }): Notice;
  ticketMissed(p: { number: string; cost: string; suspensionDays: number | null }): Notice;
  ticketExcused(p: { number: string; reason: string; lifted: boolean }): Notice;
  receiptApproved(p: { kind: ReceiptKind; amount: string; releasedNow: boolean }): Notice;
  receiptRejected(p: { kind: ReceiptKind; note: string }): Notice;
}

type ReceiptKind = 'fuel' | 'return_receipt' | 'return_ticket';
const EN_KIND: Record<ReceiptKind, string> = {
  fuel: 'fuel receipt',
  return_receipt: 'return travel receipt',
  return_ticket: 'return ticket',
};
const ES_KIND: Record<ReceiptKind, string> = {
  fuel: 'su recibo de combustible',
  return_receipt: 'su recibo del regreso a casa',
  return_ticket: 'su boleto de regreso',
};

export const tripCostMessages = {
  en: {
    ticketBooked: ({ number, carrier, confirmation }) => ({
      title: `Your ticket home from ${number} is booked`,
      body: `${carrier}, confirmation ${confirmation}: see the times on the job.`,
    }),
    ticketReminder: ({ carrier, departsAt, confirmation, suspensionDays }) => ({
      title: 'Your ticket home departs soon',
      body: `${carrier} departs ${departsAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, confirmation ${confirmation}. A missed ticket is charged to you and suspends you for ${suspensionDays} days.`,
    }),
    ticketMissed: ({ number, cost, suspensionDays }) => ({
      title: `Missed transportation on ${number}`,
      body: `The ticket's ${cost} is kept back from your next payouts${suspensionDays !== null ? `, and your account is suspended for ${suspensionDays} days` : ''}. Dispatch may excuse it: reply on the job if you had a reason.`,
    }),
    ticketExcused: ({ number, reason, lifted }) => ({
      title: `Missed transportation on ${number} excused`,
      body: `Dispatch excused it: ${reason}.${lifted ? ' Your account is active again.' : ''}`,
    }),
    receiptApproved: ({ kind, amount, releasedNow }) => ({
      title: `Your ${EN_KIND[kind]} was approved: ${amount}`,
      body: releasedNow
        ? 'It is on its way to your payout account.'
        : 'It is paid to you with the next half of your pay.',
    }),
    receiptRejected: ({ kind, note }) => ({ title: `Your ${EN_KIND[kind]} was not approved`, body: note }),
  },
  es: {
    ticketBooked: ({ number, carrier, confirmation }) => ({
      title: `Su boleto de regreso a casa de ${number} está reservado`,
      body: `${carrier}, confirmación ${confirmation}: vea los horarios en el trabajo.`,
    }),
    ticketReminder: ({ carrier, departsAt, confirmation, suspensionDays }) => ({
      title: 'Su boleto de regreso a casa sale pronto',
      body: `${carrier} sale ${formatMoment(departsAt, { zone: 'UTC', style: 'dayTime', locale: 'es' })}, confirmación ${confirmation}. Un boleto perdido se le cobra a usted y lo suspende por ${suspensionDays} días.`,
    }),
    ticketMissed: ({ number, cost, suspensionDays }) => ({
      title: `Transporte perdido en ${number}`,
      body: `Los ${cost} del boleto se descuentan de sus próximos pagos${suspensionDays !== null ? `, y su cuenta queda suspendida por ${suspensionDays} días` : ''}. Dispatch puede disculparlo: responda en el trabajo si tuvo un motivo.`,
    }),
    ticketExcused: ({ number, reason, lifted }) => ({
      title: `Se disculpó el transporte perdido en ${number}`,
      body: `Dispatch lo disculpó: ${reason}.${lifted ? ' Su cuenta está activa otra vez.' : ''}`,
    }),
    receiptApproved: ({ kind, amount, releasedNow }) => ({
      title: `Se aprobó ${ES_KIND[kind]}: ${amount}`,
      body: releasedNow
        ? 'Va en camino a su cuenta de pagos.'
        : 'Se le paga con la próxima mitad de su pago.',
    }),
    receiptRejected: ({ kind, note }) => ({
      title: `No se aprobó ${ES_KIND[kind]}`,
      body: note,
    }),
  },
} satisfies Catalog<TripCostMessages>;
