// Where the service worker (public/share-target-sw.js) keeps the files another app shared (ADR 033).
const INBOX_CACHE = 'whispy-shared-media';
const INBOX_URL = '/share-target/inbox';

type Inbox = Pick<CacheStorage, 'open'>;

/** The files shared from another app and not taken yet; they are taken once. */
export async function takeSharedMedia(storage: Inbox | undefined = globalThis.caches): Promise<File[]> {
  let cache: Cache;
  try {
    if (!storage) return [];
    cache = await storage.open(INBOX_CACHE);
  } catch {
    // No Cache Storage here (a private window in some browsers): nothing can have been shared.
    return [];
  }
  const kept = await cache.match(INBOX_URL);
  if (!kept) return [];
  const form = await kept.formData();
  await cache.delete(INBOX_URL);
  return form.getAll('media').filter((entry): entry is File => typeof entry !== 'string');
}
