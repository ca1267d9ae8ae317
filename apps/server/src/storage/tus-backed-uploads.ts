import { type DataStore, ERRORS, Upload } from '@tus/server';
import type { MediaStore, PartialMedium } from './media-store.js';

const mediumOf = (upload: Upload): PartialMedium => ({
  key: upload.id,
  size: upload.size,
  received: upload.offset,
  metadata: upload.metadata,
  createdAt: upload.creation_date,
});

/**
 * Media that arrive in pieces, kept by one of tus' stores (FileStore, S3Store), which already know how to
 * resume an upload across processes and restarts. Only media terms leave this module.
 */
export function tusBackedUploads(
  tus: DataStore,
): Pick<MediaStore, 'beginUpload' | 'append' | 'declareSize' | 'upload'> {
  return {
    async beginUpload({ key, size, metadata, createdAt }) {
      return mediumOf(
        await tus.create(new Upload({ id: key, size, offset: 0, metadata, creation_date: createdAt })),
      );
    },

    append: (key, offset, bytes) => tus.write(bytes, key, offset),

    // S3Store sends its last short part and completes the multipart upload on the append that reaches
    // the size; FileStore only records it.
    declareSize: (key, size) => tus.declareUploadLength(key, size),

    async upload(key) {
      try {
        return mediumOf(await tus.getUpload(key));
      } catch (error) {
        if (error === ERRORS.FILE_NOT_FOUND || error === ERRORS.FILE_NO_LONGER_EXISTS) return null;
        throw error;
      }
    },
  };
}
