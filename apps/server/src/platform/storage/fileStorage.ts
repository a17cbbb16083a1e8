import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type ScratchFolders, scratchFolders } from './scratchFolders.ts';
import { assertStorageKey, isStorageKey } from './storageKey.ts';

/**
 * Where app sources, build artifacts, log archives and attachments live, by key
 * ('sources/<app>/<version>.zip'): files under FILES_DIR (localFileStorage), or objects in an S3-compatible
 * store (s3FileStorage). Nothing else in the server builds a path from a key.
 */
export type FileStorage = {
  /** Streams `content` to `key`; the key appears only once the whole stream is written. */
  put(key: string, content: Readable): Promise<{ size: number }>;
  /** A stream of the file, or null when there is none. */
  get(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
  size(key: string): Promise<number | null>;
  /**
   * Every stored file under the folder `folder` ('sources'), with when it was written: for the sweeps
   * that remove files no row names (a process killed between its put and its commit).
   */
  list(folder: string): AsyncIterable<StoredFile>;
  /** Throws StorageUnavailableError when the store cannot be used: checked at start, before anything else. */
  check(): Promise<void>;
} & ScratchFolders;

export type StoredFile = { key: string; modifiedAt: Date };

/** The configured store cannot be reached or used: a start-up error, said plainly. */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError';
}

export function localFileStorage(root: string): FileStorage {
  const resolve = (key: string) => path.join(root, ...assertStorageKey(key).split('/'));
  const scratch = scratchFolders(root);
  return {
    async put(key, content) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written in the scratch folder (under root: the rename stays on one file system, so it is atomic):
      // a process killed mid-write left its part beside the stored files for ever (kill -9
      // during an upload); the next start's clearScratch() now removes it.
      const temp = await scratch.scratchFile('put');
      try {
        await pipeline(content, createWriteStream(temp, { flags: 'wx', mode: 0o600 }));
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      return { size: (await stat(target)).size };
    },
    async get(key) {
      const file = resolve(key);
      try {
        await stat(file);
      } catch {
        return null;
      }
      return createReadStream(file);
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    async size(key) {
      try {
        return (await stat(resolve(key))).size;
      } catch {
        return null;
      }
    },
    async *list(folder) {
      const top = resolve(folder);
      const entries = await readdir(top, { recursive: true, withFileTypes: true }).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return [];
          throw error;
        },
      );
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        const key = path.relative(root, file).split(path.sep).join('/');
        // Something else put there (an editor's backup, a dot file) is no stored file of the server's.
        if (!isStorageKey(key)) continue;
        // Gone since the listing (another sweep, a delete): not a stored file any more.
        const written = await stat(file).catch(() => null);
        if (written) yield { key, modifiedAt: written.mtime };
      }
    },
    // FILES_DIR is created on first use, and a DATA_DIR that cannot be written is refused before this.
    async check() {},
    withScratch: scratch.withScratch,
    clearScratch: scratch.clearScratch,
  };
}
