/**
 * Places: what the place field suggests and what the server accepts. A request, a schedule, a quote and
 * a saved place name places the server can put on the map; text it cannot place is refused, and a
 * name several places share ("Springfield") is answered with its candidates, never chosen silently.
 */

/** A place the server can put on the map, as the place field lists it and the job stores it. */
export interface ResolvedPlace {
  /** The address as it is written on the job: "500 Elm St, Dallas, TX 75201", "Springfield, MO". */
  address: string;
  /** The street line when one was given ("500 Elm St"), else null. */
  line: string | null;
  city: string;
  /** Two-letter state code. */
  state: string;
  zip: string | null;
  lat: number;
  lng: number;
  /** How precisely the position is known: typed coordinates, a ZIP code's centre, or a town's centre. */
  precision: 'exact' | 'zip' | 'city';
}

export type PlaceResolution =
  | { kind: 'place'; place: ResolvedPlace }
  | { kind: 'ambiguous'; candidates: ResolvedPlace[] }
  | { kind: 'unknown' };

/** How many suggestions the place field lists. */
export const PLACE_SUGGESTION_LIMIT = 6;
/** The place field asks for suggestions once this many characters are typed. */
export const PLACE_QUERY_MIN_LENGTH = 2;

/** Quotes what a person typed, shortened, for a message about it. */
const quoted = (text: string) => {
  const t = text.trim().replace(/\s+/g, ' ');
  return `"${t.length > 60 ? `${t.slice(0, 57)}…` : t}"`;
};

export const placeUnknownMessage = (text: string) =>
  `We couldn't find ${quoted(text)}; pick it from the list.`;
export const placeAmbiguousMessage = (text: string) =>
  `${quoted(text)} could be several places; pick one from the list.`;

/** "Springfield, MO" or "500 Elm St, Dallas, TX 75201". */
export function placeAddress(place: Pick<ResolvedPlace, 'line' | 'city' | 'state' | 'zip'>): string {
  const town = `${place.city}, ${place.state}${place.zip ? ` ${place.zip}` : ''}`;
  return place.line ? `${place.line}, ${town}` : town;
}

/** Which fields of a trip a resolution problem belongs to. */
export const placeFields = ['pickup', 'destination'] as const;
export type PlaceField = (typeof placeFields)[number];
