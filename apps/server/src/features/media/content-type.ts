import { buffer } from 'node:stream/consumers';
import { fileTypeFromBuffer } from 'file-type';
import { LRUCache } from 'lru-cache';
import type { MediaStore } from '../../storage/index.js';

/** file-type reads at most this much of a file to recognise it. */
const SNIFF_BYTES = 4100;

/**
 * What a browser may be handed as media to play: the audio and video types file-type names for the
 * containers the engine accepts (so spelled as file-type spells them), nothing a browser would render.
 */
const PLAYABLE = new Set([
  'audio/3gpp',
  'audio/aac',
  'audio/aiff',
  'audio/amr',
  'audio/flac',
  'audio/mp4',
  'audio/mpeg',
  'audio/ogg',
  'audio/ogg; codecs=opus',
  'audio/vnd.dolby.dd-raw',
  'audio/wav',
  'audio/wavpack',
  'audio/webm',
  'audio/x-m4a',
  'audio/x-matroska',
  'audio/x-ms-asf',
  'video/3gpp',
  'video/3gpp2',
  'video/MP1S',
  'video/MP2P',
  'video/matroska',
  'video/mp2t',
  'video/mp4',
  'video/mpeg',
  'video/ogg',
  'video/quicktime',
  'video/vnd.avi',
  'video/webm',
  'video/x-flv',
  'video/x-m4v',
  'video/x-ms-asf',
]);

/** Any other content goes out as bytes to download, never as something a browser would render. */
export const OPAQUE_MEDIA_TYPE = 'application/octet-stream';

/** The same containers hold audio only; players pick `<audio>` or `<video>` by the type. */
const AUDIO_ONLY: Record<string, string> = {
  'video/mp4': 'audio/mp4',
  'video/webm': 'audio/webm',
  'video/ogg': 'audio/ogg',
  'video/matroska': 'audio/x-matroska',
  'video/3gpp': 'audio/3gpp',
};

/**
 * The content type of stored media, recognised from its first bytes (the upload's file name and type
 * are the client's word, not the file's), and only ever an audio or video type on the list: a file that
 * sniffs as HTML, SVG or PDF is `application/octet-stream`. A medium never changes under its key, so the
 * answer is kept: a player makes many range requests for one file.
 */
export function contentTypes(store: MediaStore) {
  const known = new LRUCache<string, string>({ max: 10_000 });
  return async (media: { id: string; hasVideo: boolean; size: number }): Promise<string> => {
    const cached = known.get(media.id);
    if (cached) return cached;
    let type = OPAQUE_MEDIA_TYPE;
    if (media.size > 0) {
      const head = await buffer(
        await store.read(media.id, { start: 0, end: Math.min(media.size, SNIFF_BYTES) - 1 }),
      );
      type = (await fileTypeFromBuffer(head))?.mime ?? type;
    }
    if (!media.hasVideo) type = AUDIO_ONLY[type] ?? type;
    if (!PLAYABLE.has(type)) type = OPAQUE_MEDIA_TYPE;
    known.set(media.id, type);
    return type;
  };
}
