import type { Catalog } from '../../lib/i18n';

interface Notice {
  title: string;
  body: string;
}

interface Offer {
  number: string;
  from: string;
  to: string;
  miles: number;
  /** The driver's pay, written ("$412.50"). */
  pay: string;
  /** Miles from the driver to the pickup, when known. */
  deadheadMiles: number | null;
  minutes: number;
}

/** A job offered to a driver, and the job taken back or offered by dispatch (operations). */
export interface OfferMessages {
  offered(o: Offer): Notice;
  reassignedAway(p: { number: string; suspendedDays: number | null; reason: string }): Notice;
  offeredByDispatch(p: { number: string; from: string; to: string; minutes: number }): Notice;
  clientDriverChanged(number: string): Notice;
}

export const offerMessages = {
  en: {
    offered: (o) => ({
      title: `Job offered to you: ${o.number}`,
      body: `${o.from} → ${o.to}, ${o.miles} mi · your pay ${o.pay}${o.deadheadMiles === null ? '' : ` · ${Math.round(o.deadheadMiles)} mi to the pickup`}. Answer within ${o.minutes} min.`,
    }),
    reassignedAway: ({ number, suspendedDays, reason }) => ({
      title: `${number} was reassigned`,
      body:
        suspendedDays !== null
          ? `Dispatch released ${number} from you as a missed transportation: your account is suspended for ${suspendedDays} days.`
          : `Dispatch released ${number} from you: ${reason}.`,
    }),
    offeredByDispatch: ({ number, from, to, minutes }) => ({
      title: `${number} is offered to you`,
      body: `Dispatch offers you ${number}: ${from} → ${to}. Accept within ${minutes} minutes, or pass.`,
    }),
    clientDriverChanged: (number) => ({
      title: `Update on ${number}`,
      body: 'Your driver could not make it; we are finding you another one now.',
    }),
  },
  es: {
    offered: (o) => ({
      title: `Trabajo ofrecido para usted: ${o.number}`,
      body: `${o.from} → ${o.to}, ${o.miles} millas · su pago ${o.pay}${o.deadheadMiles === null ? '' : ` · ${Math.round(o.deadheadMiles)} millas hasta la recogida`}. Responda en menos de ${o.minutes} min.`,
    }),
    reassignedAway: ({ number, suspendedDays, reason }) => ({
      title: `${number} se reasignó`,
      body:
        suspendedDays !== null
          ? `Dispatch le quitó ${number} por un transporte perdido: su cuenta está suspendida por ${suspendedDays} días.`
          : `Dispatch le quitó ${number}: ${reason}.`,
    }),
    offeredByDispatch: ({ number, from, to, minutes }) => ({
      title: `Se le ofrece ${number}`,
      body: `Dispatch le ofrece ${number}: ${from} → ${to}. Acéptelo en menos de ${minutes} minutos, o páselo.`,
    }),
    clientDriverChanged: (number) => ({
      title: `Novedad sobre ${number}`,
      body: 'Su conductor no pudo llegar; ya estamos buscándole otro.',
    }),
  },
} satisfies Catalog<OfferMessages>;
