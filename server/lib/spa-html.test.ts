import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createSpaHtml, htmlEncodingFor, routePattern } from './spa-html';

const html = '<html><head><title>Pathway</title></head><body></body></html>';

describe('the app HTML for a route', () => {
  const spa = createSpaHtml(html, {
    '/': ['assets/HomePage-a.js'],
    '/driver/jobs/:id': ['assets/ActiveJobPage-b.js', 'assets/map-c.js'],
    '/tracking': [],
  });

  it('names the page chunks of the route in modulepreload links, in the head', () => {
    expect(spa.forPath('/driver/jobs/123')).toBe(
      '<html><head><title>Pathway</title><link rel="modulepreload" crossorigin href="/assets/ActiveJobPage-b.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/map-c.js"></head><body></body></html>',
    );
    expect(spa.forPath('/')).toContain('href="/assets/HomePage-a.js"');
  });

  it('matches as the router does: any case, an optional trailing slash, one segment per parameter', () => {
    expect(spa.forPath('/Driver/Jobs/abc/')).toContain('ActiveJobPage-b.js');
    expect(spa.forPath('/driver/jobs/abc/extra')).toBe(html);
    expect(routePattern('/').test('/')).toBe(true);
    expect(routePattern('/').test('/request')).toBe(false);
  });

  it('sends the HTML unchanged for a route without chunks of its own, or an unknown path', () => {
    expect(spa.forPath('/tracking')).toBe(html);
    expect(spa.forPath('/nowhere')).toBe(html);
  });

  it('answers the variant compressed as the browser accepts, Brotli first', () => {
    expect(htmlEncodingFor('gzip, deflate, br, zstd')).toBe('br');
    expect(htmlEncodingFor('gzip, deflate')).toBe('gzip');
    expect(htmlEncodingFor(undefined)).toBe('identity');
    const br = spa.forPath('/', 'br') as Buffer;
    expect(zlib.brotliDecompressSync(br).toString()).toBe(spa.forPath('/'));
    expect(zlib.gunzipSync(spa.forPath('/', 'gzip') as Buffer).toString()).toBe(spa.forPath('/'));
  });
});
