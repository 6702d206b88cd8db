import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/helpers';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

describe('security headers', () => {
  it('come with every answer, the same on each, found or not', async () => {
    const health = await ctx.app.inject({ url: '/api/health' });
    const missing = await ctx.app.inject({ url: '/api/no-such-route' });
    expect(missing.statusCode).toBe(404);
    for (const res of [health, missing]) {
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self' https://js.stripe.com");
      expect(csp).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      // Stripe's frames load cross-origin: no embedder policy.
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    }
    const again = await ctx.app.inject({ url: '/api/health' });
    expect(again.headers['content-security-policy']).toBe(health.headers['content-security-policy']);
  });
});
