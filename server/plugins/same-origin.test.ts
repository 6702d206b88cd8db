import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type SignedUpUser, signUp, type TestContext } from '../test/helpers';
import { crossSiteMessage } from './same-origin';

let ctx: TestContext;
let client: SignedUpUser;

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://pathway.example' });
  client = await signUp(ctx.app);
});

/** A state-changing request that needs a session: sign-out would succeed for anyone. */
const changeRole = (headers: Record<string, string>) =>
  ctx.app.inject({
    method: 'PATCH',
    url: '/api/me',
    headers: { cookie: client.cookie, ...headers },
    payload: { role: 'driver' },
  });

const signIn = (headers: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers,
    payload: { email: client.email, password: 'correct-horse-battery' },
  });

describe('cross-site requests', () => {
  it('refuses a state-changing request from another origin with 403, changing nothing', async () => {
    const res = await changeRole({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: crossSiteMessage, code: 'cross_site_request' });
    const me = await ctx.app.inject({ url: '/api/me', headers: { cookie: client.cookie } });
    expect(me.json().role).toBe('client');

    const login = await signIn({ origin: 'https://evil.example' });
    expect(login.statusCode).toBe(403);
    expect(login.cookies.find((c) => c.name === 'pathway_session')).toBeUndefined();
  });

  it.each([
    ['an opaque origin', { origin: 'null' }],
    ['a sibling subdomain', { origin: 'https://app.pathway.example', 'sec-fetch-site': 'same-site' }],
    ['the same host on another port', { origin: 'http://localhost:5173' }],
    ['a non-web scheme', { origin: 'file://localhost' }],
    ['a browser that sends only Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['a browser that sends only Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
  ])('refuses %s', async (_name, headers) => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await ctx.app.inject({
        method,
        url: '/api/me',
        headers: { cookie: client.cookie, ...headers },
      });
      expect(res.statusCode, method).toBe(403);
    }
  });

  it.each([
    ['the request host as origin', { origin: 'http://localhost' }],
    ['the request host with its default port', { origin: 'http://localhost', host: 'localhost:80' }],
    ['PUBLIC_URL as origin behind a proxy that changes Host', { origin: 'https://pathway.example' }],
    ['Sec-Fetch-Site: same-origin without Origin', { 'sec-fetch-site': 'same-origin' }],
    ['Sec-Fetch-Site: none (typed by the user)', { 'sec-fetch-site': 'none' }],
    ['no browser headers at all (curl, server to server)', {}],
  ])('lets through %s', async (_name, headers) => {
    const res = await signIn(headers);
    expect(res.statusCode).toBe(200);
  });

  it('leaves reads alone: a cross-site GET is answered (cookies and CORS govern what it can see)', async () => {
    const res = await ctx.app.inject({ url: '/api/config', headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(200);
  });

  it('exempts provider webhooks, which authenticate by signature', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/some-provider',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: {},
    });
    // Not refused as cross-site: it reaches routing (no such provider here, hence 404).
    expect(res.statusCode).toBe(404);
  });

  it('refuses a WebSocket upgrade from another origin and accepts one from its own', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (ctx.app.server.address() as AddressInfo).port;
    const open = (origin: string) =>
      new Promise<number>((resolve, reject) => {
        const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, {
          headers: { cookie: client.cookie },
          origin,
        });
        socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        socket.on('open', () => {
          socket.close();
          resolve(101);
        });
        socket.on('error', reject);
      });
    expect(await open('https://evil.example')).toBe(403);
    expect(await open(`http://127.0.0.1:${port}`)).toBe(101);
  });
});
