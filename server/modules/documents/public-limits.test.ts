import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { LINK_FAILURE_LIMIT } from '../../lib/rate-limits';
import { createTestApp, type TestContext } from '../../test/helpers';

let ctx: TestContext;
let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pathway-doc-limits-'));
  ctx = await createTestApp({ DATA_DIR: dataDir });
});

describe('public share routes', () => {
  it('answer 429 to one address walking through link ids', async () => {
    const { max } = LINK_FAILURE_LIMIT;
    const codes: number[] = [];
    for (let i = 0; i < max + 5; i += 1) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/documents/shared/${'a'.repeat(40)}${i}` });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, max)).toEqual(Array(max).fill(404));
    expect(codes.slice(max)).toEqual(Array(5).fill(429));
  });
});

describe('temporary upload files', () => {
  it('are removed once older than an hour', async () => {
    const tmp = path.join(dataDir, 'tmp', 'uploads');
    await fs.mkdir(tmp, { recursive: true });
    await fs.writeFile(path.join(tmp, 'old.upload'), 'x');
    await fs.writeFile(path.join(tmp, 'fresh.upload'), 'y');
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    await fs.utimes(path.join(tmp, 'old.upload'), twoHoursAgo, twoHoursAgo);
    expect(await ctx.app.services.documents.cleanTemporaryFiles()).toBe(1);
    expect(await fs.readdir(tmp)).toEqual(['fresh.upload']);
  });
});
