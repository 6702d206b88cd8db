/**
 * The dispatch assistant's pure parts (product/platform §2, §4, §8): its intents and actions, the product's
 * fixed texts, and the entities read from a sentence (vehicle type, miles, places, ZIPs, job numbers,
 * dates). The server classifies the sentence and answers from real data (server/modules/assistant).
 */

import { stateNamedIn } from './distance';
import { ES_LONG_MONTHS } from './format';
import type { Locale } from './i18n';
import { jobNumber as jobNumberOf } from './jobs';
import type { VehicleType } from './pricing';

/** Longest command the assistant reads (the API answers 400 above it). */
export const MAX_COMMAND_LENGTH = 1000;
/** Suggestion chips show while the chat has this many messages or fewer (product/platform §2). */
export const SUGGESTION_MAX_MESSAGES = 3;
/** After a speech result the widget waits this long and sends (product/platform §9). */
export const SPEECH_AUTOSEND_MS = 500;
/** The widget asks for an incoming call this often, giving up on an answer after 3 s (product/platform §9). */
export const INCOMING_CALL_POLL_MS = 30_000;
export const INCOMING_CALL_TIMEOUT_MS = 3_000;
/** A call shows in the widget for this long after it came in. */
export const INCOMING_CALL_RING_MS = 2 * 60_000;
/** The dashboard shows this many recent jobs (product/platform §9). */
export const RECENT_JOBS_SHOWN = 3;
/** Calls, texts, e-mails and notifications one person may send through /api/pathway/communicate. */
export const COMMUNICATIONS_PER_HOUR = 20;

export const assistantIntents = [
  'greeting',
  'thanks',
  'services',
  'quote',
  'job_status',
  'book_request',
  'schedule',
  'subscription',
  'commission',
  'driver_availability',
  'policy_cancellation',
  'policy_return',
  'policy_working_only',
  'trip_time',
  'auto_renew',
  'driver_stuck',
  'jobs_unassigned',
  'jobs_late',
  'human',
  'emergency',
  'unknown',
] as const;
export type AssistantIntent = (typeof assistantIntents)[number];

/** The `action` each intent answers with; `emergency_protocol_activated` is the product's own. */
export const intentActions: Record<AssistantIntent, string> = {
  greeting: 'greeting',
  thanks: 'acknowledged',
  services: 'services_listed',
  quote: 'quote_provided',
  job_status: 'job_status',
  book_request: 'start_request',
  schedule: 'start_schedule',
  subscription: 'subscription_info',
  commission: 'commission_info',
  driver_availability: 'driver_availability',
  policy_cancellation: 'policy_info',
  policy_return: 'policy_info',
  policy_working_only: 'policy_info',
  trip_time: 'trip_time',
  auto_renew: 'subscription_info',
  driver_stuck: 'job_status',
  jobs_unassigned: 'jobs_without_driver',
  jobs_late: 'late_jobs',
  human: 'transfer_to_human',
  emergency: 'emergency_protocol_activated',
  unknown: 'unknown',
};

/** The assistant's texts (product/platform §8). */
export const chatFailureText = (phone: string) =>
  `I apologize, but I'm experiencing difficulty processing your request. Please try again or contact our administrator at ${phone}.`;
/** The emergency answer in each language (the server's; the web widget has the same in its catalogs). */
export const emergencyTexts: Record<Locale, (phone: string) => string> = {
  en: (phone) =>
    `If this is an emergency, please contact our administrator directly at ${phone}. Our team is available 24/7...`,
  es: (phone) =>
    `Si es una emergencia, llame directamente a nuestro administrador al ${phone}. Nuestro equipo atiende las 24 horas, los 7 días de la semana...`,
};
export const emergencyText = emergencyTexts.en;
export const SPEECH_UNAVAILABLE = {
  title: 'Speech Recognition Not Available',
  description: 'Your browser does not support speech recognition.',
} as const;
export const NO_RECOMMENDATIONS = 'No recommendations available for this job.';

/** The chips under a short conversation. */
export const assistantSuggestions = [
  'How much to move a bobtail 1190 miles?',
  'Where is my truck?',
  'What services do you offer?',
  'Talk to a person',
] as const;

/** The AI response tester's canned commands (product/platform §2, /pathway-test). */
export const testerCommands = ['what services do you offer', 'hello there', 'how much does it cost'] as const;

// ---------------------------------------------------------------------------------------------------------
// Entities

export interface AssistantEntities {
  vehicleType: VehicleType | null;
  miles: number | null;
  /** A job number as typed (`PW-12`, `job 12`, `#12`), normalised to `PW-12`. */
  jobNumber: string | null;
  from: string | null;
  to: string | null;
  /** A single place ("near Dallas", "in 75201"). */
  near: string | null;
  zips: string[];
  /** YYYY-MM-DD, from today/tomorrow/a weekday/an ISO or month-day date. */
  date: string | null;
  /** A US state named ("in Texas", "in TX"), as its 2-letter code. */
  state: string | null;
}

/** A sentence that names nothing (the language model's tool arguments fill it in). */
export const noEntities: AssistantEntities = {
  vehicleType: null,
  miles: null,
  jobNumber: null,
  from: null,
  to: null,
  near: null,
  zips: [],
  date: null,
  state: null,
};

// English and Spanish words alike (drivers mix them: "mi box truck", "el tráiler"). `\b` does not see
// accented letters as word letters, so Spanish words end on (?![\p{L}]) with the u flag.
const VEHICLE_PATTERNS: [RegExp, VehicleType][] = [
  [
    /\bbobtail\s*(?:with|\+|and|&|plus|con|y)\s*(?:an?\s+|un\s+|una\s+|su\s+)?(?:trailer|tr[aá]iler|traila|remolque)(?![\p{L}])|\bbobtail[- ]trailer\b/iu,
    'bobtail-trailer',
  ],
  [
    /\bbox[- ]?trucks?\b|\bstraight trucks?\b|\bbox vans?\b|\bcami[oó]n(?:es)?\s+(?:de\s+)?caja(?!\s+seca)(?![\p{L}])|\bcaja\s+recta(?![\p{L}])/iu,
    'box-truck',
  ],
  [
    /\bbobtails?\b|\btractors?\b|\bsemi(?:[- ]trucks?)?\b|\bday cabs?\b|\bsleepers?\b|\btracto(?:cami[oó]n(?:es)?|s|r(?:es)?)?(?![\p{L}])|\btractocamion(?:es)?\b/iu,
    'bobtail',
  ],
  [
    /\btrailers?\b|\breefers?\b|\bflatbeds?\b|\bdry vans?\b|\btr[aá]ilers?(?![\p{L}])|\btrailas?\b|\bremolques?\b|\bcaja\s+seca\b|\brefrigerados?\b|\bplataformas?\b/iu,
    'trailer',
  ],
];

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, n: number) =>
  new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + n));

const WEEKDAYS_ES = ['domingo', 'lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado'];

/** Lower case without accents: "Miércoles" → "miercoles" (people often type Spanish without them). */
export const plainSpanish = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/** The next `target` weekday after `today` ("viernes" on a Friday is next week's). */
const nextWeekday = (today: Date, target: number) =>
  isoDay(addDays(today, (target - today.getUTCDay() + 7) % 7 || 7));

/** A day of `month` (0-11): this year's, or next year's once it has passed. */
function monthDayDate(today: Date, month: number, day: number): string | null {
  let d = new Date(Date.UTC(today.getUTCFullYear(), month, day));
  if (d.getUTCMonth() !== month) return null;
  if (d < today) d = new Date(Date.UTC(today.getUTCFullYear() + 1, month, day));
  return isoDay(d);
}

/** A date named in Spanish: hoy, mañana (not "en la mañana"), pasado mañana, el viernes, el 14 de diciembre. */
function extractDateEs(text: string, today: Date): string | null {
  const t = plainSpanish(text);
  if (/\bpasado manana\b/.test(t)) return isoDay(addDays(today, 2));
  // "mañana" is also the morning: "en la mañana", "esta mañana", "por la mañana", "de la mañana".
  if (/\bmanana\b/.test(t.replace(/\b(?:la|esta|una) manana\b/g, ''))) return isoDay(addDays(today, 1));
  if (/\bhoy\b|\besta (?:manana|tarde|noche)\b/.test(t)) return isoDay(today);
  const weekday = new RegExp(`\\b(${WEEKDAYS_ES.join('|')})\\b`).exec(t);
  if (weekday) return nextWeekday(today, WEEKDAYS_ES.indexOf(weekday[1]!));
  const months = ES_LONG_MONTHS.join('|').replace('septiembre', 'septiembre|setiembre');
  const dayMonth = new RegExp(`\\b(\\d{1,2})\\s+de\\s+(${months})\\b`).exec(t);
  const monthDay = new RegExp(`\\b(${months})\\s+(\\d{1,2})\\b`).exec(t);
  const monthIndex = (name: string) => (name === 'setiembre' ? 8 : ES_LONG_MONTHS.indexOf(name));
  if (dayMonth) return monthDayDate(today, monthIndex(dayMonth[2]!), Number(dayMonth[1]));
  if (monthDay) return monthDayDate(today, monthIndex(monthDay[1]!), Number(monthDay[2]));
  return null;
}

/** A date named in the text, relative to `today` (a UTC calendar day). */
export function extractDate(text: string, today: Date, locale: Locale = 'en'): string | null {
  if (locale === 'es') {
    const iso = /\b(20\d\d)-(\d\d)-(\d\d)\b/.test(text);
    if (!iso) return extractDateEs(text, today);
  }
  const t = text.toLowerCase();
  const iso = /\b(20\d\d)-(\d\d)-(\d\d)\b/.exec(t);
  if (iso) {
    const d = new Date(`${iso[1]}-${iso[2]}-${iso[3]}T00:00:00Z`);
    return Number.isNaN(d.getTime()) ? null : isoDay(d);
  }
  if (/\bday after tomorrow\b/.test(t)) return isoDay(addDays(today, 2));
  if (/\btomorrow\b/.test(t)) return isoDay(addDays(today, 1));
  if (/\btoday\b|\btonight\b|\bthis (?:morning|afternoon|evening)\b/.test(t)) return isoDay(today);
  const weekday = new RegExp(`\\b(${WEEKDAYS.join('|')})\\b`).exec(t);
  if (weekday) {
    const target = WEEKDAYS.indexOf(weekday[1]!);
    // "Friday" on a Friday means next week's: today is said as today.
    const ahead = (target - today.getUTCDay() + 7) % 7 || 7;
    return isoDay(addDays(today, ahead));
  }
  const monthDay = new RegExp(`\\b(${MONTHS.join('|')})[a-z]*\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b`).exec(t);
  if (monthDay) {
    const month = MONTHS.indexOf(monthDay[1]!);
    const day = Number(monthDay[2]);
    let d = new Date(Date.UTC(today.getUTCFullYear(), month, day));
    if (d.getUTCMonth() !== month) return null;
    if (d < today) d = new Date(Date.UTC(today.getUTCFullYear() + 1, month, day));
    return isoDay(d);
  }
  return null;
}

// Words that end a place name in "from X to Y …".
const PLACE_END =
  /\s+(?:on|for|by|at|next|this|tomorrow|today|tonight|asap|please|with|pickup|around|starting|in\s+\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b.*$/i;
const cleanPlace = (raw: string | undefined) => {
  const place = (raw ?? '')
    .replace(PLACE_END, '')
    .replace(/[?.!,;]+$/, '')
    .trim();
  return place.length >= 2 && place.length <= 100 ? place : null;
};

/** "get to X", "going to X", "headed for X", "arrive in X", "delivered to X": a destination alone. */
const DESTINATION_ONLY =
  /\b(?:gets?|getting|go(?:es|ing)?|head(?:ed|ing)|bound|arriv(?:e|es|ing)|reach(?:es|ing)?|deliver(?:ed|ing|y)?|drop(?:ped)?(?:\s+off)?|on (?:its|the) way)\s+(?:to|in|at|for|into)\s+([A-Za-z][A-Za-z .'-]*(?:,\s*[A-Z]{2})?)/i;
/** Words after "get to" that are not a place. */
const NOT_A_PLACE =
  /^(?:there|here|it|me|you|us|them|my|the|a|an|your|our|its|this|that|where|when|if|what|which|how|destination|place|site|yard|home|work|now|today|tomorrow|yet|soon|on|by)\b/i;
const placeOrNull = (raw: string | undefined) => {
  const place = cleanPlace(raw);
  return place && !NOT_A_PLACE.test(place) ? place : null;
};

// Spanish places: "de Dallas, TX a Houston, TX", "desde Memphis hasta Nashville"; the last "de" that a
// destination follows, so "precio de mover un bobtail de Dallas a Houston" reads Dallas.
const ROUTE_ES = /^.*\b(?:desde|de)\s+(.+?)\s+(?:a|al|hasta|hacia)\s+(.+)$/i;
const PLACE_END_ES =
  /\s+(?:para|el|la|este|esta|ma[nñ]ana|hoy|pasado|por|con|en\s+\d|lo antes|lo m[aá]s|urgente|cu[aá]nto|cuesta|sale|(?:lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo))(?![\p{L}]).*$/iu;
const PLACE_ES = "[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ .'-]*(?:,\\s*[A-Z]{2})?";
/** "llega mi camión a Boise", "va rumbo a Tulsa", "el que va para Denver": a destination alone. */
const DESTINATION_ONLY_ES = new RegExp(
  `(?:^|[^\\p{L}])(?:lleg(?:a|an|ar|ara|ará|ue)|va|van|vaya|rumbo|camino|dirig(?:e|ido|iendo)|entreg(?:a|an|ar|ado|ue)|destino)(?:\\s+(?:mi|mis|el|la|su|tu|nuestro|nuestra)\\s+[\\p{L}-]+)?\\s+(?:a|al|en|hacia|para)\\s+(${PLACE_ES})`,
  'iu',
);
const NEAR_ES = new RegExp(`(?:^|[^\\p{L}])(?:cerca de|por|alrededor de|en)\\s+(${PLACE_ES}|\\d{5})`, 'iu');
/** Words after "a", "en" that are not a place. */
const NOT_A_PLACE_ES =
  /^(?:all[ií]|ah[ií]|aqu[ií]|ac[aá]|mi|mis|el|la|los|las|un|una|su|sus|tu|este|esta|eso|ese|esa|d[oó]nde|cu[aá]ndo|qu[eé]|que|c[oó]mo|tiempo|hora|horas|ahora|hoy|ma[nñ]ana|casa|destino|camino|recoger|mover|llevar|entregar|ver|cuanto|cu[aá]nto|l[ií]nea|este momento|estos momentos|servicio|total|dos|tres|estar|ser|ir|hacer|tener|llegar|salir|poder|pasar|buscar|manejar|cargar|\d)(?![\p{L}])/iu;
const cleanPlaceEs = (raw: string | undefined) => {
  const place = (raw ?? '')
    .replace(PLACE_END_ES, '')
    .replace(/[?.!,;¿¡]+$/, '')
    .trim();
  return place.length >= 2 && place.length <= 100 && !NOT_A_PLACE_ES.test(place) ? place : null;
};

/** The places of a Spanish sentence (the English patterns read "from", "to", "near"). */
function placesEs(text: string): Pick<AssistantEntities, 'from' | 'to' | 'near'> {
  const route = ROUTE_ES.exec(text);
  const from = route ? cleanPlaceEs(route[1]) : null;
  const routeTo = route ? cleanPlaceEs(route[2]) : null;
  if (from && routeTo) return { from, to: routeTo, near: null };
  const to = cleanPlaceEs(DESTINATION_ONLY_ES.exec(text)?.[1]);
  return { from: null, to, near: cleanPlaceEs(NEAR_ES.exec(text)?.[1]) };
}

/** Everything the answers use, read from one sentence (in the language it is written in). */
export function extractEntities(
  text: string,
  today: Date = new Date(),
  locale: Locale = 'en',
): AssistantEntities {
  const vehicleType = VEHICLE_PATTERNS.find(([re]) => re.test(text))?.[1] ?? null;
  const milesMatch = /(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(?:miles?|mi|millas?)\b/i.exec(text);
  const miles = milesMatch ? Number(milesMatch[1]!.replace(/,/g, '')) : null;
  const job =
    /\bPW[- ]?(\d{1,9})\b/i.exec(text) ??
    /\b(?:job|order|request|load|trabajo|orden|pedido|solicitud|carga|viaje)\s*(?:#|number|no\.?|num|n[uú]mero)?\s*(\d{1,9})\b/i.exec(
      text,
    ) ??
    /#\s?(\d{1,9})\b/.exec(text);
  if (locale === 'es') {
    const zips = [...text.matchAll(/\b(\d{5})\b/g)].map((m) => m[1]!);
    return {
      vehicleType,
      miles: miles !== null && Number.isFinite(miles) ? miles : null,
      jobNumber: job ? jobNumberOf(Number(job[1])) : null,
      ...placesEs(text),
      zips,
      date: extractDate(text, today, 'es'),
      // "en TX" reads as "in TX" does.
      state: stateNamedIn(text.replace(/\b(?:en|de|del)\s+([A-Z]{2})\b/g, 'in $1')),
    };
  }
  const route =
    /\bfrom\s+(.+?)\s+(?:to|into|towards?)\s+(.+)$/i.exec(text) ??
    /\bbetween\s+(.+?)\s+and\s+(.+)$/i.exec(text) ??
    /\b(?:pick(?:ed)?\s*up|pickup)\s+(?:in|at)\s+(.+?)\s+(?:and\s+)?(?:deliver(?:ed)?|drop(?:ped)?(?:\s+off)?)\s+(?:in|at|to)\s+(.+)$/i.exec(
      text,
    );
  const nearMatch =
    /\b(?:near|around|close to|in|at)\s+([A-Za-z][A-Za-z .'-]+(?:,\s*[A-Z]{2})?|\d{5})\b/.exec(text);
  const zips = [...text.matchAll(/\b(\d{5})\b/g)].map((m) => m[1]!);
  const from = route ? cleanPlace(route[1]) : null;
  // Only a destination: "when will my truck get to Tulsa?", "the one headed for Denver".
  const onlyTo = route ? null : DESTINATION_ONLY.exec(text);
  const to = route ? cleanPlace(route[2]) : placeOrNull(onlyTo?.[1]);
  return {
    vehicleType,
    miles: miles !== null && Number.isFinite(miles) ? miles : null,
    jobNumber: job ? jobNumberOf(Number(job[1])) : null,
    from,
    to,
    near: from ? null : cleanPlace(nearMatch?.[1]),
    zips,
    date: extractDate(text, today),
    state: stateNamedIn(text),
  };
}

/** How people read a vehicle type in answers. */
export const vehicleTypeWords: Record<VehicleType, string> = {
  bobtail: 'bobtail',
  'bobtail-trailer': 'bobtail with trailer',
  'box-truck': 'box truck',
  trailer: 'trailer',
};

/** The same, for the assistant's answers in each language. */
export const vehicleTypeWordsByLocale: Record<Locale, Record<VehicleType, string>> = {
  en: vehicleTypeWords,
  es: {
    bobtail: 'bobtail',
    'bobtail-trailer': 'bobtail con tráiler',
    'box-truck': 'camión de caja',
    trailer: 'tráiler',
  },
};

// ---------------------------------------------------------------------------------------------------------
// The language of a message

/** Words only Spanish uses (written without accents, as people often type them). */
const SPANISH_WORDS = new Set(
  (
    'el la los las un una unos unas del al de que qué y o pero por para con sin en es son esta está estan están ' +
    'mi mis su sus tu tus mío usted ustedes yo nosotros me le les nos se lo hay hola buenas buenos dias días tardes noches ' +
    'gracias muchas mucho muchisimas cuanto cuánto cuanta cuesta cuestan costo costaria costaría precio cobran cobra ' +
    'donde dónde cuando cuándo como cómo quien quién cual cuál porque porqué qué esta este esto eso ese esa ' +
    'camion camión camiones troca trailer tráiler traila remolque caja chofer chofer choferes conductor conductores ' +
    'trabajo trabajos viaje viajes carga cargas millas mover muevan mueven llevar lleva llega llegar llegara llegará recoger ' +
    'quiero necesito puedo puede pueden quisiera tiene tienen tengo hacer hace hacen ser estar ya ahora hoy mañana manana ' +
    'ayuda ayudar emergencia accidente choque choqué herido herida fuego incendio ' +
    'servicios servicio ofrecen hacen planes plan suscripcion suscripción cancelar reembolso devolucion devolución ' +
    'agendar programar reservar cita semana lunes martes miercoles miércoles jueves viernes sabado sábado domingo ' +
    'persona humano alguien hablar llamar llamen teléfono telefono correo hablo sabe sí si no nada algo ' +
    'disponibles disponible cerca comision comisión ganan gana pagan paga pago cuánta cuántos cuantos cuántas ' +
    'va van vaya rumbo estado pedido orden entrega recogida dinero vuelta regreso grua grúa descompuesto arranca ' +
    'tarda dura demora horas dias tiempo ruta soporte contactar contacto auxilio grax graxias agente ' +
    'ahorita porfa favor oye oiga órale orale sale bueno pues tambien también mas más'
  ).split(' '),
);
/** Words only English uses. */
const ENGLISH_WORDS = new Set(
  (
    'the a an of and or but for with without in is are was were be my your his her our their i you he she we they ' +
    'it me us them what whats where when how who which why this that these those there here hi hello hey thanks thank ' +
    'please much many cost price quote move truck trucks driver drivers job jobs trip miles mile can could would will ' +
    'do does did have has had need want get got help talk person call plan plans cancel refund schedule book ' +
    'today tomorrow monday tuesday wednesday thursday friday saturday sunday long take takes time from to at on by ' +
    'any available near status track services offer accident emergency fire hurt is not dont doesnt'
  ).split(' '),
);
/** Said the same in both languages ("no", "plan", "a"): no vote. */
const BOTH = new Set(['no', 'plan', 'a', 'trailer', 'sos', 'me']);

/**
 * The language a message is written in: Spanish letters (ñ, accents, ¿ ¡) and words of each language
 * vote; a message with no clear lead ("ok", "PW-12", "Dallas") is read in `fallback` (the person's
 * account language, or the page's).
 */
export function detectLocale(text: string, fallback: Locale): Locale {
  const lower = text.toLowerCase();
  let es = /[ñ¿¡]|[áéíóú]/.test(lower) ? 2 : 0;
  let en = /\b(?:what's|where's|i'm|don't|can't|it's|isn't|won't)\b/.test(lower) ? 2 : 0;
  for (const word of lower.split(/[^\p{L}']+/u)) {
    if (!word || BOTH.has(word)) continue;
    if (ENGLISH_WORDS.has(word)) {
      en += 1;
      continue;
    }
    // "holaa", "graciass": a doubled last letter is still the word.
    const plain = plainSpanish(word).replace(/(\p{L})\1+$/u, '$1');
    if (SPANISH_WORDS.has(word) || SPANISH_WORDS.has(plain)) es += 1;
  }
  if (es === en) return fallback;
  return es > en ? 'es' : 'en';
}

// ---------------------------------------------------------------------------------------------------------
// Which of a person's jobs a sentence means

/** What the assistant reads of a job to tell it from the person's other jobs. */
export interface ResolvableJob {
  jobNumber: string;
  vehicleType: string;
  pickupLocation: string;
  destinationLocation: string;
}

/** "Tulsa" of "Tulsa, OK 74103" (the text before the first comma, without a ZIP code). */
export const cityOf = (address: string) =>
  (address.split(',')[0] ?? address)
    .replace(/\b\d{5}(?:-\d{4})?\b/g, '')
    .trim()
    .toLowerCase();

const mentions = (haystack: string, needle: string) =>
  needle.length >= 2 &&
  new RegExp(`(?:^|[^a-z])${needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:[^a-z]|$)`).test(haystack);

/**
 * The job a sentence means among the person's own jobs, from the cities it names (a destination said
 * with "to", "get to", "headed for"; a pickup with "from"; otherwise either end) and its vehicle type.
 * `none`: it names a place or vehicle none of the jobs has; `unnamed`: it names neither.
 */
export function resolveJob<J extends ResolvableJob>(
  jobs: J[],
  text: string,
  e: Pick<AssistantEntities, 'from' | 'to' | 'near' | 'vehicleType' | 'zips'>,
):
  | { kind: 'one'; job: J }
  | { kind: 'many'; jobs: J[] }
  | { kind: 'none'; named: string }
  | { kind: 'unnamed' } {
  const said = ` ${text.toLowerCase()} `;
  const to = e.to?.toLowerCase() ?? null;
  const from = e.from?.toLowerCase() ?? null;
  const near = e.near?.toLowerCase() ?? null;
  // A job's city counts when the sentence names it, at the end it is said for.
  const fits = (job: J) => {
    const pickup = cityOf(job.pickupLocation);
    const destination = cityOf(job.destinationLocation);
    const atEnd = (place: string | null, city: string) => place !== null && mentions(place, city);
    const placeChecks = [
      to !== null ? atEnd(to, destination) || e.zips.some((z) => job.destinationLocation.includes(z)) : null,
      from !== null ? atEnd(from, pickup) || e.zips.some((z) => job.pickupLocation.includes(z)) : null,
      to === null && from === null && near !== null ? atEnd(near, pickup) || atEnd(near, destination) : null,
    ];
    // No place captured: a city of the job's named anywhere in the sentence.
    const anywhere = mentions(said, pickup) || mentions(said, destination);
    const placeNamed = placeChecks.some((c) => c !== null);
    const placeOk = placeNamed ? placeChecks.every((c) => c !== false) : anywhere;
    const vehicleOk = e.vehicleType === null || job.vehicleType === e.vehicleType;
    return { placeNamed: placeNamed || anywhere, placeOk, vehicleOk };
  };
  const checks = jobs.map((job) => ({ job, ...fits(job) }));
  const placeSaid = to !== null || from !== null || near !== null || checks.some((c) => c.placeNamed);
  if (!placeSaid && e.vehicleType === null) return { kind: 'unnamed' };
  const matching = checks.filter((c) => (placeSaid ? c.placeOk : true) && c.vehicleOk).map((c) => c.job);
  if (matching.length === 1) return { kind: 'one', job: matching[0]! };
  if (matching.length > 1) return { kind: 'many', jobs: matching };
  const named = [
    e.to ?? e.from ?? e.near,
    e.vehicleType ? vehicleTypeWords[e.vehicleType as VehicleType] : null,
  ]
    .filter(Boolean)
    .join(', ');
  return { kind: 'none', named };
}
