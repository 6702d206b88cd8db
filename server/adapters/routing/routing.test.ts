import { resolveDistance } from '@core/distance';
import { describe, expect, it } from 'vitest';
import { createGeocoder, offlineGeocoder } from '../geocoding';
import { offlineGazetteer } from '../geocoding/gazetteer';
import { createRouter } from './index';

/** A fetch that answers like Nominatim and OSRM would, and records what was asked. */
function fakeServices(opts: { routeMeters?: number; fail?: boolean } = {}) {
  const asked: string[] = [];
  const fetchImpl = (async (input: string | URL) => {
    const url = new URL(String(input));
    asked.push(url.pathname);
    if (opts.fail) return new Response('down', { status: 503 });
    if (url.pathname === '/search') {
      const q = url.searchParams.get('q') ?? '';
      return Response.json(
        q.includes('Dallas') ? [{ lat: '32.78', lon: '-96.80' }] : [{ lat: '29.76', lon: '-95.37' }],
      );
    }
    if (url.pathname === '/reverse') return Response.json({ display_name: '1500 Marilla St, Dallas, TX' });
    return Response.json({ code: 'Ok', routes: [{ distance: opts.routeMeters ?? 385_000 }] });
  }) as typeof fetch;
  return { asked, fetchImpl };
}

const configured = { GEOCODER_URL: 'http://geo.test', ROUTER_URL: 'http://osrm.test' };

describe('routing port', () => {
  it('is off by default, so the offline gazetteer measures the trip', async () => {
    expect(createRouter({}, offlineGeocoder)).toBeUndefined();
    const d = await resolveDistance('Dallas, TX 75201', 'Houston, TX 77002', undefined, offlineGazetteer);
    expect(d).toMatchObject({ method: 'gazetteer', status: 'approximate', miles: 271 });
  });

  it('asks the geocoder and then OSRM, answering road miles', async () => {
    const { asked, fetchImpl } = fakeServices({ routeMeters: 385_000 });
    const router = createRouter(configured, createGeocoder(configured, fetchImpl), fetchImpl)!;
    const d = await resolveDistance('Dallas, TX', 'Houston, TX', router, offlineGazetteer);
    expect(d).toMatchObject({ method: 'router', status: 'calculated', miles: 239 });
    expect(asked).toEqual(['/search', '/search', '/route/v1/driving/-96.8,32.78;-95.37,29.76']);
  });

  it('falls back to the offline estimate when the services fail', async () => {
    const { fetchImpl } = fakeServices({ fail: true });
    const router = createRouter(configured, createGeocoder(configured, fetchImpl), fetchImpl)!;
    const d = await resolveDistance('Boston, MA', 'Seattle, WA', router, offlineGazetteer);
    expect(d).toMatchObject({ method: 'gazetteer', miles: 2983 });
  });
});

describe('geocoding port', () => {
  it('reverse-geocodes through the service, and offline to the nearest town', async () => {
    const { fetchImpl } = fakeServices();
    expect(await createGeocoder(configured, fetchImpl).reverse(32.78, -96.8)).toBe(
      '1500 Marilla St, Dallas, TX',
    );
    expect(await offlineGeocoder.reverse(32.78, -96.8)).toBe('near Dallas, TX (32.780000, -96.800000)');
  });

  it('places addresses offline by their ZIP code or town', async () => {
    expect(await offlineGeocoder.forward('Dallas, TX 75201')).toMatchObject({ precision: 'zip' });
    expect(await offlineGeocoder.forward('Dallas, TX')).toMatchObject({ precision: 'city' });
  });
});
