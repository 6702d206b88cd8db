/**
 * The gazetteer port, which the server's offline gazetteer (server/adapters/geocoding/gazetteer.ts)
 * implements. Its own module because both distance.ts and geo.ts speak it, and geo.ts builds on
 * distance.ts's city and state tables.
 */
import type { LatLng } from './sphere';

/** A place the gazetteer found in an address: its position and a readable name ("Dallas, TX"). */
export interface GazetteerPlace extends LatLng {
  precision: 'exact' | 'zip' | 'city';
  /** "Dallas, TX"; for typed coordinates, the coordinates themselves. */
  label: string;
}

/** The town or city nearest to a position, and how far away it is. */
export interface NearestPlace extends LatLng {
  /** "Dallas, TX". */
  label: string;
  miles: number;
}

/**
 * The gazetteer port: addresses to places (ZIP codes, "City, ST", typed coordinates) and positions to
 * the nearest named place. Synchronous: the data is in memory.
 */
export interface Gazetteer {
  place(address: string): GazetteerPlace | null;
  nearest(position: LatLng): NearestPlace | null;
}
