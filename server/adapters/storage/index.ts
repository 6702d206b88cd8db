import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

/** The files port: private objects by key. Nothing stored here is public; the app serves it after access checks. */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Stores a file from local disk, streamed (never read whole into memory); the source is left in place. */
  putFile(key: string, sourcePath: string, contentType: string): Promise<void>;
  get(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;
function checkKey(key: string) {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
}

/** The default: files under DATA_DIR/uploads, written atomically. */
export function createLocalStorage(root: string): FileStorage {
  const full = (key: string) => {
    checkKey(key);
    return path.join(root, key);
  };
  return {
    kind: 'local',
    async put(key, body) {
      const target = full(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const tmp = `${target}.${process.pid}.tmp`;
      await fs.writeFile(tmp, body, { mode: 0o600 });
      await fs.rename(tmp, target);
    },
    async putFile(key, sourcePath) {
      const target = full(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const tmp = `${target}.${process.pid}.tmp`;
      await fs.copyFile(sourcePath, tmp);
      await fs.chmod(tmp, 0o600);
      await fs.rename(tmp, target);
    },
    async get(key) {
      const target = full(key);
      try {
        await fs.access(target);
      } catch {
        return null;
      }
      return createReadStream(target);
    },
    async delete(key) {
      await fs.rm(full(key), { force: true });
    },
  };
}

export interface S3Settings {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** S3 or any S3-compatible service (MinIO, R2, …), objects private. */
export function createS3Storage(s: S3Settings): FileStorage {
  const client = new S3Client({
    region: s.region,
    endpoint: s.endpoint,
    forcePathStyle: Boolean(s.endpoint),
    credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
  });
  return {
    kind: 's3',
    async put(key, body, contentType) {
      checkKey(key);
      await client.send(
        new PutObjectCommand({ Bucket: s.bucket, Key: key, Body: body, ContentType: contentType }),
      );
    },
    async putFile(key, sourcePath, contentType) {
      checkKey(key);
      const { size } = await fs.stat(sourcePath);
      const body = createReadStream(sourcePath);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: s.bucket,
            Key: key,
            Body: body,
            ContentType: contentType,
            ContentLength: size,
          }),
        );
      } finally {
        body.destroy();
      }
    },
    async get(key) {
      checkKey(key);
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: s.bucket, Key: key }));
        return (out.Body as Readable | undefined) ?? null;
      } catch (err) {
        if ((err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async delete(key) {
      checkKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: s.bucket, Key: key }));
    },
  };
}

export function createStorage(config: {
  DATA_DIR: string;
  S3_ENDPOINT?: string;
  S3_BUCKET?: string;
  S3_REGION?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
}): FileStorage {
  if (config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY) {
    return createS3Storage({
      endpoint: config.S3_ENDPOINT,
      bucket: config.S3_BUCKET,
      region: config.S3_REGION ?? 'us-east-1',
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    });
  }
  return createLocalStorage(path.join(config.DATA_DIR, 'uploads'));
}
