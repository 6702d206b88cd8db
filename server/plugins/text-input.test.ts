import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestContext } from '../test/helpers';
import { findNulCharacter } from './text-input';

describe('findNulCharacter', () => {
  it('names the first field holding a NUL, at any depth', () => {
    expect(findNulCharacter({ a: 'ok', b: { c: ['x', 'y\u0000'] } })).toBe('b.c.1');
    expect(findNulCharacter('\u0000')).toBe('_');
    expect(findNulCharacter({ a: 'fine', n: 1, z: null })).toBeNull();
  });

  it('walks deep nesting without overflowing the stack', () => {
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findNulCharacter(deep)).toMatch(/^0(\.0)*$/);
  });
});

describe('NUL characters in requests', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });

  it('refuses them in a body with a 400 naming the field, writing nothing', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'Nul\u0000Person', email: 'nul@example.com', password: 'correct-horse-battery' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_text', errors: { name: 'Contains a NUL character' } });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nul@example.com', password: 'correct-horse-battery' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('refuses them in the path and the query', async () => {
    const user = await signUp(ctx.app);
    const path = await ctx.app.inject({
      method: 'GET',
      url: '/api/recovery-requests/%00',
      headers: { cookie: user.cookie },
    });
    expect(path.statusCode).toBe(400);
    expect(path.json().errors).toEqual({ 'params.id': 'Contains a NUL character' });
    const query = await ctx.app.inject({ method: 'GET', url: '/api/distance?pickup=%00&destination=Dallas' });
    expect(query.statusCode).toBe(400);
  });
});
