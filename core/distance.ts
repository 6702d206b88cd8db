/**
 * Distance between two free-text US addresses: a routing service when one is configured, otherwise the
 * gazetteer's positions (great-circle miles × the road-circuity factor), and the product's offline rules
 * (product/clients §7 "Distance lookup") only as the last fallback for text that names no known place.
 * Also the statuses and fallback errors an answer carries. Pure: the router and the gazetteer are passed
 * in, nothing here does I/O. What the request form shows (status texts, when it asks, how long a status
 * stays) lives in web/src/features/request/distance.ts.
 */
import type { Gazetteer } from './gazetteer';
import { roadMiles } from './sphere';

// ---------------------------------------------------------------------------------------------------------
// Statuses and fallback errors

export const distanceStatuses = ['calculating', 'calculated', 'approximate', 'estimated'] as const;
export type DistanceStatus = (typeof distanceStatuses)[number];

export const DISTANCE_ERROR_MISSING_ADDRESS = 'Missing address information';
export const DISTANCE_ERROR_UNAVAILABLE = 'Unable to calculate distance';
export type DistanceError = typeof DISTANCE_ERROR_MISSING_ADDRESS | typeof DISTANCE_ERROR_UNAVAILABLE;

// ---------------------------------------------------------------------------------------------------------
// Offline estimate constants (product/clients §7)

export const MISSING_ADDRESS_MILES = 200;
export const MIN_ESTIMATE_MILES = 50;
export const ZIP_MILES_PER_UNIT = 0.2;
export const CITY_PAIR_DEFAULT_MILES = 500;
export const NO_STATE_MILES = 150;
export const SAME_REGION_MILES = 300;
export const COAST_TO_COAST_MILES = 2800;
export const MIDWEST_TO_COAST_MILES = 1200;
export const OTHER_REGIONS_MILES = 800;

// ---------------------------------------------------------------------------------------------------------
// States and regions

export const usRegions = ['east', 'west', 'midwest', 'south'] as const;
export type UsRegion = (typeof usRegions)[number];

/**
 * Census regions, except that the mid-Atlantic coast (DE, MD, DC, VA) counts as east rather than south,
 * because the product's rule is about the east and west coasts.
 */
const REGION_BY_STATE_CODE: Record<string, UsRegion> = {
  // east
  ME: 'east',
  NH: 'east',
  VT: 'east',
  MA: 'east',
  RI: 'east',
  CT: 'east',
  NY: 'east',
  NJ: 'east',
  PA: 'east',
  DE: 'east',
  MD: 'east',
  DC: 'east',
  VA: 'east',
  // west
  WA: 'west',
  OR: 'west',
  CA: 'west',
  NV: 'west',
  ID: 'west',
  MT: 'west',
  WY: 'west',
  UT: 'west',
  CO: 'west',
  AZ: 'west',
  NM: 'west',
  AK: 'west',
  HI: 'west',
  // midwest
  ND: 'midwest',
  SD: 'midwest',
  NE: 'midwest',
  KS: 'midwest',
  MN: 'midwest',
  IA: 'midwest',
  MO: 'midwest',
  WI: 'midwest',
  IL: 'midwest',
  IN: 'midwest',
  MI: 'midwest',
  OH: 'midwest',
  // south
  TX: 'south',
  OK: 'south',
  AR: 'south',
  LA: 'south',
  MS: 'south',
  AL: 'south',
  TN: 'south',
  KY: 'south',
  WV: 'south',
  NC: 'south',
  SC: 'south',
  GA: 'south',
  FL: 'south',
};

const STATE_CODE_BY_NAME: Record<string, string> = {
  alabama: 'AL',
  alaska: 'AK',
  arizona: 'AZ',
  arkansas: 'AR',
  california: 'CA',
  colorado: 'CO',
  connecticut: 'CT',
  delaware: 'DE',
  'district of columbia': 'DC',
  florida: 'FL',
  georgia: 'GA',
  hawaii: 'HI',
  idaho: 'ID',
  illinois: 'IL',
  indiana: 'IN',
  iowa: 'IA',
  kansas: 'KS',
  kentucky: 'KY',
  louisiana: 'LA',
  maine: 'ME',
  maryland: 'MD',
  massachusetts: 'MA',
  michigan: 'MI',
  minnesota: 'MN',
  mississippi: 'MS',
  missouri: 'MO',
  montana: 'MT',
  nebraska: 'NE',
  nevada: 'NV',
  'new hampshire': 'NH',
  'new jersey': 'NJ',
  'new mexico': 'NM',
  'new york': 'NY',
  'north carolina': 'NC',
  'north dakota': 'ND',
  ohio: 'OH',
  oklahoma: 'OK',
  oregon: 'OR',
  pennsylvania: 'PA',
  'rhode island': 'RI',
  'south carolina': 'SC',
  'south dakota': 'SD',
  tennessee: 'TN',
  texas: 'TX',
  utah: 'UT',
  vermont: 'VT',
  virginia: 'VA',
  washington: 'WA',
  'west virginia': 'WV',
  wisconsin: 'WI',
  wyoming: 'WY',
};

// Maps, not object lookups, so that text like "constructor" or "__proto__" never reads a prototype key.
const REGION_BY_STATE = new Map(Object.entries(REGION_BY_STATE_CODE));
const STATE_BY_NAME = new Map(Object.entries(STATE_CODE_BY_NAME));

export function regionOfState(stateCode: string | null): UsRegion | null {
  return stateCode === null ? null : (REGION_BY_STATE.get(stateCode.toUpperCase()) ?? null);
}

/** The product's state-region table. */
export function regionDistance(a: UsRegion, b: UsRegion): number {
  if (a === b) return SAME_REGION_MILES;
  const pair = new Set([a, b]);
  if (pair.has('east') && pair.has('west')) return COAST_TO_COAST_MILES;
  if (pair.has('midwest') && (pair.has('east') || pair.has('west'))) return MIDWEST_TO_COAST_MILES;
  return OTHER_REGIONS_MILES; // any pair with the south
}

// ---------------------------------------------------------------------------------------------------------
// Major cities

export const majorCities = {
  'new-york': { name: 'New York', state: 'NY', aliases: ['new york city', 'nyc'] },
  'los-angeles': { name: 'Los Angeles', state: 'CA', aliases: [] },
  chicago: { name: 'Chicago', state: 'IL', aliases: [] },
  houston: { name: 'Houston', state: 'TX', aliases: [] },
  phoenix: { name: 'Phoenix', state: 'AZ', aliases: [] },
  philadelphia: { name: 'Philadelphia', state: 'PA', aliases: ['philly'] },
  'san-antonio': { name: 'San Antonio', state: 'TX', aliases: [] },
  'san-diego': { name: 'San Diego', state: 'CA', aliases: [] },
  dallas: { name: 'Dallas', state: 'TX', aliases: [] },
  miami: { name: 'Miami', state: 'FL', aliases: [] },
  atlanta: { name: 'Atlanta', state: 'GA', aliases: [] },
  seattle: { name: 'Seattle', state: 'WA', aliases: [] },
  boston: { name: 'Boston', state: 'MA', aliases: [] },
  denver: { name: 'Denver', state: 'CO', aliases: [] },
} as const satisfies Record<string, { name: string; state: string; aliases: readonly string[] }>;
export type MajorCity = keyof typeof majorCities;

/**
 * Approximate road miles between major cities. Pairs between a west-coast city (Los Angeles, San Diego,
 * Seattle) and an east-coast city (New York, Philadelphia, Boston) are deliberately absent: the region
 * rule's 2800 is the product's coast-to-coast figure and the acceptance example Boston, MA → Seattle, WA
 * expects it. The table is what makes south ↔ west pairs (Miami → Los Angeles) realistic, which the
 * region rule's 800 is not.
 */
const CITY_PAIR_MILES: ReadonlyArray<readonly [MajorCity, MajorCity, number]> = [
  ['new-york', 'philadelphia', 95],
  ['new-york', 'boston', 215],
  ['philadelphia', 'boston', 310],
  ['new-york', 'chicago', 790],
  ['philadelphia', 'chicago', 760],
  ['boston', 'chicago', 985],
  ['new-york', 'atlanta', 870],
  ['philadelphia', 'atlanta', 780],
  ['boston', 'atlanta', 1095],
  ['new-york', 'miami', 1280],
  ['philadelphia', 'miami', 1195],
  ['boston', 'miami', 1500],
  ['new-york', 'dallas', 1550],
  ['new-york', 'houston', 1630],
  ['new-york', 'denver', 1780],
  ['philadelphia', 'denver', 1730],
  ['boston', 'denver', 1970],
  ['chicago', 'atlanta', 715],
  ['chicago', 'dallas', 925],
  ['chicago', 'houston', 1085],
  ['chicago', 'san-antonio', 1200],
  ['chicago', 'miami', 1380],
  ['chicago', 'denver', 1000],
  ['chicago', 'phoenix', 1750],
  ['chicago', 'los-angeles', 2015],
  ['chicago', 'seattle', 2065],
  ['atlanta', 'miami', 660],
  ['atlanta', 'dallas', 780],
  ['atlanta', 'houston', 790],
  ['atlanta', 'denver', 1400],
  ['atlanta', 'los-angeles', 2175],
  ['dallas', 'houston', 240],
  ['dallas', 'san-antonio', 275],
  ['houston', 'san-antonio', 197],
  ['houston', 'miami', 1185],
  ['dallas', 'miami', 1310],
  ['dallas', 'denver', 795],
  ['houston', 'denver', 1030],
  ['dallas', 'phoenix', 1065],
  ['houston', 'phoenix', 1175],
  ['san-antonio', 'phoenix', 985],
  ['dallas', 'los-angeles', 1435],
  ['houston', 'los-angeles', 1545],
  ['san-antonio', 'san-diego', 1275],
  ['miami', 'los-angeles', 2735],
  ['miami', 'denver', 2070],
  ['los-angeles', 'san-diego', 120],
  ['los-angeles', 'phoenix', 370],
  ['san-diego', 'phoenix', 355],
  ['los-angeles', 'denver', 1020],
  ['phoenix', 'denver', 820],
  ['los-angeles', 'seattle', 1135],
  ['san-diego', 'seattle', 1255],
  ['seattle', 'denver', 1320],
  ['seattle', 'phoenix', 1420],
];

const cityPairKey = (a: MajorCity, b: MajorCity): string => (a < b ? `${a}|${b}` : `${b}|${a}`);
const cityPairMiles = new Map(CITY_PAIR_MILES.map(([a, b, miles]) => [cityPairKey(a, b), miles]));

/** Road miles for a listed pair (either order), 0 for the same city, undefined when not listed. */
export function cityPairDistance(a: MajorCity, b: MajorCity): number | undefined {
  if (a === b) return 0;
  return cityPairMiles.get(cityPairKey(a, b));
}

// ---------------------------------------------------------------------------------------------------------
// Address parsing

// No lookbehind: older Safari cannot parse it, and this module ships to the browser.
const ZIP_PATTERN = /(?:^|\D)(\d{5})(?:-\d{4})?(?!\d)/g;
const LEADING_STREET_NUMBER = /^\d{5}\s+[A-Za-z]/;
const TRAILING_ZIP = /\s*\b\d{5}(?:-\d{4})?\s*$/;
const TRAILING_COUNTRY = /\s*,?\s*\b(?:usa|us|u\.s\.a\.|u\.s\.|united states(?: of america)?)\s*$/i;
/** A two-letter code right before a ZIP ("TX 75201"), any case; or upper case at the very end ("Dallas TX"). */
const CODE_BEFORE_ZIP = /\b([A-Za-z]{2})\s+\d{5}(?:-\d{4})?\b/g;
const UPPERCASE_CODE_AT_END = /(?:^|\s)([A-Z]{2})$/;

/**
 * The last 5-digit ZIP (ZIP+4 allowed) in an address. A 5-digit number that opens the address and is
 * followed by a word is a street number ("12345 Main St"), not a ZIP.
 */
export function findZip(address: string): number | null {
  const text = address.trim();
  let zip: number | null = null;
  for (const match of text.matchAll(ZIP_PATTERN)) {
    if (match.index === 0 && LEADING_STREET_NUMBER.test(text)) continue;
    zip = Number(match[1]);
  }
  return zip;
}

function withoutCountry(text: string): string {
  return text.replace(TRAILING_COUNTRY, '').trim();
}

function stateFromToken(token: string): string | null {
  const cleaned = token.trim().replace(/\.$/, '').replace(/\s+/g, ' ');
  if (cleaned.length === 2) {
    const code = cleaned.toUpperCase();
    return REGION_BY_STATE.has(code) ? code : null;
  }
  return STATE_BY_NAME.get(cleaned.toLowerCase()) ?? null;
}

/**
 * The state of an address as a 2-letter code: from "City, ST", "City, ST 12345", "City, State",
 * "City ST 12345" or "City ST", ignoring a trailing country. Null when no state is found.
 */
export function findState(address: string): string | null {
  const text = withoutCountry(address.trim());
  if (text === '') return null;

  // Comma-separated parts, last first: "…, Dallas, TX 75201" → "TX".
  const parts = text.split(',').map((part) => withoutCountry(part.replace(TRAILING_ZIP, '')));
  for (let i = parts.length - 1; i >= 0; i--) {
    const state = stateFromToken(parts[i] ?? '');
    if (state) return state;
  }

  // No comma before the state: "Dallas TX 75201", "Dallas TX".
  const beforeZip = [...text.matchAll(CODE_BEFORE_ZIP)]
    .map((match) => stateFromToken(match[1] ?? ''))
    .filter((state): state is string => state !== null);
  if (beforeZip.length > 0) return beforeZip[beforeZip.length - 1] ?? null;

  const atEnd = UPPERCASE_CODE_AT_END.exec(text.replace(TRAILING_ZIP, '').trim());
  return atEnd?.[1] ? stateFromToken(atEnd[1]) : null;
}

/**
 * A state named anywhere in a sentence ("drivers available in Texas", "in TX"): a full name, or a
 * capitalised 2-letter code after "in"; null when none.
 */
export function stateNamedIn(text: string): string | null {
  const lower = ` ${text
    .toLowerCase()
    .replace(/[^a-z\s]/g, ' ')
    .replace(/\s+/g, ' ')} `;
  // Longest names first, so "west virginia" is not read as "virginia".
  const name = [...STATE_BY_NAME.keys()]
    .sort((a, b) => b.length - a.length)
    .find((n) => lower.includes(` ${n} `));
  if (name) return STATE_BY_NAME.get(name) ?? null;
  const code = /\b(?:in|from|across)\s+([A-Z]{2})\b/.exec(text)?.[1];
  return code && REGION_BY_STATE.has(code) ? code : null;
}

/** A state's name as people write it ("TX" → "Texas"). */
export function stateName(code: string): string {
  const name = [...STATE_BY_NAME.entries()].find(([, c]) => c === code)?.[0];
  return name ? name.replace(/\b[a-z]/g, (l) => l.toUpperCase()) : code;
}

const normaliseName = (text: string): string => text.trim().replace(/\s+/g, ' ').toLowerCase();

const CITY_BY_NAME = new Map<string, MajorCity>(
  (Object.entries(majorCities) as [MajorCity, (typeof majorCities)[MajorCity]][]).flatMap(([id, city]) =>
    [city.name, ...city.aliases].map((name) => [normaliseName(name), id] as const),
  ),
);

/**
 * The known major city of an address, or null. A city counts only as a whole comma-separated part (after
 * dropping a trailing ZIP and state code), so "Boston Rd, Bronx, NY" is not Boston; and only when the
 * address's state, if any, is the city's own (Miami, OK is not Miami, FL).
 */
export function findMajorCity(address: string): MajorCity | null {
  const text = withoutCountry(address.trim());
  const state = findState(text);
  const parts = text.split(',');
  for (let i = parts.length - 1; i >= 0; i--) {
    let part = (parts[i] ?? '').replace(TRAILING_ZIP, '').trim();
    // "Dallas TX" in one part: drop the trailing code when it is a state.
    const code = /\s([A-Za-z]{2})$/.exec(part)?.[1];
    if (code && stateFromToken(code)) part = part.slice(0, -code.length);
    const city = CITY_BY_NAME.get(normaliseName(part));
    if (city && (state === null || majorCities[city].state === state)) return city;
  }
  return null;
}

const LEADING_NEAR = /^near\s+/i;
const STATE_NAMES_LONGEST_FIRST = [...STATE_BY_NAME.keys()].sort((a, b) => b.length - a.length);

/** "Dallas TX" → "Dallas"; "Dallas Texas" → "Dallas"; "New York New York" → "New York". */
function withoutTrailingState(part: string): string {
  const code = /\s([A-Za-z]{2})\.?$/.exec(part);
  if (code?.[1] && stateFromToken(code[1])) return part.slice(0, code.index).trim();
  const lower = part.toLowerCase();
  for (const name of STATE_NAMES_LONGEST_FIRST) {
    if (lower.endsWith(` ${name}`)) return part.slice(0, part.length - name.length - 1).trim();
  }
  return part;
}

/**
 * The place names an address may name, last comma-separated part first, for a gazetteer to look up:
 * "123 Main St, Dallas, TX 75201" → ["Dallas", "123 Main St"]. A part that is a state code, or a state
 * name in the last part ("Seattle, Washington"), is not a place name, but a state name earlier is
 * ("Washington, DC", "New York, NY"); nor is a bare number. A trailing state ("Dallas TX") and a
 * leading "near " are dropped. A street part stays: a gazetteer may find the town in its last words
 * ("500 Elm St Dallas").
 */
export function placeNameCandidates(address: string): string[] {
  // Bracketed coordinates at the end ("near Dallas, TX (32.7767, -96.797)") are a position, not a name.
  const text = withoutCountry(
    address
      .trim()
      .replace(/\([^()]*\)\s*$/, '')
      .trim(),
  );
  const parts = text
    .split(',')
    .map((raw) => raw.replace(TRAILING_ZIP, '').trim())
    .filter((part) => part !== '');
  const names: string[] = [];
  for (let i = parts.length - 1; i >= 0; i -= 1) {
    const part = parts[i] ?? '';
    const isLast = i === parts.length - 1;
    if (/^[A-Za-z]{2}\.?$/.test(part) || (isLast && stateFromToken(part))) continue;
    const name = withoutTrailingState(part).replace(LEADING_NEAR, '').trim();
    if (name !== '' && !/^[\d\s-]+$/.test(name)) names.push(name);
  }
  return names;
}

// ---------------------------------------------------------------------------------------------------------
// The estimate

export const distanceMethods = [
  'router',
  'gazetteer',
  'zip',
  'city',
  'region',
  'default',
  'missing',
] as const;
/**
 * How a distance was found. 'router' is a real routing answer; 'gazetteer' is great-circle miles between
 * the gazetteer's positions of both addresses × the road-circuity factor; the others are the product's
 * offline rules, used only when the gazetteer cannot place an address: 'zip' ZIP difference, 'city' the
 * city-pair table (or its 500 default), 'region' the state-region table, 'default' no state found
 * (150), 'missing' a blank address (200).
 */
export type DistanceMethod = (typeof distanceMethods)[number];
/** The methods of the product's offline rules. */
export type OfflineDistanceMethod = Exclude<DistanceMethod, 'router' | 'gazetteer'>;

/**
 * Which status text goes with which method. A router answer is "calculated". The gazetteer, ZIP and city
 * rules use address-specific data, so they are "approximate"; the region table, the no-state default and
 * the missing-address default are coarse guesses made because no maps service answered, so they say so.
 */
export const distanceStatusByMethod: Record<DistanceMethod, DistanceStatus> = {
  router: 'calculated',
  gazetteer: 'approximate',
  zip: 'approximate',
  city: 'approximate',
  region: 'estimated',
  default: 'estimated',
  missing: 'estimated',
};

export interface DistanceEstimate {
  /** Whole miles. */
  miles: number;
  method: DistanceMethod;
  status: DistanceStatus;
  /** A fallback error to show alongside the fallback distance, or null. */
  error: DistanceError | null;
}

export interface OfflineDistanceEstimate extends DistanceEstimate {
  method: OfflineDistanceMethod;
}

function offline(miles: number, method: OfflineDistanceMethod): OfflineDistanceEstimate {
  return {
    miles: Math.max(MIN_ESTIMATE_MILES, miles),
    method,
    status: distanceStatusByMethod[method],
    error: method === 'missing' ? DISTANCE_ERROR_MISSING_ADDRESS : null,
  };
}

/**
 * The product's offline estimate (the last fallback, for text in which the gazetteer finds no place), in order:
 * 1. a blank address → 200 with 'Missing address information';
 * 2. both have a 5-digit ZIP → |zipA − zipB| × 0.2, rounded to whole miles;
 * 3. both name a known major city and the pair is in the table → the table's miles (same city → minimum);
 * 4. both have a state → the region table (300 / 2800 / 1200 / 800);
 * 5. both name a known major city, pair not listed and no states to compare → 500, the city default;
 * 6. otherwise → 150 (no state found).
 * Every result is at least 50 miles.
 *
 * Rule 4 before 5 is our reading of "a small city-pair table is used, with 500 as the default": the table
 * answers for the pairs it lists, and for an unlisted pair the region table is the better answer when both
 * states are known (Boston, MA → Seattle, WA is 2800, coast to coast). 500 remains the answer when two
 * known cities come without states ("Boston" → "Seattle").
 */
export function estimateDistance(pickup: string, destination: string): OfflineDistanceEstimate {
  if (pickup.trim() === '' || destination.trim() === '') return offline(MISSING_ADDRESS_MILES, 'missing');

  const zipA = findZip(pickup);
  const zipB = findZip(destination);
  if (zipA !== null && zipB !== null) {
    // |diff| × 0.2 has a fraction of .0/.2/.4/.6/.8, never .5, so rounding is unambiguous.
    return offline(Math.round(Math.abs(zipA - zipB) * ZIP_MILES_PER_UNIT), 'zip');
  }

  const cityA = findMajorCity(pickup);
  const cityB = findMajorCity(destination);
  const bothCities = cityA !== null && cityB !== null;
  if (bothCities) {
    const listed = cityPairDistance(cityA, cityB);
    if (listed !== undefined) return offline(listed, 'city');
  }

  const regionA = regionOfState(findState(pickup));
  const regionB = regionOfState(findState(destination));
  if (regionA && regionB) return offline(regionDistance(regionA, regionB), 'region');

  if (bothCities) return offline(CITY_PAIR_DEFAULT_MILES, 'city');
  return offline(NO_STATE_MILES, 'default');
}

/**
 * The offline distance: when the gazetteer places both addresses (a ZIP code, "City, ST", a well-known
 * city alone, or typed coordinates), great-circle miles between them × the road-circuity factor, rounded
 * to whole miles ('gazetteer'; no 50-mile floor, the figure is a real estimate); otherwise the product's
 * rules (`estimateDistance`), the last fallback for text that names no known place.
 */
export function offlineDistance(
  pickup: string,
  destination: string,
  gazetteer?: Gazetteer | null,
): DistanceEstimate {
  if (gazetteer && pickup.trim() !== '' && destination.trim() !== '') {
    const a = gazetteer.place(pickup);
    const b = a ? gazetteer.place(destination) : null;
    if (a && b) {
      return {
        miles: Math.round(roadMiles(a, b)) + 0,
        method: 'gazetteer',
        status: distanceStatusByMethod.gazetteer,
        error: null,
      };
    }
  }
  return estimateDistance(pickup, destination);
}

// ---------------------------------------------------------------------------------------------------------
// Router port

/**
 * A real routing service (the server's OSRM adapter). Resolves to road miles, or null when it has no
 * route; rejects when the service fails.
 */
export interface DistanceRouter {
  route(pickup: string, destination: string): Promise<number | null>;
  /** Road miles between two points (a driver's position and where they are going); null without a route. */
  between(from: { lat: number; lng: number }, to: { lat: number; lng: number }): Promise<number | null>;
}

/**
 * The distance for a request: the router's answer when there is one ('Distance calculated'), otherwise the
 * offline distance (the gazetteer's, or the product's rules). A router that fails (rejects) adds the fallback
 * error 'Unable to calculate distance' to the estimate; a router that simply has no route (null, or no
 * router configured) does not, matching the product docs where the maps lookup returns nothing and the estimate
 * is used. Blank addresses never reach the router.
 */
export async function resolveDistance(
  pickup: string,
  destination: string,
  router?: DistanceRouter | null,
  gazetteer?: Gazetteer | null,
): Promise<DistanceEstimate> {
  const estimate = offlineDistance(pickup, destination, gazetteer);
  if (!router || estimate.method === 'missing') return estimate;
  try {
    const miles = await router.route(pickup.trim(), destination.trim());
    if (miles === null || !Number.isFinite(miles) || miles < 0) return estimate;
    return { miles: Math.round(miles), method: 'router', status: 'calculated', error: null };
  } catch {
    return { ...estimate, error: DISTANCE_ERROR_UNAVAILABLE };
  }
}

// ---------------------------------------------------------------------------------------------------------
// The browser's distance

/** A distance the browser sends agrees with the server's within this many miles… */
export const DISTANCE_HINT_TOLERANCE_MILES = 10;
/** …or within this fraction of the server's figure, whichever is larger. */
export const DISTANCE_HINT_TOLERANCE_FRACTION = 0.05;

/**
 * Whether a distance the browser sent (the figure its form showed) agrees with the server's. It never
 * moves the price: the server always prices from its own figure, so the same addresses always give the
 * same price. A disagreement means the browser showed another figure (a slider moved by hand, a stale
 * page, or a forged request); the server ignores it and records both figures with the job.
 */
export function distanceHintAgrees(hintMiles: number, serverMiles: number): boolean {
  const tolerance = Math.max(DISTANCE_HINT_TOLERANCE_MILES, serverMiles * DISTANCE_HINT_TOLERANCE_FRACTION);
  return Number.isFinite(hintMiles) && Math.abs(hintMiles - serverMiles) <= tolerance;
}
