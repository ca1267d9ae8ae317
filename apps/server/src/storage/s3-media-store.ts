import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { type MetadataValue, S3Store } from '@tus/s3-store';
import { MemoryKvStore } from '@tus/server';
import { assertMediaKey, type ByteRange, MediaNotFound, type MediaStore } from './media-store.js';
import { ensureBucket, isS3NotFound, type S3Settings, s3ClientConfig } from './s3-client.js';
import { tusBackedUploads } from './tus-backed-uploads.js';

// How @tus/s3-store names an upload's objects besides the file itself: `.info` holds the upload's
// metadata (the multipart upload id among it), `.part` a chunk too small to be a multipart part yet.
const infoKey = (key: string) => `${key}.info`;
const incompletePartKey = (key: string) => `${key}.part`;

/** Media as objects in an S3-compatible bucket, written there by tus' S3Store as multipart uploads. */
export async function createS3MediaStore(s3: S3Settings): Promise<MediaStore> {
  const clientConfig = s3ClientConfig(s3);
  const client = new S3Client(clientConfig);
  const Bucket = s3.bucket;
  await ensureBucket(client, Bucket, s3.region);
  // Our own handle on S3Store's metadata cache, so that `remove` can forget what it deleted.
  const cache = new MemoryKvStore<MetadataValue>();
  const uploads = tusBackedUploads(
    new S3Store({ s3ClientConfig: { ...clientConfig, bucket: Bucket }, cache }),
  );

  async function read(key: string, range?: ByteRange): Promise<Readable> {
    assertMediaKey(key);
    try {
      const { Body } = await client.send(
        new GetObjectCommand({ Bucket, Key: key, Range: range && `bytes=${range.start}-${range.end}` }),
      );
      if (!(Body instanceof Readable)) throw new Error(`S3 returned no stream for "${key}"`);
      return Body;
    } catch (error) {
      throw isS3NotFound(error) ? new MediaNotFound(key) : error;
    }
  }

  /** The multipart upload still collecting an unfinished upload's parts, if any. */
  async function multipartUploadId(key: string): Promise<string | undefined> {
    try {
      const info = await client.send(new HeadObjectCommand({ Bucket, Key: infoKey(key) }));
      return info.Metadata?.['upload-id'];
    } catch (error) {
      if (isS3NotFound(error)) return undefined;
      throw error;
    }
  }

  return {
    ...uploads,
    read,

    async size(key) {
      assertMediaKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (!isS3NotFound(error)) throw error;
      }
      // Not a finished object: an unfinished upload has only what its parts hold so far.
      return (await uploads.upload(key))?.received ?? null;
    },

    async checkout(key) {
      assertMediaKey(key);
      const directory = await mkdtemp(join(tmpdir(), 'whispy-media-'));
      const release = () => rm(directory, { recursive: true, force: true });
      const path = join(directory, key);
      try {
        await pipeline(await read(key), createWriteStream(path));
      } catch (error) {
        await release();
        throw error;
      }
      return { path, release };
    },

    async remove(key) {
      assertMediaKey(key);
      const uploadId = await multipartUploadId(key);
      if (uploadId) {
        // A finished upload's multipart upload is already gone (NoSuchUpload): nothing to abort.
        await client
          .send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId: uploadId }))
          .catch((error) => {
            if (!isS3NotFound(error)) throw error;
          });
      }
      // Deleting a missing object succeeds, so this is safe to repeat.
      await Promise.all(
        [key, infoKey(key), incompletePartKey(key)].map((Key) =>
          client.send(new DeleteObjectCommand({ Bucket, Key })),
        ),
      );
      await cache.delete(key);
    },
  };
}
