import type { Catalog } from '../../lib/i18n';

/** How a notification is framed in an e-mail and a text, in the recipient's language. */
export const frameMessages = {
  en: {
    email: (name: string, body: string, link: string | null) =>
      `Hello ${name},\n\n${body}${link ? `\n\n${link}` : ''}\n\n— Pathway`,
    sms: (title: string, body: string, link: string | null) =>
      `Pathway: ${title}. ${body}${link ? ` ${link}` : ''}`,
  },
  es: {
    email: (name: string, body: string, link: string | null) =>
      `Hola, ${name}:\n\n${body}${link ? `\n\n${link}` : ''}\n\n— Pathway`,
    sms: (title: string, body: string, link: string | null) =>
      `Pathway: ${title}. ${body}${link ? ` ${link}` : ''}`,
  },
} satisfies Catalog<{
  email(name: string, body: string, link: string | null): string;
  sms(title: string, body: string, link: string | null): string;
}>;

interface Notice {
  title: string;
  body: string;
}

/** What the client and the driver are told as a job moves on (notifications/job-notices.ts). */
export interface JobNoticeMessages {
  paid(number: string): Notice;
  accepted(number: string, driverName: string | null): Notice;
  pretripDone(number: string): Notice;
  delivered(number: string): Notice;
  completed(number: string): Notice;
  payoutReleased(number: string): Notice;
  cancelledClient(number: string, unpaid: boolean): Notice;
  cancelledDriver(number: string): Notice;
}

export const jobNoticeMessages = {
  en: {
    paid: (number) => ({ title: 'Payment received', body: `${number} is paid. We are finding a driver.` }),
    accepted: (number, driverName) => ({
      title: 'Driver accepted',
      body: `${driverName ?? 'A driver'} accepted ${number} and is on the way to the pickup. Follow the truck on its tracking page.`,
    }),
    pretripDone: (number) => ({
      title: 'Pre-trip inspection done',
      body: `${number} is inspected and on the road.`,
    }),
    delivered: (number) => ({
      title: 'Truck delivered',
      body: `${number} was delivered and is waiting for your confirmation. Please check the photos and the signed report, then confirm delivery.`,
    }),
    completed: (number) => ({
      title: 'Job completed',
      body: `${number} is complete. Thank you for moving with Pathway.`,
    }),
    payoutReleased: (number) => ({
      title: 'Payout released',
      body: `Delivery of ${number} is confirmed: the second half of your payout is released.`,
    }),
    cancelledClient: (number, unpaid) => ({
      title: 'Job cancelled',
      body: unpaid
        ? `${number} was cancelled. Nothing was charged.`
        : `${number} was cancelled. We e-mail you when its refund is issued to your card.`,
    }),
    cancelledDriver: (number) => ({ title: 'Job cancelled', body: `${number} was cancelled by the client.` }),
  },
  es: {
    paid: (number) => ({
      title: 'Pago recibido',
      body: `${number} está pagado. Estamos buscando un conductor.`,
    }),
    accepted: (number, driverName) => ({
      title: 'El conductor aceptó',
      body: `${driverName ?? 'Un conductor'} aceptó ${number} y va en camino al lugar de recogida. Siga el camión en su página de seguimiento.`,
    }),
    pretripDone: (number) => ({
      title: 'Inspección pre-trip hecha',
      body: `${number} está inspeccionado y en camino.`,
    }),
    delivered: (number) => ({
      title: 'Camión entregado',
      body: `${number} fue entregado y espera su confirmación. Revise las fotos y el reporte firmado, y luego confirme la entrega.`,
    }),
    completed: (number) => ({
      title: 'Trabajo completado',
      body: `${number} está completo. Gracias por mover su camión con Pathway.`,
    }),
    payoutReleased: (number) => ({
      title: 'Pago liberado',
      body: `La entrega de ${number} está confirmada: se liberó la segunda mitad de su pago.`,
    }),
    cancelledClient: (number, unpaid) => ({
      title: 'Trabajo cancelado',
      body: unpaid
        ? `${number} se canceló. No se cobró nada.`
        : `${number} se canceló. Le enviaremos un correo cuando el reembolso se haga a su tarjeta.`,
    }),
    cancelledDriver: (number) => ({ title: 'Trabajo cancelado', body: `El cliente canceló ${number}.` }),
  },
} satisfies Catalog<JobNoticeMessages>;

/** Notices about a person's messages, ratings and signed reports (messaging, ratings, inspections). */
export interface ContactNoticeMessages {
  message(p: { sender: string; high: boolean }): Notice;
  rated(number: string): Notice;
  reportAnswered(p: {
    number: string;
    stage: 'pickup' | 'delivery';
    signed: boolean;
    signer: string;
    note: string;
  }): Notice;
}

export const contactNoticeMessages = {
  en: {
    message: ({ sender, high }) => ({
      title: `${high ? 'High-priority message' : 'New message'} from ${sender}`,
      body: `${sender} sent you a${high ? ' high-priority' : ''} message. Open Pathway to read and answer it.`,
    }),
    rated: (number) => ({
      title: `You were rated for ${number}`,
      body: 'Rate them back to see it now; otherwise both ratings show 14 days after delivery.',
    }),
    reportAnswered: ({ number, stage, signed, signer, note }) => ({
      title: `${number}: the ${stage} report was ${signed ? 'signed' : 'disputed'}`,
      body: signed ? `${signer} signed it from the link.` : note,
    }),
  },
  es: {
    message: ({ sender, high }) => ({
      title: `${high ? 'Mensaje de alta prioridad' : 'Nuevo mensaje'} de ${sender}`,
      body: `${sender} le envió un mensaje${high ? ' de alta prioridad' : ''}. Abra Pathway para leerlo y responder.`,
    }),
    rated: (number) => ({
      title: `Recibió una calificación por ${number}`,
      body: 'Califique usted también para verla ahora; si no, ambas calificaciones se muestran 14 días después de la entrega.',
    }),
    reportAnswered: ({ number, stage, signed, signer, note }) => ({
      title: `${number}: el reporte de ${stage === 'pickup' ? 'recogida' : 'entrega'} fue ${signed ? 'firmado' : 'disputado'}`,
      body: signed ? `${signer} lo firmó desde el enlace.` : note,
    }),
  },
} satisfies Catalog<ContactNoticeMessages>;
