/**
 * The offline gazetteer's place field: suggestions for what a person is typing, and the resolution of an
 * address into one place, several candidates ("Springfield") or none ("asdfgh qwerty"). Street lines are
 * kept as typed: offline, a street is placed at its ZIP code's or town's centre, and says so (precision).
 */
import { findState, findZip, placeNameCandidates } from '@core/distance';
import { formatLatLng, parseCoordinates } from '@core/geo';
import {
  PLACE_QUERY_MIN_LENGTH,
  PLACE_SUGGESTION_LIMIT,
  type PlaceResolution,
  placeAddress,
  type ResolvedPlace,
} from '@core/places';
import {
  ALIASES,
  loaded,
  normalizePlaceName,
  offlineGazetteer,
  type Town,
  townInState,
  WELL_KNOWN_POPULATION,
} from './gazetteer';

const parts = (text: string) =>
  text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);

/** What comes before the town's own part: "Yard 4, 500 Elm St, Dallas, TX" → "Yard 4, 500 Elm St". */
function streetLine(address: string, town: Town): string | null {
  const list = parts(address);
  const name = normalizePlaceName(town.name);
  const at = list.findLastIndex((p) => normalizePlaceName(p).startsWith(name));
  const line = list.slice(0, at === -1 ? (findZip(address) === null ? 0 : list.length - 1) : at).join(', ');
  return line === '' || /^\d{5}(-\d{4})?$/.test(line) ? null : line;
}

function placeOf(town: Town, precision: ResolvedPlace['precision'], line: string | null, zip: string | null) {
  const place = { line, city: town.name, state: town.state, zip, lat: town.lat, lng: town.lng, precision };
  return { ...place, address: placeAddress(place) };
}

/** The towns a name (or its alias) may mean, most populous first. */
function townsNamed(name: string): Town[] {
  const { byName } = loaded();
  const normal = normalizePlaceName(name);
  return byName.get(normal) ?? byName.get(ALIASES.get(normal) ?? '') ?? [];
}

/**
 * One place, the candidates of an ambiguous name, or nothing. A name without a state is one place when
 * only one town of 20,000 people or more has it (Seattle, Tulsa) or only one town has it at all; it is
 * ambiguous when several do (Springfield, Portland, Kansas City).
 */
export function resolvePlace(address: string): PlaceResolution {
  const text = address.trim();
  if (text === '') return { kind: 'unknown' };
  const exact = parseCoordinates(text);
  if (exact) {
    const near = offlineGazetteer.nearest(exact);
    const [city = formatLatLng(exact), state = ''] = near?.label.split(', ') ?? [];
    return {
      kind: 'place',
      place: { address: text, line: null, city, state, zip: null, ...exact, precision: 'exact' },
    };
  }
  const { zips, towns } = loaded();
  const state = findState(text);
  const zip = findZip(text);
  const zipCode = zip === null ? null : String(zip).padStart(5, '0');
  const zipTown = zipCode === null ? undefined : zips.get(zipCode);
  if (zipTown && (state === null || zipTown.state === state)) {
    return { kind: 'place', place: placeOf(zipTown, 'zip', streetLine(text, zipTown), zipCode) };
  }
  const names = placeNameCandidates(text);
  if (state !== null) {
    const town = townInState(names, state, towns);
    return town
      ? { kind: 'place', place: placeOf(town, 'city', streetLine(text, town), null) }
      : { kind: 'unknown' };
  }
  for (const name of names) {
    const named = townsNamed(name);
    if (named.length === 0) continue;
    const large = named.filter((t) => t.population >= WELL_KNOWN_POPULATION);
    const only = large.length === 1 ? large[0] : named.length === 1 ? named[0] : undefined;
    if (only) return { kind: 'place', place: placeOf(only, 'city', streetLine(text, only), null) };
    const line = streetLine(text, named[0]!);
    return {
      kind: 'ambiguous',
      candidates: named.slice(0, PLACE_SUGGESTION_LIMIT).map((t) => placeOf(t, 'city', line, null)),
    };
  }
  return { kind: 'unknown' };
}

/** The first index of `sorted` at or after `prefix`. */
function lowerBound(sorted: string[], prefix: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] ?? '') < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Towns whose name starts with `prefix` (in `state` when given), most populous first. */
function townsStartingWith(prefix: string, state: string | null, limit: number): Town[] {
  const { sortedNames, byName } = loaded();
  const normal = normalizePlaceName(prefix);
  if (normal.length < PLACE_QUERY_MIN_LENGTH) return [];
  const found: Town[] = [];
  for (let i = lowerBound(sortedNames, normal); i < sortedNames.length; i += 1) {
    const name = sortedNames[i]!;
    if (!name.startsWith(normal)) break;
    for (const town of byName.get(name) ?? []) if (state === null || town.state === state) found.push(town);
  }
  return found.sort((a, b) => b.population - a.population).slice(0, limit);
}

/**
 * What the place field lists for the text typed so far: the place it already names (a ZIP code, "City,
 * ST", coordinates), the candidates of an ambiguous name, then towns whose name starts with the last
 * part typed ("Spring" → Springfield, MO …), keeping the street line typed before it.
 */
export function suggestPlaces(query: string, limit = PLACE_SUGGESTION_LIMIT): ResolvedPlace[] {
  const text = query.trim();
  if (text.length < PLACE_QUERY_MIN_LENGTH) return [];
  const resolved = resolvePlace(text);
  const list: ResolvedPlace[] =
    resolved.kind === 'place' ? [resolved.place] : resolved.kind === 'ambiguous' ? resolved.candidates : [];
  const typed = parts(text);
  const last = typed.at(-1) ?? '';
  const state = typed.length > 1 ? findState(last) : null;
  const namePart = state !== null ? (typed.at(-2) ?? '') : last;
  const line = typed.slice(0, typed.length - (state !== null ? 2 : 1)).join(', ') || null;
  for (const town of townsStartingWith(namePart, state, limit)) list.push(placeOf(town, 'city', line, null));
  const seen = new Set<string>();
  return list.filter((p) => !seen.has(p.address) && seen.add(p.address)).slice(0, limit);
}
