import type { Catalog } from '../../lib/i18n';

interface Mail {
  subject: string;
  body: string;
}

/**
 * What the receiver of a move is told (tracking/receiver.ts), in the language the client chose for
 * them. Bodies that end in "…:" are followed by the tracking link; without a live link that clause
 * (`followLive`, `reportOnPage`) is taken off.
 */
export interface ReceiverMessages {
  assigned(p: { number: string; city: string; driverFirstName: string | null }): Mail;
  /** `eta`: the arrival sentence, already written ("Arrives …"). */
  pickedUp(p: { number: string; eta: string | null }): Mail;
  /** `arrives`: the time, already written by formatMoment in the receiver's language. */
  hourAway(p: { number: string; arrives: string | null }): Mail;
  delivered(p: { number: string; recipientName: string | null }): Mail;
  followLive: string;
  reportOnPage: string;
  /** The e-mail's frame and the text's tail. */
  email(p: { name: string; body: string; link: string | null; stopLink: string }): string;
  smsTail: string;
}

export const receiverMessages = {
  en: {
    assigned: ({ number, city, driverFirstName }) => ({
      subject: `A truck is coming to you: ${number}`,
      body: `Pathway is moving a truck to you (${number}, to ${city}). ${driverFirstName ? `${driverFirstName} is` : 'A driver is'} assigned. Follow it live:`,
    }),
    pickedUp: ({ number, eta }) => ({
      subject: `Your truck is on its way: ${number}`,
      body: `The truck of ${number} was picked up and is on its way.${eta ? ` ${eta}.` : ''} Follow it live:`,
    }),
    hourAway: ({ number, arrives }) => ({
      subject: `Your truck is about an hour away: ${number}`,
      body: `The truck of ${number} is about an hour away${arrives ? ` (arrives ${arrives})` : ''}. Please have someone ready to receive it.`,
    }),
    delivered: ({ number, recipientName }) => ({
      subject: `Your truck was delivered: ${number}`,
      body: `The truck of ${number} was delivered${recipientName ? ` to ${recipientName}` : ''}. The delivery report is on the tracking page:`,
    }),
    followLive: 'Follow it live',
    reportOnPage: 'The delivery report is on the tracking page',
    email: ({ name, body, link, stopLink }) =>
      `Hello ${name},\n\n${body}${link ? `\n\n${link}` : ''}\n\nTo stop these e-mails: ${stopLink}\n\n— Pathway`,
    smsTail: 'Reply STOP to stop.',
  },
  es: {
    assigned: ({ number, city, driverFirstName }) => ({
      subject: `Un camión va en camino hacia usted: ${number}`,
      body: `Pathway le está llevando un camión (${number}, a ${city}). ${driverFirstName ? `${driverFirstName} es el conductor asignado.` : 'Ya hay un conductor asignado.'} Sígalo en vivo:`,
    }),
    pickedUp: ({ number, eta }) => ({
      subject: `Su camión va en camino: ${number}`,
      body: `El camión de ${number} fue recogido y va en camino.${eta ? ` ${eta}.` : ''} Sígalo en vivo:`,
    }),
    hourAway: ({ number, arrives }) => ({
      subject: `Su camión está a una hora aproximadamente: ${number}`,
      body: `El camión de ${number} está a una hora aproximadamente${arrives ? ` (llega ${arrives})` : ''}. Tenga a alguien listo para recibirlo.`,
    }),
    delivered: ({ number, recipientName }) => ({
      subject: `Su camión fue entregado: ${number}`,
      body: `El camión de ${number} fue entregado${recipientName ? ` a ${recipientName}` : ''}. El reporte de entrega está en la página de seguimiento:`,
    }),
    followLive: 'Sígalo en vivo',
    reportOnPage: 'El reporte de entrega está en la página de seguimiento',
    email: ({ name, body, link, stopLink }) =>
      `Hola, ${name}:\n\n${body}${link ? `\n\n${link}` : ''}\n\nPara dejar de recibir estos correos: ${stopLink}\n\n— Pathway`,
    smsTail: 'Responda STOP para no recibir más.',
  },
} satisfies Catalog<ReceiverMessages>;

interface Notice {
  title: string;
  body: string;
}

/** What the client is told as the truck moves: arrivals and a window it may miss. */
export interface TrackNoticeMessages {
  arrived(p: { at: 'pickup' | 'destination'; number: string; place: string }): Notice;
  /** `eta`: the arrival sentence; `end`: the window's end, both already written in the language. */
  late(p: { number: string; target: 'pickup' | 'destination'; eta: string; end: string }): Notice;
  arrives(time: string, target: 'pickup' | 'destination'): string;
}

export const trackNoticeMessages = {
  en: {
    arrived: ({ at, number, place }) => ({
      title: `${at === 'pickup' ? 'Driver arrived at pickup' : 'Driver arrived at the destination'}: ${number}`,
      body: place,
    }),
    late: ({ number, target, eta, end }) => ({
      title: `${number} may miss its ${target === 'pickup' ? 'pickup' : 'delivery'} window`,
      body: `${eta}; the ${target === 'pickup' ? 'pickup' : 'delivery'} window ends ${end}. Our operators are on it.`,
    }),
    arrives: (time, target) => `${target === 'pickup' ? 'At the pickup' : 'Arrives'} ${time}`,
  },
  es: {
    arrived: ({ at, number, place }) => ({
      title: `${at === 'pickup' ? 'El conductor llegó a la recogida' : 'El conductor llegó al destino'}: ${number}`,
      body: place,
    }),
    late: ({ number, target, eta, end }) => ({
      title: `${number} podría no llegar a tiempo para su ventana de ${target === 'pickup' ? 'recogida' : 'entrega'}`,
      body: `${eta}; la ventana de ${target === 'pickup' ? 'recogida' : 'entrega'} termina ${end}. Nuestros operadores se están ocupando.`,
    }),
    arrives: (time, target) => `${target === 'pickup' ? 'En la recogida' : 'Llega'} ${time}`,
  },
} satisfies Catalog<TrackNoticeMessages>;
