// Whispy's service worker does one thing: it receives files shared from another app ("Share → Whispy",
// the manifest's share_target) and hands them to the upload page, which checks and uploads them like
// picked files (ADR 033). Registered with the share target as its scope, it sees no other request.

const SHARE_PATH = '/share-target';
const UPLOAD_PAGE = '/resource/transcriptions/create';
// Shared with apps/web/src/features/upload/shared-media.ts, which takes the files out.
const INBOX_CACHE = 'whispy-shared-media';
const INBOX_URL = '/share-target/inbox';
// Past this many files a share is trimmed here; the upload page applies the workspace's own batch limit.
const MAX_FILES = 20;

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'POST' || url.origin !== self.location.origin || url.pathname !== SHARE_PATH) {
    return;
  }
  event.respondWith(receiveShare(event.request));
});

/** Keeps the shared files (files only, at most MAX_FILES) and sends the user to the upload page. */
async function receiveShare(request) {
  try {
    const shared = await request.formData();
    const kept = new FormData();
    const files = shared.getAll('media').filter((entry) => entry instanceof File);
    for (const file of files.slice(0, MAX_FILES)) kept.append('media', file, file.name);
    const cache = await caches.open(INBOX_CACHE);
    await cache.put(INBOX_URL, new Response(kept));
    const trimmed = files.length > MAX_FILES ? `&trimmed=${MAX_FILES}` : '';
    return Response.redirect(`${UPLOAD_PAGE}?shared=1${trimmed}`, 303);
  } catch {
    // Not multipart, or more than the browser's storage allows: the page says the share did not arrive.
    return Response.redirect(`${UPLOAD_PAGE}?shared=failed`, 303);
  }
}
