import type { Config } from '../config.js';
import { createLocalMediaStore } from './local-media-store.js';
import type { MediaStore } from './media-store.js';
import { createS3MediaStore } from './s3-media-store.js';

export type { ByteRange, MediaCheckout, MediaStore, PartialMedium } from './media-store.js';
export { MediaNotFound } from './media-store.js';

/** The media store the config asks for: S3 when S3_* is set, else files in DATA_DIR/media. */
export function createMediaStore(config: Config): Promise<MediaStore> {
  return config.s3 ? createS3MediaStore(config.s3) : createLocalMediaStore(config.mediaDir);
}
