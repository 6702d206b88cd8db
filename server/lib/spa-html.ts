/**
 * The app's index.html as sent for a client-side route: with a `<link rel="modulepreload">` for each
 * chunk of that route's page (`route-preloads.json`, written by scripts/build/route-preloads.ts), so
 * the browser fetches the page's code alongside the entry instead of after it has run. Each variant is
 * compressed once (Brotli at best quality, or gzip), like the build's precompressed assets.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface RoutePreload {
  pattern: RegExp;
  files: string[];
}

/** '/driver/jobs/:id' → /^\/driver\/jobs\/[^/]+\/?$/i (router paths match case-insensitively). */
export function routePattern(route: string): RegExp {
  const source = route
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source === '/' ? '' : source}/?$`, 'i');
}

export function withPreloads(html: string, files: string[]): string {
  if (files.length === 0) return html;
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
  return html.replace('</head>', `${links}</head>`);
}

export type HtmlEncoding = 'br' | 'gzip' | 'identity';

/** The best encoding the browser accepts (a plain token test: browsers send simple lists). */
export function htmlEncodingFor(acceptEncoding: string | undefined): HtmlEncoding {
  const accepted = acceptEncoding ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

interface Variant {
  html: string;
  encoded: Map<HtmlEncoding, Buffer>;
}

export interface SpaHtml {
  /** The HTML for `pathname` (no query string), in the encoding asked for. */
  forPath(pathname: string, encoding?: HtmlEncoding): string | Buffer;
}

function encode(html: string, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'gzip') return zlib.gzipSync(html, { level: 9 });
  return zlib.brotliCompressSync(html, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
  });
}

export function createSpaHtml(html: string, preloads: Record<string, string[]>): SpaHtml {
  const routes: RoutePreload[] = Object.entries(preloads).map(([route, files]) => ({
    pattern: routePattern(route),
    files,
  }));
  const plain: Variant = { html, encoded: new Map() };
  const variants = new Map<RoutePreload, Variant>();
  const variantFor = (pathname: string): Variant => {
    const route = routes.find((candidate) => candidate.pattern.test(pathname));
    if (!route) return plain;
    let variant = variants.get(route);
    if (variant === undefined) {
      variant = { html: withPreloads(html, route.files), encoded: new Map() };
      variants.set(route, variant);
    }
    return variant;
  };
  return {
    forPath(pathname, encoding = 'identity') {
      const variant = variantFor(pathname);
      if (encoding === 'identity') return variant.html;
      let body = variant.encoded.get(encoding);
      if (body === undefined) {
        body = encode(variant.html, encoding);
        variant.encoded.set(encoding, body);
      }
      return body;
    },
  };
}

/** Reads the built app in `webDistDir`; a build without route-preloads.json serves index.html as is. */
export function loadSpaHtml(webDistDir: string): SpaHtml {
  const html = fs.readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  const preloadsFile = path.join(webDistDir, 'route-preloads.json');
  const preloads = fs.existsSync(preloadsFile)
    ? (JSON.parse(fs.readFileSync(preloadsFile, 'utf8')) as Record<string, string[]>)
    : {};
  return createSpaHtml(html, preloads);
}
