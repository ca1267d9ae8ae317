// Where the service worker (public/share-target-sw.js) keeps the files another app shared (ADR 033).
const INBOX_CACHE = 'whispy-shared-media';
const INBOX_URL = '/share-target/inbox';

/** The files shared from another app and not taken yet; they are taken once. */
export async function takeSharedMedia(
  storage: CacheStorage | undefined = globalThis.caches,
): Promise<File[]> {
  if (!storage) return [];
  const cache = await storage.open(INBOX_CACHE);
  const kept = await cache.match(INBOX_URL);
  if (!kept) return [];
  const form = await kept.formData();
  await cache.delete(INBOX_URL);
  return form.getAll('media').filter((entry): entry is File => entry instanceof File);
}
