import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, multipart, signUp, type TestContext, tinyPng } from '../test/helpers';
import { isPlainFileName } from './upload';

describe('isPlainFileName', () => {
  it('takes bare names and refuses folders, dot names and control characters', () => {
    for (const ok of ['truck.jpg', 'IMG 0001.HEIC', 'photo.final.png', 'é.png'])
      expect(isPlainFileName(ok)).toBe(true);
    for (const bad of ['../x.png', 'a/b.png', '..\\x.png', 'C:\\x.png', '..', 'x\u0000.png', 'x\n.png'])
      expect(isPlainFileName(bad), bad).toBe(false);
  });
});

describe('uploads over HTTP', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });

  it('refuses a photo whose name carries folders, and stores a plain one served with its headers', async () => {
    const driver = await signUp(ctx.app, { role: 'driver' });
    const send = (filename: string) => {
      const body = multipart({}, tinyPng, filename);
      return ctx.app.inject({
        method: 'POST',
        url: '/api/driver/profile/selfie',
        headers: { cookie: driver.cookie, ...body.headers },
        payload: body.payload,
      });
    };
    const refused = await send('../../../tmp/escape.png');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('bad_file_name');

    const stored = await send('selfie.png');
    expect(stored.statusCode).toBe(200);
    const served = await ctx.app.inject({
      method: 'GET',
      url: stored.json().selfieUrl,
      headers: { cookie: driver.cookie },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toMatch(/^inline; filename="photo-[0-9a-f-]{36}\.png"$/);
  });
});
