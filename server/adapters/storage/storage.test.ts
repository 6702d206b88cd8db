import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { createLocalStorage, createStorage } from './index';

describe('local file storage (the default)', () => {
  it('stores, reads and deletes private files under its root', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'pathway-storage-'));
    const storage = createLocalStorage(root);
    await storage.put('job_photo/2026/01/a.png', Buffer.from('bytes'), 'image/png');
    expect(await text((await storage.get('job_photo/2026/01/a.png'))!)).toBe('bytes');
    const stat = await fs.stat(path.join(root, 'job_photo/2026/01/a.png'));
    expect(stat.mode & 0o077).toBe(0);
    await storage.delete('job_photo/2026/01/a.png');
    expect(await storage.get('job_photo/2026/01/a.png')).toBeNull();
    await fs.rm(root, { recursive: true, force: true });
  });

  it('stores a file from disk and leaves the source in place', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'pathway-storage-'));
    const source = path.join(root, 'incoming.tmp');
    await fs.writeFile(source, 'streamed bytes');
    const storage = createLocalStorage(path.join(root, 'uploads'));
    await storage.putFile('document/2026/01/b.pdf', source, 'application/pdf');
    expect(await text((await storage.get('document/2026/01/b.pdf'))!)).toBe('streamed bytes');
    const stat = await fs.stat(path.join(root, 'uploads/document/2026/01/b.pdf'));
    expect(stat.mode & 0o077).toBe(0);
    expect(await fs.readFile(source, 'utf8')).toBe('streamed bytes');
    await fs.rm(root, { recursive: true, force: true });
  });

  it('refuses keys that could leave its folder', async () => {
    const storage = createLocalStorage(os.tmpdir());
    await expect(storage.put('../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(/unsafe/);
    await expect(storage.get('/abs/path')).rejects.toThrow(/unsafe/);
  });

  it('is chosen unless S3 is configured', () => {
    expect(createStorage({ DATA_DIR: '/tmp/x' }).kind).toBe('local');
    expect(
      createStorage({ DATA_DIR: '/tmp/x', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' })
        .kind,
    ).toBe('s3');
  });
});
