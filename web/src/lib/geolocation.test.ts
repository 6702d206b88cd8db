import { describe, expect, it } from 'vitest';
import { geolocationErrorText } from './geolocation';

describe('geolocationErrorText', () => {
  it('uses the product’s sentences', () => {
    expect(geolocationErrorText('unsupported')).toBe('Geolocation is not supported by your browser');
    expect(geolocationErrorText({ message: 'User denied Geolocation' })).toBe(
      'Error getting your location: User denied Geolocation',
    );
    expect(geolocationErrorText({ message: '' })).toBe('Error getting your location: Unknown error');
  });
});
