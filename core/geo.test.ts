import { describe, expect, it } from 'vitest';
import {
  approximateLocation,
  formatLatLng,
  haversineMiles,
  parseCoordinates,
  ROAD_CIRCUITY_FACTOR,
  roadMiles,
  withoutTrailingCoordinates,
} from './geo';

describe('approximateLocation', () => {
  it('reads typed coordinates as exact', () => {
    expect(approximateLocation('32.7767, -96.797')).toEqual({
      lat: 32.7767,
      lng: -96.797,
      precision: 'exact',
    });
  });
  it('places a major city at the city', () => {
    expect(approximateLocation('Dallas, TX 75201')).toMatchObject({ precision: 'city', lat: 32.7767 });
  });
  it('falls back to the state centre', () => {
    expect(approximateLocation('Amarillo, TX')).toMatchObject({ precision: 'state', lat: 31.5 });
  });
  it('knows nothing of an address without city or state', () => {
    expect(approximateLocation('the yard behind the depot')).toBeNull();
  });
});

describe('haversineMiles', () => {
  it('measures Dallas to Houston at about 225 miles as the crow flies', () => {
    const d = haversineMiles({ lat: 32.7767, lng: -96.797 }, { lat: 29.7604, lng: -95.3698 });
    expect(d).toBeGreaterThan(215);
    expect(d).toBeLessThan(235);
  });
});

describe('road miles', () => {
  it('are great-circle miles × 1.2', () => {
    const a = { lat: 32.7767, lng: -96.797 };
    const b = { lat: 29.7604, lng: -95.3698 };
    expect(ROAD_CIRCUITY_FACTOR).toBe(1.2);
    expect(roadMiles(a, b)).toBeCloseTo(haversineMiles(a, b) * 1.2, 9);
  });
});

describe('coordinates in addresses', () => {
  it('reads typed coordinates and bracketed coordinates at the end', () => {
    expect(parseCoordinates('32.7767, -96.797')).toEqual({ lat: 32.7767, lng: -96.797 });
    expect(parseCoordinates('near Dallas, TX (32.776700, -96.797000)')).toEqual({
      lat: 32.7767,
      lng: -96.797,
    });
    expect(parseCoordinates('Dallas, TX')).toBeNull();
    expect(parseCoordinates('95.1, 10')).toBeNull();
  });

  it('writes six decimals and strips bracketed coordinates', () => {
    expect(formatLatLng({ lat: 32.7767, lng: -96.797 })).toBe('32.776700, -96.797000');
    expect(withoutTrailingCoordinates('near Dallas, TX (32.776700, -96.797000)')).toBe('near Dallas, TX');
  });
});
