import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CENTER,
  isValidPosition,
  mapViewFor,
  SINGLE_POINT_ZOOM,
  tileAttributionFor,
} from './mapView';

describe('mapViewFor', () => {
  it('shows the default view when no position is known', () => {
    expect(mapViewFor([null, undefined])).toEqual({ kind: 'center', center: DEFAULT_CENTER, zoom: 3 });
  });

  it('centres on a single known position', () => {
    expect(mapViewFor([{ lat: 32.78, lng: -96.8 }, null])).toEqual({
      kind: 'center',
      center: [32.78, -96.8],
      zoom: SINGLE_POINT_ZOOM,
    });
  });

  it('treats identical positions as one point', () => {
    const p = { lat: 10, lng: 20 };
    expect(mapViewFor([p, { ...p }]).kind).toBe('center');
  });

  it('boxes every known position', () => {
    expect(
      mapViewFor([
        { lat: 32.78, lng: -96.8 },
        { lat: 29.76, lng: -95.37 },
        { lat: 31, lng: -97 },
      ]),
    ).toEqual({
      kind: 'bounds',
      bounds: [
        [29.76, -97],
        [32.78, -95.37],
      ],
    });
  });

  it('ignores invalid coordinates', () => {
    expect(isValidPosition({ lat: Number.NaN, lng: 0 })).toBe(false);
    expect(isValidPosition({ lat: 91, lng: 0 })).toBe(false);
    expect(mapViewFor([{ lat: 200, lng: 0 }]).kind).toBe('center');
  });
});

describe('tileAttributionFor', () => {
  it('credits OpenStreetMap for its tiles and by default', () => {
    expect(tileAttributionFor('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toContain('OpenStreetMap');
    expect(tileAttributionFor('http://localhost/tiles/{z}/{x}/{y}.png')).toContain('OpenStreetMap');
  });
  it('credits CARTO for its basemaps', () => {
    expect(tileAttributionFor('https://a.basemaps.cartocdn.com/light_all/{z}/{x}/{y}.png')).toContain(
      'CARTO',
    );
  });
});
