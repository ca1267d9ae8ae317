import { constants } from 'node:fs';
import { copyFile, link, mkdir, mkdtemp, open, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { FileStore } from '@tus/file-store';
import type { DataStore } from '@tus/server';
import { assertMediaKey, MediaNotFound, type MediaStore } from './media-store.js';
import { tusBackedUploads } from './tus-backed-uploads.js';

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

/** A hard link where the temporary directory shares the media's file system, else a copy. */
async function privateCopy(source: string, target: string) {
  try {
    await link(source, target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EXDEV' && code !== 'EPERM') throw error;
    await copyFile(source, target, constants.COPYFILE_FICLONE);
  }
}

/** Media as plain files in one directory, written there piece by piece by tus' FileStore. */
export async function createLocalMediaStore(directory: string): Promise<MediaStore> {
  const root = resolve(directory);
  await mkdir(root, { recursive: true });
  const uploads = tusBackedUploads(new FileStoreInCreatedDirectory({ directory: root }));

  const fileOf = (key: string) => {
    assertMediaKey(key);
    return join(root, key);
  };

  return {
    ...uploads,

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
      const source = fileOf(key);
      // The engine reads a private copy, alone in a directory of its own: whatever an upload names
      // beside itself, it cannot find another workspace's recording there.
      const directory = await mkdtemp(join(tmpdir(), 'whispy-media-'));
      const release = () => rm(directory, { recursive: true, force: true });
      const path = join(directory, key);
      try {
        await privateCopy(source, path);
      } catch (error) {
        await release();
        throw isMissing(error) ? new MediaNotFound(key) : error;
      }
      return { path, release };
    },

    async remove(key) {
      const path = fileOf(key);
      // FileStore keeps each upload's metadata beside it as `<id>.json`.
      await Promise.all([rm(path, { force: true }), rm(`${path}.json`, { force: true })]);
    },
  };
}
