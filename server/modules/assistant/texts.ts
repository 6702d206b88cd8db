import { emergencyTexts } from '@core/assistant';
import type { EtaTarget, HoursEta } from '@core/eta';
import { etaSentence } from '@core/eta';
import { dateParts, formatMonthDay, formatNumber, weekdayName } from '@core/format';
import type { Locale } from '@core/i18n';
import { formatMoment } from '@core/moment';
import { COMMISSION_PERCENT_SUBSCRIBED, COMMISSION_PERCENT_TRIAL, FIRST_PAYOUT_PERCENT } from '@core/money';
import { NO_SHOW_SUSPENSION_DAYS, SUSPENSION_DAYS } from '@core/operations';
import {
  CALL_HOURS,
  type CallReason,
  callReasonMessages,
  INCLUDED_MILES,
  MAX_QUOTABLE_DISTANCE,
  RETURN_TRANSPORT_BOUNDARY,
} from '@core/pricing';
import { TRIAL_DAYS } from '@core/subscriptions';
import type { TimePlace } from '@core/zones';

/**
 * Every text the offline assistant answers with, in each language: the answer functions (answers.ts,
 * job-answers.ts, trip-answers.ts, operator-answers.ts) build the same facts and take their words from
 * here, so a language cannot be left out (`Record<Locale, AssistantTexts>`). English is the product's
 * text (product/platform §8); Spanish follows docs/i18n/glossary-es.md (usted).
 */
export interface AssistantTexts {
  /** How to reach a person: "call … (hours) or e-mail …". */
  contact: (phone: string, email: string) => string;
  links: {
    requestMove: string;
    startRequest: string;
    startThisRequest: string;
    requestThisMove: string;
    scheduleMove: string;
    seePlans: string;
    seePricing: string;
    manageSubscription: string;
    console: string;
    yourJobs: string;
    yourActiveJob: string;
    track: string;
    signIn: string;
    findJobs: string;
    call: (phone: string) => string;
  };
  /** A truck, when the sentence names no vehicle type. */
  truck: string;
  greeting: string;
  thanks: string;
  services: (names: string[]) => string;
  servicesNone: (contact: string) => string;
  cancelDriver: string;
  cancelOperator: string;
  cancelClient: (contact: string) => string;
  driversOnline: (count: number, place: string | null) => string;
  operatorsOnly: (contact: string) => string;
  book: (what: string, prefilled: string, trailerCall: string | null) => string;
  /** A trailer's "priced by phone" sentence, with the contact. */
  trailerCall: (contact: string) => string;
  schedule: (date: string | null) => string;
  planLine: (name: string, price: string) => string;
  subscription: (plans: string[]) => string;
  commission: string;
  returnPolicy: string;
  workingOnly: (contact: string) => string;
  autoRenew: string;
  human: (contact: string) => string;
  emergency: (phone: string) => string;
  unknown: (contact: string) => string;
  // Prices and trip times
  callReason: Record<CallReason, string>;
  pleaseContact: (contact: string) => string;
  miles: (n: string, count: number) => string;
  ambiguousPlace: (message: string, lists: string) => string;
  placeNotFound: (message: string) => string;
  calendarDay: (date: string) => string;
  prefilled: {
    vehicle: (what: string) => string;
    pickup: (place: string) => string;
    delivery: (place: string) => string;
    date: (day: string) => string;
    none: string;
    some: (parts: string[], complete: boolean) => string;
  };
  costWithReturn: (move: string, back: string, fuel: string) => string;
  costNoReturn: (move: string, fuel: string) => string;
  routeCall: (
    from: string,
    to: string,
    miles: string,
    reason: string,
    contact: string,
    prefilled: string,
  ) => string;
  routePrice: (from: string, to: string, miles: string, what: string, total: string) => string;
  milesAboveZero: string;
  milesPrice: (miles: string, what: string, total: string) => string;
  trailerWithPlaces: (reason: string, contact: string, prefilled: string) => string;
  baseRate: (what: string, base: string) => string;
  tripNeedsMiles: string;
  tripTime: (miles: string, drive: string, mph: number, rests: number, total: string) => string;
  driverPay: (
    miles: string,
    what: string,
    total: string,
    percent: number,
    keep: string,
    first: string,
    second: string,
  ) => string;
  // The asker's jobs
  status: Record<string, string>;
  deliveredStatus: string;
  driver: (name: string) => string;
  eta: (
    eta: { target: EtaTarget; arriveAt: number; stops: Pick<HoursEta['stops'][number], 'kind'>[] },
    where: TimePlace,
  ) => string;
  jobNotFound: string;
  signInForStatus: string;
  manyJobs: (count: number, lines: string[]) => string;
  noJobMatches: (named: string) => string;
  noJobsYet: string;
  signInForPosition: string;
  noneOnRoad: (contact: string) => string;
  lastPosition: (at: string, zone: string, town: string | null) => string;
  noPosition: string;
  stuck: (jobNumber: string, last: string, contact: string) => string;
  // Operators
  unpaidWaiting: (count: number) => string;
  everyJobHasDriver: (unpaid: string) => string;
  waitingJob: (
    number: string,
    what: string,
    route: string,
    waited: string,
    offeredTo: string | null,
  ) => string;
  moreOnBoard: (count: number) => string;
  jobsWithoutDriver: (count: number, named: string[], more: string, unpaid: string) => string;
  noLateJobs: string;
  moreInConsole: (count: number) => string;
  lateJobs: (count: number, named: string[], more: string) => string;
  unknownState: string;
  driversByState: (total: number, list: string[]) => string;
  driverPlace: (town: string | null, byLicence: boolean, state: string, driving: boolean) => string;
  driversInState: (here: number, total: number, state: string, names: string[]) => string;
  aDriver: string;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const en: AssistantTexts = {
  contact: (phone, email) => `call ${phone} (${CALL_HOURS}) or e-mail ${email}`,
  links: {
    requestMove: 'Request a move',
    startRequest: 'Start a request',
    startThisRequest: 'Start this request',
    requestThisMove: 'Request this move',
    scheduleMove: 'Schedule a move',
    seePlans: 'See plans',
    seePricing: 'See pricing',
    manageSubscription: 'Manage subscription',
    console: 'Open the console',
    yourJobs: 'Your jobs',
    yourActiveJob: 'Your active job',
    track: 'Track',
    signIn: 'Sign in',
    findJobs: 'Find jobs',
    call: (phone) => `Call ${phone}`,
  },
  truck: 'truck',
  greeting:
    "Hello! I'm Pathway's dispatch assistant. I can price a move, tell you where your truck is, start a request or put you through to a person.",
  thanks: "You're welcome. Anything else I can do?",
  services: (names) =>
    `We move working commercial trucks with verified drivers: ${names.join(', ')}. Bobtails and box trucks are priced instantly; trailer moves by phone.`,
  servicesNone: (contact) =>
    `We move working commercial trucks with verified drivers. Please ${contact} for the current services.`,
  cancelDriver: `As a driver you cannot cancel a job once you have accepted it. Cancelling or failing an accepted job brings an automatic suspension of at least ${NO_SHOW_SUSPENSION_DAYS} days (missing transportation the client provided: ${NO_SHOW_SUSPENSION_DAYS} days, and you reimburse it); repeated violations mean ${SUSPENSION_DAYS[1]} days or permanent removal. If something stops you, press "I can't make it" on the job to tell dispatch: the job stays yours until they decide. Before you accept, there is nothing to cancel: leave the job on the open list.`,
  cancelOperator:
    "Cancel a job from its panel in the console: Cancel with refund sets the amount (up to what is refundable) and the reason, and the client is told. A driver's accepted job is not cancelled by the driver: release or reassign it instead.",
  cancelClient: (contact) =>
    `You can cancel from the tracking page until a driver accepts: an unpaid request simply closes and a paid one is refunded in full. Once a driver has accepted, please ${contact}.`,
  driversOnline: (count, place) =>
    `${count} verified driver${count === 1 ? ' is' : 's are'} online right now${place ? ` (I can't see who is near ${place} until a job is posted: drivers see it sorted by distance)` : ''}. Paid jobs go out to every driver whose licence fits.`,
  operatorsOnly: (contact) =>
    `That is for Pathway's operators. I can tell you about your own jobs; for anything else, ${contact}.`,
  book: (what, prefilled, trailerCall) =>
    `Let's get your ${what} moving. ${prefilled} ${trailerCall ?? 'Check it, see the price and pay to post the job to drivers.'}`,
  trailerCall: (contact) => `${callReasonMessages.trailer} Please ${contact} to have it priced.`,
  schedule: (date) =>
    `You can schedule the pickup${date ? ` for ${date}` : ''} on the request form; after payment, set the pickup and delivery windows on the scheduling page.`,
  planLine: (name, price) => `${name} ${price}/month`,
  subscription: (plans) =>
    `Every account starts with a ${TRIAL_DAYS}-day free trial.${plans.length ? ` Plans: ${plans.join('; ')}.` : ''} Annual billing saves 15%.`,
  commission: `Pathway keeps ${COMMISSION_PERCENT_TRIAL}% of the price during the free trial and ${COMMISSION_PERCENT_SUBSCRIBED}% with a paid subscription. The driver is paid ${FIRST_PAYOUT_PERCENT}% of their share after the pre-trip inspection and the rest after the client confirms delivery.`,
  returnPolicy: `Up to ${formatNumber(RETURN_TRANSPORT_BOUNDARY)} miles the client covers the driver's return transport; over ${formatNumber(RETURN_TRANSPORT_BOUNDARY)} miles the driver pays their own way back. Trips over ${formatNumber(MAX_QUOTABLE_DISTANCE)} miles are priced by phone.`,
  workingOnly: (contact) =>
    `No: Pathway moves working trucks only, driven by a verified driver. We do not tow or haul trucks that cannot be driven. For a truck that does not run, please ${contact} and we will tell you who can help.`,
  autoRenew:
    'Turn auto-renew off on Subscription Plans: open Manage subscription and switch auto-renew off, at least 24 hours before the period ends. Your plan stays active until then and nothing more is charged. A plan bought through Google Play is turned off in the Play Store app, under Subscriptions.',
  human: (contact) => `Our dispatch team is happy to help: ${contact}.`,
  emergency: emergencyTexts.en,
  unknown: (contact) =>
    `I can't help with that yet. I can price a move, find your truck or start a request; for anything else, ${contact}.`,
  callReason: callReasonMessages,
  pleaseContact: (contact) => `Please ${contact}.`,
  miles: (n, count) => `${n} mile${count === 1 ? '' : 's'}`,
  ambiguousPlace: (message, lists) => `${message}: ${lists}. Which one? Ask again with the city and state.`,
  placeNotFound: (message) => `${message} Try a city and state or a ZIP code.`,
  // "Mon, Dec 14" (a calendar day: no zone applies).
  calendarDay: (date) => {
    const parts = dateParts(Date.parse(`${date}T12:00:00Z`), 'UTC');
    return `${weekdayName(parts)}, ${formatMonthDay(parts)}`;
  },
  prefilled: {
    vehicle: (what) => `the ${what}`,
    pickup: (place) => `pickup in ${place}`,
    delivery: (place) => `delivery to ${place}`,
    date: (day) => `a pickup on ${day}`,
    none: 'The request form is ready for the details.',
    some: (parts, complete) =>
      `The request form has ${parts.join(', ')}${complete ? '' : '; add the rest there'}.`,
  },
  costWithReturn: (move, back, fuel) =>
    ` That is ${move} for the move, ${back} for the driver's return and ${fuel} of fuel, both billed at cost.`,
  costNoReturn: (move, fuel) =>
    ` That is ${move} for the move and ${fuel} of fuel, billed at cost; past ${formatNumber(RETURN_TRANSPORT_BOUNDARY)} miles the driver covers their own return.`,
  routeCall: (from, to, miles, reason, contact, prefilled) =>
    `${from} to ${to} is ${miles}. ${reason} Please ${contact}. ${prefilled} Dispatch prices it from there.`,
  routePrice: (from, to, miles, what, total) => `${from} to ${to} is ${miles}: a ${what} is ${total}.`,
  milesAboveZero: 'Tell me a distance above zero miles.',
  milesPrice: (miles, what, total) => `${miles} for a ${what} is ${total}.`,
  trailerWithPlaces: (reason, contact, prefilled) =>
    `${reason} Please ${contact}. ${prefilled} Dispatch prices it from there.`,
  baseRate: (what, base) =>
    `A ${what} starts at ${base}, which covers the first ${INCLUDED_MILES} miles, then $1 per mile. Tell me the miles or the two places (for example "from Dallas, TX to Houston, TX") and I'll work it out.`,
  tripNeedsMiles:
    'Tell me the miles or the two places (for example "how long from Dallas, TX to Denver, CO") and I will work out the driving time with the rest breaks a driver must take.',
  tripTime: (miles, drive, mph, rests, total) =>
    `${miles} miles is about ${drive} of driving at ${mph} mph. ${
      rests > 0
        ? `With the ${rests === 1 ? '10-hour rest' : `${rests} rests`} and breaks the driving-hour rules require, a rested driver arrives about ${total} after pickup.`
        : `With the breaks the driving-hour rules require, a rested driver arrives about ${total} after pickup.`
    }`,
  driverPay: (miles, what, total, percent, keep, first, second) =>
    `A ${miles}-mile ${what} move pays ${total}. At your ${percent}% commission you keep ${keep}: ${first} after the pre-trip inspection and ${second} after the client confirms delivery.`,
  status: {
    created: 'is waiting for payment',
    awaiting_driver: 'is paid and waiting for a driver to accept it',
    driver_assigned: 'has a driver assigned, on the way to the pickup',
    in_progress: 'is on the road',
    completed: 'is completed',
    cancelled: 'was cancelled',
  },
  deliveredStatus: 'was delivered and is waiting for the client to confirm',
  driver: (name) => ` Driver: ${name}.`,
  eta: (eta, where) => etaSentence(eta, where),
  jobNotFound:
    "I couldn't find that job among your jobs. Check the number on your confirmation e-mail or the tracking page.",
  signInForStatus: 'Sign in and I can tell you where your truck is and when it arrives.',
  manyJobs: (count, lines) =>
    `${count} of your jobs match: ${lines.join('; ')}. Which one do you mean? Tell me its number.`,
  noJobMatches: (named) =>
    `None of your jobs matches ${named}. Tell me the job number (PW-…) from your confirmation e-mail or the tracking page.`,
  noJobsYet: "You don't have any jobs yet. Request a move and I'll keep you posted.",
  signInForPosition: 'Sign in and I can tell you where your truck is and when its driver last reported.',
  noneOnRoad: (contact) =>
    `None of your trucks is on the road right now, so there is no driver position to check. If something is wrong, ${contact}.`,
  lastPosition: (at, zone, town) =>
    `its driver last reported a position at ${formatMoment(at, { zone, place: town, locale: 'en' })}`,
  noPosition: 'its driver has not shared a position yet',
  stuck: (jobNumber, last, contact) =>
    `${jobNumber} is on the road; ${last}. A driver may be taking a required rest (30 minutes after 8 hours of driving, 10 hours after 11). Message the driver from the tracking page; if you get no answer, ${contact}: dispatch is told of trucks without a position for 30 minutes.`,
  unpaidWaiting: (count) =>
    ` ${plural(count, 'more request')} ${count === 1 ? 'waits' : 'wait'} for payment.`,
  everyJobHasDriver: (unpaid) => `Every paid job has a driver.${unpaid}`,
  waitingJob: (number, what, route, waited, offeredTo) =>
    `${number} (${what}, ${route}, waiting ${waited}${offeredTo ? `, offered to ${offeredTo}` : ''})`,
  moreOnBoard: (count) => ` and ${count} more on the board`,
  jobsWithoutDriver: (count, named, more, unpaid) =>
    `${plural(count, 'paid job')} ${count === 1 ? 'has' : 'have'} no driver: ${named.join('; ')}${more}.${unpaid}`,
  noLateJobs:
    'No job is late: no pickup or delivery window is at risk right now. The monitor checks every minute.',
  moreInConsole: (count) => ` (${count} more in the console)`,
  lateJobs: (count, named, more) =>
    `${plural(count, 'job')} ${count === 1 ? 'is' : 'are'} late or at risk: ${named.join('; ')}${more}.`,
  unknownState: 'unknown',
  driversByState: (total, list) =>
    `${plural(total, 'driver')} ${total === 1 ? 'is' : 'are'} online and taking work now${total ? `: ${list.join(', ')}` : ''}. Ask about a state for their names.`,
  driverPlace: (town, byLicence, state, driving) =>
    `${town ? `near ${town}` : byLicence ? `no position, ${state} licence` : 'no position'}${driving ? ', driving' : ''}`,
  driversInState: (here, total, state, names) =>
    `${plural(here, 'driver')} of ${total} online ${here === 1 ? 'is' : 'are'} in ${state}${names.length ? `: ${names.join('; ')}` : ''}. A driver is placed by their job's last position, or else by their licence's state.`,
  aDriver: 'A driver',
};

/** Spanish stops of the hours-of-service rules, as core/eta.ts's stopsInWords says them in English. */
const stopWordsEs = {
  rest: ['un descanso de 10 horas', 'descansos de 10 horas'],
  restart: ['un reinicio de 34 horas', 'reinicios de 34 horas'],
  break: ['una pausa de 30 minutos', 'pausas de 30 minutos'],
} as const;

function etaEs(
  eta: { target: EtaTarget; arriveAt: number; stops: Pick<HoursEta['stops'][number], 'kind'>[] },
  where: TimePlace,
): string {
  const long = eta.stops.filter((s) => s.kind !== 'break');
  const stops = long.length > 0 ? long : eta.stops;
  const parts = (['restart', 'rest', 'break'] as const).flatMap((kind) => {
    const n = stops.filter((s) => s.kind === kind).length;
    return n === 0 ? [] : [n === 1 ? stopWordsEs[kind][0] : `${n} ${stopWordsEs[kind][1]}`];
  });
  const words = parts.length <= 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)}`;
  const at = formatMoment(eta.arriveAt, { zone: where.zone, place: where.place, about: true, locale: 'es' });
  const verb = eta.target === 'pickup' ? 'Llega a la recogida' : 'Llega';
  return `${verb} ${at}${words ? `, después de ${words}` : ''}`;
}

const es: AssistantTexts = {
  contact: (phone, email) => `llame al ${phone} (de lunes a domingo, de 8 am a 9 pm) o escriba a ${email}`,
  links: {
    requestMove: 'Solicitar un traslado',
    startRequest: 'Empezar una solicitud',
    startThisRequest: 'Empezar esta solicitud',
    requestThisMove: 'Solicitar este traslado',
    scheduleMove: 'Programar un traslado',
    seePlans: 'Ver planes',
    seePricing: 'Ver precios',
    manageSubscription: 'Administrar suscripción',
    console: 'Abrir la consola',
    yourJobs: 'Sus trabajos',
    yourActiveJob: 'Su trabajo activo',
    track: 'Seguimiento',
    signIn: 'Iniciar sesión',
    findJobs: 'Buscar trabajos',
    call: (phone) => `Llamar al ${phone}`,
  },
  truck: 'camión',
  greeting:
    '¡Hola! Soy el asistente de despacho de Pathway. Puedo cotizar un traslado, decirle dónde está su camión, empezar una solicitud o comunicarlo con una persona.',
  thanks: 'Con gusto. ¿Hay algo más en que pueda ayudarle?',
  services: (names) =>
    `Movemos camiones comerciales que funcionan, con conductores verificados: ${names.join(', ')}. Los bobtails y camiones de caja se cotizan al instante; los traslados de tráiler, por teléfono.`,
  servicesNone: (contact) =>
    `Movemos camiones comerciales que funcionan, con conductores verificados. Para conocer los servicios actuales, ${contact}.`,
  cancelDriver: `Como conductor, usted no puede cancelar un trabajo después de aceptarlo. Cancelar o no cumplir un trabajo aceptado trae una suspensión automática de al menos ${NO_SHOW_SUSPENSION_DAYS} días (si pierde el transporte que pagó el cliente: ${NO_SHOW_SUSPENSION_DAYS} días, y usted lo reembolsa); si se repite, son ${SUSPENSION_DAYS[1]} días o la baja definitiva. Si algo se lo impide, presione "No puedo llegar" en el trabajo para avisar a dispatch: el trabajo sigue siendo suyo hasta que decidan. Antes de aceptar no hay nada que cancelar: deje el trabajo en la lista de disponibles.`,
  cancelOperator:
    'Cancele un trabajo desde su panel en la consola: Cancelar con reembolso fija el monto (hasta lo reembolsable) y el motivo, y se avisa al cliente. El conductor no cancela un trabajo que aceptó: libérelo o reasígnelo.',
  cancelClient: (contact) =>
    `Puede cancelar desde la página de seguimiento hasta que un conductor acepte: una solicitud sin pagar simplemente se cierra y una pagada se reembolsa completa. Después de que un conductor acepte, ${contact}.`,
  driversOnline: (count, place) =>
    `${count === 1 ? 'Hay 1 conductor verificado' : `Hay ${count} conductores verificados`} en línea ahora mismo${place ? ` (no puedo ver quién está cerca de ${place} hasta que se publique un trabajo: los conductores lo ven ordenado por distancia)` : ''}. Los trabajos pagados se ofrecen a todos los conductores con la licencia adecuada.`,
  operatorsOnly: (contact) =>
    `Eso es para los operadores de Pathway. Puedo informarle sobre sus propios trabajos; para todo lo demás, ${contact}.`,
  book: (what, prefilled, trailerCall) =>
    `Pongamos en marcha su ${what}. ${prefilled} ${trailerCall ?? 'Revísela, vea el precio y pague para publicar el trabajo a los conductores.'}`,
  trailerCall: (contact) =>
    `Los traslados de tráiler se cotizan por teléfono. Para que le den el precio, ${contact}.`,
  schedule: (date) =>
    `Puede programar la recogida${date ? ` para el ${date}` : ''} en el formulario de solicitud; después del pago, fije los horarios de recogida y entrega en la página de programación.`,
  planLine: (name, price) => `${name} ${price} al mes`,
  subscription: (plans) =>
    `Toda cuenta empieza con una prueba gratis de ${TRIAL_DAYS} días.${plans.length ? ` Planes: ${plans.join('; ')}.` : ''} El pago anual ahorra un 15%.`,
  commission: `Pathway se queda con el ${COMMISSION_PERCENT_TRIAL}% del precio durante la prueba gratis y con el ${COMMISSION_PERCENT_SUBSCRIBED}% con una suscripción pagada. El conductor recibe el ${FIRST_PAYOUT_PERCENT}% de su parte después de la inspección pre-trip y el resto cuando el cliente confirma la entrega.`,
  returnPolicy: `Hasta ${formatNumber(RETURN_TRANSPORT_BOUNDARY)} millas, el cliente paga el transporte de regreso del conductor; a más de ${formatNumber(RETURN_TRANSPORT_BOUNDARY)} millas, el conductor paga su propio regreso. Los viajes de más de ${formatNumber(MAX_QUOTABLE_DISTANCE)} millas se cotizan por teléfono.`,
  workingOnly: (contact) =>
    `No: Pathway mueve solo camiones que funcionan, manejados por un conductor verificado. No remolcamos ni cargamos camiones que no se pueden manejar. Para un camión que no arranca, ${contact} y le diremos quién puede ayudarle.`,
  autoRenew:
    'Desactive la renovación automática en Planes de suscripción: abra Administrar suscripción y apague la renovación automática al menos 24 horas antes de que termine el periodo. Su plan sigue activo hasta entonces y no se le cobra nada más. Un plan comprado en Google Play se desactiva en la app Play Store, en Suscripciones.',
  human: (contact) => `Nuestro equipo de despacho con gusto le ayuda: ${contact}.`,
  emergency: emergencyTexts.es,
  unknown: (contact) =>
    `Todavía no puedo ayudarle con eso. Puedo cotizar un traslado, encontrar su camión o empezar una solicitud; para todo lo demás, ${contact}.`,
  callReason: {
    trailer: 'Los traslados de tráiler se cotizan por teléfono.',
    loaded: 'Los vehículos cargados se cotizan por teléfono.',
    distance: `Los viajes de más de ${formatNumber(MAX_QUOTABLE_DISTANCE)} millas se cotizan por teléfono.`,
  },
  pleaseContact: (contact) => `Por favor, ${contact}.`,
  miles: (n, count) => `${n} milla${count === 1 ? '' : 's'}`,
  ambiguousPlace: (message, lists) =>
    `${message}: ${lists}. ¿Cuál de ellos? Pregunte otra vez con la ciudad y el estado.`,
  placeNotFound: (message) => `${message} Pruebe con una ciudad y un estado o un código postal.`,
  calendarDay: (date) =>
    formatMoment(Date.parse(`${date}T12:00:00Z`), { zone: 'UTC', style: 'date', locale: 'es' }),
  prefilled: {
    vehicle: (what) => `el ${what}`,
    pickup: (place) => `la recogida en ${place}`,
    delivery: (place) => `la entrega en ${place}`,
    date: (day) => `una recogida el ${day}`,
    none: 'El formulario de solicitud está listo para los detalles.',
    some: (parts, complete) =>
      `El formulario de solicitud ya tiene ${parts.join(', ')}${complete ? '' : '; agregue lo demás ahí'}.`,
  },
  costWithReturn: (move, back, fuel) =>
    ` Son ${move} por el traslado, ${back} por el regreso del conductor y ${fuel} de combustible, estos dos cobrados al costo.`,
  costNoReturn: (move, fuel) =>
    ` Son ${move} por el traslado y ${fuel} de combustible, cobrado al costo; a más de ${formatNumber(RETURN_TRANSPORT_BOUNDARY)} millas el conductor paga su propio regreso.`,
  routeCall: (from, to, miles, reason, contact, prefilled) =>
    `De ${from} a ${to} son ${miles}. ${reason} Por favor, ${contact}. ${prefilled} Dispatch le da el precio desde ahí.`,
  routePrice: (from, to, miles, what, total) =>
    `De ${from} a ${to} son ${miles}: un ${what} cuesta ${total}.`,
  milesAboveZero: 'Dígame una distancia de más de cero millas.',
  milesPrice: (miles, what, total) => `${miles} para un ${what} cuestan ${total}.`,
  trailerWithPlaces: (reason, contact, prefilled) =>
    `${reason} Por favor, ${contact}. ${prefilled} Dispatch le da el precio desde ahí.`,
  baseRate: (what, base) =>
    `Un ${what} empieza en ${base}, que cubre las primeras ${INCLUDED_MILES} millas, y luego $1 por milla. Dígame las millas o los dos lugares (por ejemplo "de Dallas, TX a Houston, TX") y se lo calculo.`,
  tripNeedsMiles:
    'Dígame las millas o los dos lugares (por ejemplo "cuánto tarda de Dallas, TX a Denver, CO") y le calculo el tiempo de manejo con los descansos que el conductor debe tomar.',
  tripTime: (miles, drive, mph, rests, total) =>
    `${miles} millas son unas ${drive} de manejo a ${mph} mph. ${
      rests > 0
        ? `Con ${rests === 1 ? 'el descanso de 10 horas' : `los ${rests} descansos`} y las pausas que exigen las reglas de horas de servicio, un conductor descansado llega unas ${total} después de la recogida.`
        : `Con las pausas que exigen las reglas de horas de servicio, un conductor descansado llega unas ${total} después de la recogida.`
    }`,
  driverPay: (miles, what, total, percent, keep, first, second) =>
    `Un traslado de ${what} de ${miles} millas paga ${total}. Con su comisión del ${percent}%, a usted le quedan ${keep}: ${first} después de la inspección pre-trip y ${second} cuando el cliente confirma la entrega.`,
  status: {
    created: 'está esperando el pago',
    awaiting_driver: 'está pagado y esperando que un conductor lo acepte',
    driver_assigned: 'tiene conductor asignado, que va camino a la recogida',
    in_progress: 'va en camino',
    completed: 'está terminado',
    cancelled: 'fue cancelado',
  },
  deliveredStatus: 'fue entregado y espera la confirmación del cliente',
  driver: (name) => ` Conductor: ${name}.`,
  eta: etaEs,
  jobNotFound:
    'No encontré ese trabajo entre sus trabajos. Revise el número en su correo de confirmación o en la página de seguimiento.',
  signInForStatus: 'Inicie sesión y le digo dónde está su camión y cuándo llega.',
  manyJobs: (count, lines) =>
    `${count} de sus trabajos coinciden: ${lines.join('; ')}. ¿Cuál de ellos? Dígame su número.`,
  noJobMatches: (named) =>
    `Ninguno de sus trabajos coincide con ${named}. Dígame el número del trabajo (PW-…) de su correo de confirmación o de la página de seguimiento.`,
  noJobsYet: 'Todavía no tiene trabajos. Solicite un traslado y le mantengo al tanto.',
  signInForPosition:
    'Inicie sesión y le digo dónde está su camión y cuándo reportó su conductor por última vez.',
  noneOnRoad: (contact) =>
    `Ninguno de sus camiones va en camino ahora, así que no hay ubicación del conductor que revisar. Si algo anda mal, ${contact}.`,
  lastPosition: (at, zone, town) =>
    `su conductor reportó su ubicación por última vez el ${formatMoment(at, { zone, place: town, locale: 'es' })}`,
  noPosition: 'su conductor todavía no ha compartido su ubicación',
  stuck: (jobNumber, last, contact) =>
    `${jobNumber} va en camino; ${last}. El conductor puede estar tomando un descanso obligatorio (30 minutos después de 8 horas de manejo, 10 horas después de 11). Mándele un mensaje desde la página de seguimiento; si no contesta, ${contact}: dispatch recibe aviso de los camiones sin ubicación por 30 minutos.`,
  unpaidWaiting: (count) =>
    count === 1 ? ' 1 solicitud más espera el pago.' : ` ${count} solicitudes más esperan el pago.`,
  everyJobHasDriver: (unpaid) => `Todos los trabajos pagados tienen conductor.${unpaid}`,
  waitingJob: (number, what, route, waited, offeredTo) =>
    `${number} (${what}, ${route}, esperando ${waited}${offeredTo ? `, ofrecido a ${offeredTo}` : ''})`,
  moreOnBoard: (count) => ` y ${count} más en el tablero`,
  jobsWithoutDriver: (count, named, more, unpaid) =>
    `${count === 1 ? '1 trabajo pagado no tiene' : `${count} trabajos pagados no tienen`} conductor: ${named.join('; ')}${more}.${unpaid}`,
  noLateJobs:
    'Ningún trabajo va tarde: ningún horario de recogida o entrega está en riesgo ahora. El monitor revisa cada minuto.',
  moreInConsole: (count) => ` (${count} más en la consola)`,
  lateJobs: (count, named, more) =>
    `${count === 1 ? '1 trabajo va tarde o en riesgo' : `${count} trabajos van tarde o en riesgo`}: ${named.join('; ')}${more}.`,
  unknownState: 'desconocido',
  driversByState: (total, list) =>
    `${total === 1 ? '1 conductor está' : `${total} conductores están`} en línea y tomando trabajo ahora${total ? `: ${list.join(', ')}` : ''}. Pregunte por un estado para ver sus nombres.`,
  driverPlace: (town, byLicence, state, driving) =>
    `${town ? `cerca de ${town}` : byLicence ? `sin ubicación, licencia de ${state}` : 'sin ubicación'}${driving ? ', manejando' : ''}`,
  driversInState: (here, total, state, names) =>
    `${here === 1 ? '1 conductor' : `${here} conductores`} de ${total} en línea ${here === 1 ? 'está' : 'están'} en ${state}${names.length ? `: ${names.join('; ')}` : ''}. Un conductor se ubica por la última posición de su trabajo o, si no, por el estado de su licencia.`,
  aDriver: 'Un conductor',
};

export const assistantTexts: Record<Locale, AssistantTexts> = { en, es };
