import {
  type BucketLocationConstraint,
  CreateBucketCommand,
  HeadBucketCommand,
  type S3Client,
  type S3ClientConfig,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Config } from '../config.js';

export type S3Settings = NonNullable<Config['s3']>;

export function s3ClientConfig(s3: S3Settings): S3ClientConfig {
  return {
    endpoint: s3.endpoint ?? undefined,
    region: s3.region,
    forcePathStyle: s3.forcePathStyle,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    // The SDK's default adds CRC checksums (aws-chunked uploads) that several S3-compatible stores
    // reject; checksums only where the API requires them keeps every store working.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

// Not NoSuchBucket: a bucket gone after start-up is a broken deployment, not missing media.
const notFoundNames = new Set(['NotFound', 'NoSuchKey', 'NoSuchUpload']);

/** True for S3's "no such object / upload" answers (HeadBucket's too: a bare 404 is `NotFound`). */
export function isS3NotFound(error: unknown): boolean {
  return error instanceof S3ServiceException && notFoundNames.has(error.name);
}

/** Creates the bucket when it does not exist yet, so that a fresh deployment needs no manual step. */
export async function ensureBucket(client: S3Client, bucket: string, region: string): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
    return;
  } catch (error) {
    if (!isS3NotFound(error)) throw error;
  }
  try {
    await client.send(
      new CreateBucketCommand({
        Bucket: bucket,
        // us-east-1 is S3's default location, which it refuses to be named explicitly. Other stores name
        // their own regions, hence the cast from AWS's list.
        CreateBucketConfiguration:
          region === 'us-east-1' ? undefined : { LocationConstraint: region as BucketLocationConstraint },
      }),
    );
  } catch (error) {
    // Another server process of the same deployment created it first.
    if (!(error instanceof S3ServiceException && error.name === 'BucketAlreadyOwnedByYou')) throw error;
  }
}
