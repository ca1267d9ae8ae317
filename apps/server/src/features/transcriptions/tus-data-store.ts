import type { Readable } from 'node:stream';
import { DataStore, ERRORS, Upload } from '@tus/server';
import type { MediaStore, PartialMedium } from '../../storage/index.js';

const uploadOf = ({ key, size, received, metadata, createdAt }: PartialMedium) =>
  new Upload({ id: key, size, offset: received, metadata, creation_date: createdAt });

/**
 * What @tus/server needs of a store, answered by the media store: tus speaks uploads and offsets, the
 * store speaks media. Creation is offered, with the length declared up front or, for a recording sent
 * while it is made, with its last piece (ADR 033). Uploads are never deleted through tus: a
 * transcription's deletion removes its media.
 */
export class MediaStoreForTus extends DataStore {
  override extensions = ['creation', 'creation-with-upload', 'creation-defer-length'];

  /** `received`: told what an upload holds after each piece it takes. */
  constructor(
    private readonly media: MediaStore,
    private readonly received: (id: string, bytes: number) => Promise<void>,
  ) {
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

  /** The length arrives with the last piece, whose write then finishes the medium. */
  override async declareUploadLength(id: string, size: number): Promise<void> {
    await this.media.declareSize(id, size);
  }

  override async write(bytes: Readable, id: string, offset: number): Promise<number> {
    const received = await this.media.append(id, offset, bytes);
    await this.received(id, received);
    return received;
  }

  override async getUpload(id: string): Promise<Upload> {
    const medium = await this.media.upload(id);
    if (!medium) throw ERRORS.FILE_NOT_FOUND;
    return uploadOf(medium);
  }
}
