import type { Readable } from 'node:stream';
import { DataStore, ERRORS, Upload } from '@tus/server';
import type { MediaStore, PartialMedium } from '../../storage/index.js';

const uploadOf = ({ key, size, received, metadata, createdAt }: PartialMedium) =>
  new Upload({ id: key, size, offset: received, metadata, creation_date: createdAt });

/**
 * What @tus/server needs of a store, answered by the media store: tus speaks uploads and offsets, the
 * store speaks media. Only creation is offered: uploads are never deleted through tus (a transcription's
 * deletion removes its media) and their length is declared up front.
 */
export class MediaStoreForTus extends DataStore {
  override extensions = ['creation', 'creation-with-upload'];

  constructor(private readonly media: MediaStore) {
    super();
  }

  override async create(upload: Upload): Promise<Upload> {
    return uploadOf(
      await this.media.beginUpload({
        key: upload.id,
        size: upload.size,
        metadata: upload.metadata,
        createdAt: upload.creation_date,
      }),
    );
  }

  override write(bytes: Readable, id: string, offset: number): Promise<number> {
    return this.media.append(id, offset, bytes);
  }

  override async getUpload(id: string): Promise<Upload> {
    const medium = await this.media.upload(id);
    if (!medium) throw ERRORS.FILE_NOT_FOUND;
    return uploadOf(medium);
  }
}
