import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { isPrivateAddress, safeLookup } from './address';

/** What one attempt got: the status (null when no answer came) and the start of the answer. */
export interface AttemptResult {
  statusCode: number | null;
  excerpt: string;
  durationMs: number;
}

const EXCERPT_CHARS = 500;

/**
 * POSTs the body to the URL within `timeoutMs` (connection and answer), refusing private addresses
 * at connection time unless allowed. Never throws: a failure is an answer without a status.
 */
export function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  opts: { timeoutMs: number; allowPrivate: boolean },
): Promise<AttemptResult> {
  const started = Date.now();
  const done = (statusCode: number | null, excerpt: string): AttemptResult => ({
    statusCode,
    excerpt: excerpt.slice(0, EXCERPT_CHARS),
    durationMs: Date.now() - started,
  });
  return new Promise((resolve) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return resolve(done(null, 'invalid URL'));
    }
    const host = target.hostname.replace(/^\[|\]$/g, '');
    if (!opts.allowPrivate && (target.protocol !== 'https:' || (isIP(host) && isPrivateAddress(host))))
      return resolve(done(null, 'refused: not a public https address'));
    const client = target.protocol === 'https:' ? https : http;
    const req = client.request(
      target,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
        lookup: safeLookup(opts.allowPrivate) as never,
        timeout: opts.timeoutMs,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (text.length < EXCERPT_CHARS) text += chunk;
        });
        res.on('end', () => resolve(done(res.statusCode ?? null, text)));
        res.on('error', () => resolve(done(res.statusCode ?? null, text)));
      },
    );
    // The whole attempt, not only idle time, is bounded.
    const timer = setTimeout(
      () => req.destroy(new Error(`timed out after ${opts.timeoutMs} ms`)),
      opts.timeoutMs,
    );
    req.on('timeout', () => req.destroy(new Error(`timed out after ${opts.timeoutMs} ms`)));
    req.on('error', (err) => resolve(done(null, err.message)));
    req.on('close', () => clearTimeout(timer));
    req.end(body);
  });
}
