import { describe, expect, it } from 'vitest';
import { createGeocoder } from './index';
import { resolvePlace, suggestPlaces } from './places';

const addresses = (r: ReturnType<typeof resolvePlace>) =>
  r.kind === 'ambiguous' ? r.candidates.map((c) => c.address) : [];

describe('the offline place field', () => {
  it('resolves ZIP codes, "City, ST", street lines, well-known cities and typed coordinates', () => {
    expect(resolvePlace('500 Elm St, Dallas, TX 75201')).toMatchObject({
      kind: 'place',
      place: { address: '500 Elm St, Dallas, TX 75201', line: '500 Elm St', zip: '75201', precision: 'zip' },
    });
    expect(resolvePlace('75201')).toMatchObject({ place: { address: 'Dallas, TX 75201' } });
    expect(resolvePlace('Atlanta, GA')).toMatchObject({
      place: { address: 'Atlanta, GA', precision: 'city' },
    });
    expect(resolvePlace('Tulsa')).toMatchObject({ place: { address: 'Tulsa, OK' } });
    expect(resolvePlace('New York')).toMatchObject({ place: { state: 'NY' } });
    expect(resolvePlace('32.7767, -96.797')).toMatchObject({ place: { precision: 'exact', city: 'Dallas' } });
  });

  it('answers a name several large towns share with its candidates, most populous first', () => {
    const springfield = resolvePlace('Springfield');
    expect(springfield.kind).toBe('ambiguous');
    expect(addresses(springfield)).toEqual(
      expect.arrayContaining(['Springfield, MO', 'Springfield, MA', 'Springfield, IL']),
    );
    expect(addresses(resolvePlace('Kansas City'))).toEqual(['Kansas City, MO', 'Kansas City, KS']);
    // Named with its state, it is one place.
    expect(resolvePlace('Springfield, IL').kind).toBe('place');
  });

  it('finds nothing in text that names no place', () => {
    expect(resolvePlace('asdfgh qwerty')).toEqual({ kind: 'unknown' });
    expect(resolvePlace('Nowhereville, TX')).toEqual({ kind: 'unknown' });
    expect(resolvePlace('   ')).toEqual({ kind: 'unknown' });
  });

  it('suggests towns by the start of their name, keeping a street line and a state typed', () => {
    expect(suggestPlaces('Dal')[0]?.address).toBe('Dallas, TX');
    expect(suggestPlaces('500 Elm St, Dal')[0]?.address).toBe('500 Elm St, Dallas, TX');
    expect(suggestPlaces('Port, ME').every((p) => p.state === 'ME')).toBe(true);
    expect(suggestPlaces('D')).toEqual([]);
  });
});

describe('the Nominatim place field', () => {
  const hit = (city: string, state: string, extra: Record<string, string> = {}) => ({
    lat: '39.8',
    lon: '-89.6',
    address: { city, state, ...extra },
  });
  const serving = (hits: unknown[]) =>
    createGeocoder(
      { GEOCODER_URL: 'http://geo.test' },
      (async () => new Response(JSON.stringify(hits), { status: 200 })) as typeof fetch,
    );

  it("reads the service's answers as places, and several states for a bare name as candidates", async () => {
    const geocoder = serving([
      hit('Springfield', 'Illinois', { road: 'Main St', house_number: '12', postcode: '62701' }),
      hit('Springfield', 'Missouri'),
    ]);
    expect(await geocoder.suggest('12 Main St Springfield')).toMatchObject([
      { address: '12 Main St, Springfield, IL 62701', precision: 'exact' },
      { address: 'Springfield, MO', precision: 'city' },
    ]);
    expect((await geocoder.resolve('Springfield')).kind).toBe('ambiguous');
    expect(await geocoder.resolve('Springfield, IL')).toMatchObject({
      kind: 'place',
      place: { state: 'IL' },
    });
  });

  it('answers as the offline gazetteer when the service fails', async () => {
    const down = createGeocoder(
      { GEOCODER_URL: 'http://geo.test' },
      (async () => new Response('down', { status: 503 })) as typeof fetch,
    );
    expect(await down.resolve('Dallas, TX 75201')).toMatchObject({ place: { address: 'Dallas, TX 75201' } });
    expect((await down.suggest('Tuls'))[0]?.address).toBe('Tulsa, OK');
  });
});
