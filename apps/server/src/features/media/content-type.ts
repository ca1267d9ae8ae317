import { buffer } from 'node:stream/consumers';
import { fileTypeFromBuffer } from 'file-type';
import { LRUCache } from 'lru-cache';
import type { MediaStore } from '../../storage/index.js';

/** file-type reads at most this much of a file to recognise it. */
const SNIFF_BYTES = 4100;

/** The same containers hold audio only; players pick `<audio>` or `<video>` by the type. */
const AUDIO_ONLY: Record<string, string> = {
  'video/mp4': 'audio/mp4',
  'video/webm': 'audio/webm',
  'video/ogg': 'audio/ogg',
};

/**
 * The content type of stored media, recognised from its first bytes (the upload's file name and type
 * are the client's word, not the file's). A medium never changes under its key, so the answer is kept:
 * a player makes many range requests for one file.
 */
export function contentTypes(store: MediaStore) {
  const known = new LRUCache<string, string>({ max: 10_000 });
  return async (media: { id: string; hasVideo: boolean; size: number }): Promise<string> => {
    const cached = known.get(media.id);
    if (cached) return cached;
    let type = 'application/octet-stream';
    if (media.size > 0) {
      const head = await buffer(
        await store.read(media.id, { start: 0, end: Math.min(media.size, SNIFF_BYTES) - 1 }),
      );
      type = (await fileTypeFromBuffer(head))?.mime ?? type;
    }
    if (!media.hasVideo) type = AUDIO_ONLY[type] ?? type;
    known.set(media.id, type);
    return type;
  };
}
