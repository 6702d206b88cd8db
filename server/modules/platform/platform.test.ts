import { healthResponse, publicConfigResponse } from '@core/contracts/platform';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

describe('platform routes', () => {
  it('answers the health check once the database answers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(healthResponse.parse(res.json())).toEqual({ ok: true });
  });

  it('says 503 while the process stops, and closes each connection after its answer', async () => {
    ctx.app.lifecycle.draining = true;
    try {
      const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ ok: false, message: 'Shutting down' });
      const other = await ctx.app.inject({ method: 'GET', url: '/api/config' });
      expect(other.statusCode).toBe(200);
      expect(other.headers.connection).toBe('close');
    } finally {
      ctx.app.lifecycle.draining = false;
    }
  });

  it('gives the browser its public settings and nothing else', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(Object.keys(publicConfigResponse.shape).sort());
  });
});
