// @vitest-environment node
// Node's own Response, FormData and Blob: the multipart round trip the browser makes (jsdom's Blob is not one).
import { takeSharedMedia } from './shared-media';

/** Cache Storage as the service worker leaves it: one cache, one multipart answer per URL. */
function fakeCacheStorage() {
  const answers = new Map<string, Response>();
  const cache = {
    match: async (url: string) => answers.get(url)?.clone(),
    put: async (url: string, answer: Response) => void answers.set(url, answer),
    delete: async (url: string) => answers.delete(url),
  };
  return { open: async () => cache as unknown as Cache, cache };
}

describe('files shared from another app', () => {
  it('are taken once, with their names and types', async () => {
    const storage = fakeCacheStorage();
    const shared = new FormData();
    shared.append('media', new Blob(['abc'], { type: 'audio/ogg' }), 'voice note.ogg');
    shared.append('media', new Blob(['<b>'], { type: 'text/html' }), '<img src=x>.html');
    await storage.cache.put('/share-target/inbox', new Response(shared));

    const files = await takeSharedMedia(storage);
    expect(files.map((file) => [file.name, file.type, file.size])).toEqual([
      ['voice note.ogg', 'audio/ogg', 3],
      ['<img src=x>.html', 'text/html', 3],
    ]);
    expect(await takeSharedMedia(storage)).toEqual([]);
  });

  it('are none where the browser has no Cache Storage or refuses it', async () => {
    expect(await takeSharedMedia(undefined)).toEqual([]);
    const refusing = { open: () => Promise.reject(new DOMException('private window', 'SecurityError')) };
    expect(await takeSharedMedia(refusing)).toEqual([]);
  });
});
