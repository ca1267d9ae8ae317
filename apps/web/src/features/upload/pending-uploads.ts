import { z } from 'zod';

/** Unfinished transcriptions expire on the server after 24 hours; an older record cannot be resumed. */
const RESUMABLE_FOR_MS = 24 * 60 * 60 * 1000;
const KEY_PREFIX = 'whispy.pending-upload:';

const ZPendingUpload = z.object({
  id: z.string(),
  upload_url: z.string(),
  name: z.string(),
  saved_at: z.number(),
});
/** A transcription created for a file whose upload has not finished yet. */
export type PendingUpload = z.infer<typeof ZPendingUpload>;

export type PendingUploads = {
  find(file: File): PendingUpload | null;
  remember(file: File, upload: Omit<PendingUpload, 'saved_at'>): void;
  forget(file: File): void;
};

// The same file picked again after a reload has the same name, type, size and modification time.
const keyOf = (file: File) =>
  `${KEY_PREFIX}${[file.name, file.type, file.size, file.lastModified].join(':')}`;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Remembers, across page reloads, which transcription each unfinished file belongs to, so that picking the
 * file again resumes its upload (tus keeps the byte offset) instead of creating a second transcription.
 */
export function createPendingUploads(
  storage: Storage | null = globalThis.localStorage ?? null,
): PendingUploads {
  return {
    find(file) {
      const stored = storage?.getItem(keyOf(file));
      if (!stored) return null;
      const parsed = ZPendingUpload.safeParse(parseJson(stored));
      if (parsed.success && Date.now() - parsed.data.saved_at < RESUMABLE_FOR_MS) return parsed.data;
      storage?.removeItem(keyOf(file));
      return null;
    },
    remember(file, upload) {
      storage?.setItem(keyOf(file), JSON.stringify({ ...upload, saved_at: Date.now() }));
    },
    forget(file) {
      storage?.removeItem(keyOf(file));
    },
  };
}
