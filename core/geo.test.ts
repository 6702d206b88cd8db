import { describe, expect, it } from 'vitest';
import { approximateLocation, haversineMiles } from './geo';

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
