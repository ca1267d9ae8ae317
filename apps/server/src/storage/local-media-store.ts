import { mkdir, open, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { FileStore } from '@tus/file-store';
import type { DataStore } from '@tus/server';
import { assertMediaKey, MediaNotFound, type MediaStore } from './media-store.js';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * FileStore creates its directory from its constructor with a callback that throws, so a server closed
 * right after it started (and its directory removed) would crash on an unhandled error. The directory
 * is created, and awaited, before the store is made instead.
 */
// The hook is private in FileStore's types, hence the constructor seen as a plain DataStore.
const BaseFileStore: new (...options: ConstructorParameters<typeof FileStore>) => DataStore = FileStore;
class FileStoreInCreatedDirectory extends BaseFileStore {
  checkOrCreateDirectory() {}
}

/** Media as plain files in one directory, written there by tus' FileStore. */
export async function createLocalMediaStore(directory: string): Promise<MediaStore> {
  const root = resolve(directory);
  await mkdir(root, { recursive: true });
  const tusStore = new FileStoreInCreatedDirectory({ directory: root });

  const fileOf = (key: string) => {
    assertMediaKey(key);
    return join(root, key);
  };

  return {
    tusStore,

    async read(key, range) {
      // Opening first turns a missing file into a rejected promise rather than a later stream error.
      const handle = await open(fileOf(key)).catch((error) => {
        throw isMissing(error) ? new MediaNotFound(key) : error;
      });
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },

    async size(key) {
      try {
        return (await stat(fileOf(key))).size;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async checkout(key) {
      const path = fileOf(key);
      await stat(path).catch((error) => {
        throw isMissing(error) ? new MediaNotFound(key) : error;
      });
      return { path, release: async () => {} };
    },

    async remove(key) {
      const path = fileOf(key);
      // FileStore keeps each upload's metadata beside it as `<id>.json`.
      await Promise.all([rm(path, { force: true }), rm(`${path}.json`, { force: true })]);
    },
  };
}
