import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubRequest {
  method: string;
  url: URL;
  /** A form-encoded body (Stripe's), parsed. */
  form: URLSearchParams;
  headers: IncomingHttpHeaders;
}

export interface StubReply {
  status: number;
  json: unknown;
}

/** A local HTTP stand-in for an outside API (Stripe's), answering JSON from `handle`, on a free port. */
export function startHttpStub(
  handle: (req: StubRequest) => StubReply,
): Promise<{ port: number; close: () => void }> {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const reply = handle({
        method: req.method ?? 'GET',
        url: new URL(req.url ?? '/', 'http://stub'),
        form: new URLSearchParams(body),
        headers: req.headers,
      });
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.json));
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({ port: (server.address() as AddressInfo).port, close: () => server.close() }),
    );
  });
}

/** Stripe's error answer for a request the stub does not know. */
export const unknownToStub = (req: StubRequest): StubReply => ({
  status: 404,
  json: {
    error: { type: 'invalid_request_error', message: `stub has no ${req.method} ${req.url.pathname}` },
  },
});
