import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  AbortMultipartUploadCommand,
  DeleteBucketCommand,
  DeleteObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { storeMedia } from '@whispy/test-kit/transcriptions';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Config, loadConfig } from '../src/config.js';
import { createMediaStore, MediaNotFound, type MediaStore } from '../src/storage/index.js';

/** One kind of storage, seen through as many media stores as a test opens (like several server processes). */
interface Backend {
  open(): Promise<MediaStore>;
  /** What the storage still holds under a key: files, objects, unfinished multipart uploads. */
  leftovers(key: string): Promise<string[]>;
  dispose(): Promise<void>;
}

async function configFor(env: Record<string, string>): Promise<{ config: Config; dataDir: string }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'whispy-storage-'));
  const config = loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: randomBytes(32).toString('hex'), ...env });
  return { config, dataDir };
}

async function localBackend(): Promise<Backend> {
  const { config, dataDir } = await configFor({});
  return {
    open: () => createMediaStore(config),
    leftovers: async (key) => (await readdir(config.mediaDir)).filter((name) => name.startsWith(key)),
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}

async function s3Backend(): Promise<Backend> {
  const s3 = inject('s3');
  // A bucket of its own, which the store must create: a fresh deployment starts without one.
  const bucket = `whispy-test-${ulid().toLowerCase()}`;
  const { config, dataDir } = await configFor({
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: s3.region,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  });
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
  const list = async (prefix: string) => {
    const objects = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
    const uploads = await client.send(new ListMultipartUploadsCommand({ Bucket: bucket, Prefix: prefix }));
    return {
      objects: (objects.Contents ?? []).map((object) => object.Key!),
      uploads: (uploads.Uploads ?? []).map((upload) => ({ key: upload.Key!, id: upload.UploadId! })),
    };
  };
  return {
    open: () => createMediaStore(config),
    leftovers: async (key) => {
      const { objects, uploads } = await list(key);
      return [...objects, ...uploads.map((upload) => `${upload.key} (multipart upload)`)];
    },
    dispose: async () => {
      // Tests leave uploads behind on purpose; a shared TEST_S3_ENDPOINT should not keep them.
      const { objects, uploads } = await list('');
      for (const upload of uploads)
        await client.send(
          new AbortMultipartUploadCommand({ Bucket: bucket, Key: upload.key, UploadId: upload.id }),
        );
      for (const Key of objects) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key }));
      await client.send(new DeleteBucketCommand({ Bucket: bucket }));
      client.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

// Compared by digest: vitest compares Buffers byte by byte, seconds for a few hundred kilobytes.
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Begins an upload of `size` bytes, as a tus POST does. */
async function beginUpload(store: MediaStore, key: string, size: number): Promise<void> {
  await store.beginUpload({ key, size });
}

/** Sends the rest of `bytes` from where the store says the upload stands, as a client resuming does. */
async function resumeUpload(store: MediaStore, key: string, bytes: Buffer, chunkBytes = bytes.length) {
  const offset = (await store.upload(key))?.received ?? 0;
  const end = Math.min(offset + chunkBytes, bytes.length);
  return store.append(key, offset, Readable.from([bytes.subarray(offset, end)]));
}

async function storeFile(store: MediaStore, bytes: Buffer): Promise<string> {
  const key = ulid();
  await storeMedia(store, key, bytes);
  return key;
}

describe.each([
  ['local directory', localBackend],
  ['S3', s3Backend],
])('media store on %s', (_name, createBackend) => {
  let backend: Backend;
  let store: MediaStore;

  beforeAll(async () => {
    backend = await createBackend();
    store = await backend.open();
  });
  afterAll(() => backend?.dispose());

  it('keeps an upload that another process resumes from the offset it reached', async () => {
    const bytes = randomBytes(300_000);
    const key = ulid();
    await beginUpload(store, key, bytes.length);
    expect(await resumeUpload(store, key, bytes, 100_000)).toBe(100_000);

    const restarted = await backend.open();
    expect((await restarted.upload(key))?.received).toBe(100_000);
    expect(await resumeUpload(restarted, key, bytes)).toBe(bytes.length);

    expect(await restarted.size(key)).toBe(bytes.length);
    expect(sha256(await buffer(await restarted.read(key)))).toBe(sha256(bytes));
  });

  it('counts the bytes an unfinished upload has received', async () => {
    const key = ulid();
    const bytes = randomBytes(50_000);
    await beginUpload(store, key, bytes.length);
    expect(await store.size(key)).toBe(0);
    await resumeUpload(store, key, bytes, 20_000);
    expect(await store.size(key)).toBe(20_000);
  });

  it('reads inclusive byte ranges', async () => {
    const bytes = randomBytes(10_000);
    const key = await storeFile(store, bytes);
    for (const [start, end] of [
      [0, 0],
      [100, 199],
      [9_990, 9_999],
    ] as const) {
      expect(sha256(await buffer(await store.read(key, { start, end })))).toBe(
        sha256(bytes.subarray(start, end + 1)),
      );
    }
  });

  it('checks out a private copy with the same bytes, alone in its directory', async () => {
    const bytes = randomBytes(70_000);
    const key = await storeFile(store, bytes);
    await storeFile(store, randomBytes(1_000)); // another workspace's recording
    const checkout = await store.checkout(key);
    expect(sha256(await readFile(checkout.path))).toBe(sha256(bytes));
    // Nothing an upload names beside itself can be found there.
    expect(await readdir(dirname(checkout.path))).toEqual([basename(checkout.path)]);
    await checkout.release();
    // The copy goes with release; the stored file itself stays where it is.
    expect(existsSync(checkout.path)).toBe(false);
    expect(await store.size(key)).toBe(bytes.length);
  });

  it('removes a finished upload with its metadata', async () => {
    const key = await storeFile(store, randomBytes(1_000));
    expect(await backend.leftovers(key)).not.toEqual([]);
    await store.remove(key);

    expect(await backend.leftovers(key)).toEqual([]);
    expect(await store.size(key)).toBeNull();
    await expect(store.read(key)).rejects.toBeInstanceOf(MediaNotFound);
    await expect(store.checkout(key)).rejects.toBeInstanceOf(MediaNotFound);
  });

  it('removes an unfinished upload with its parts, so it cannot be resumed', async () => {
    const key = ulid();
    const bytes = randomBytes(40_000);
    await beginUpload(store, key, bytes.length);
    await resumeUpload(store, key, bytes, 10_000);
    await store.remove(key);

    expect(await backend.leftovers(key)).toEqual([]);
    expect(await store.size(key)).toBeNull();
    expect(await (await backend.open()).upload(key)).toBeNull();
  });

  it('answers for a key that holds nothing: no size, MediaNotFound, a harmless remove', async () => {
    const key = ulid();
    expect(await store.size(key)).toBeNull();
    await expect(store.read(key)).rejects.toBeInstanceOf(MediaNotFound);
    await expect(store.checkout(key)).rejects.toBeInstanceOf(MediaNotFound);
    await expect(store.remove(key)).resolves.toBeUndefined();
  });

  it('refuses keys that could name another file', async () => {
    await expect(store.size('../session-secret')).rejects.toThrow(/Invalid media key/);
    await expect(store.read('other.info')).rejects.toThrow(/Invalid media key/);
  });

  it('stores a recording sent in small pieces before its size was known, ended at what arrived', async () => {
    // Seconds of a recording each, far under S3's 5 MiB part: kept as the upload's unfinished part until
    // the end declares the size and the append that reaches it completes the file.
    const bytes = randomBytes(6 * 1024 * 1024 + 12_345);
    const key = ulid();
    await store.beginUpload({ key });
    let offset = 0;
    while (offset < bytes.length) offset = await resumeUpload(await backend.open(), key, bytes, 1024 * 1024);
    const restarted = await backend.open();
    expect(await restarted.upload(key)).toMatchObject({ size: undefined, received: bytes.length });

    await restarted.declareSize(key, bytes.length);
    expect(await restarted.append(key, bytes.length, Readable.from([]))).toBe(bytes.length);
    expect(await store.size(key)).toBe(bytes.length);
    expect(sha256(await buffer(await store.read(key)))).toBe(sha256(bytes));
  });

  it('stores a file larger than one S3 part, sent in chunks smaller than one', async () => {
    const bytes = randomBytes(9 * 1024 * 1024);
    const key = ulid();
    await beginUpload(store, key, bytes.length);
    // 3 MiB chunks are under S3's 5 MiB minimum part: the store must carry each over to the next request
    // until a part is big enough, so the file ends as two multipart parts (6 + 3 MiB).
    let offset = 0;
    while (offset < bytes.length)
      offset = await resumeUpload(await backend.open(), key, bytes, 3 * 1024 * 1024);

    expect(await store.size(key)).toBe(bytes.length);
    expect(sha256(await buffer(await store.read(key)))).toBe(sha256(bytes));
    const checkout = await store.checkout(key);
    expect(sha256(await readFile(checkout.path))).toBe(sha256(bytes));
    await checkout.release();
  });
});
