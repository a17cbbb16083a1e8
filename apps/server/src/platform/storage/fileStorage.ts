import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isProcessAlive } from '../processAlive.ts';

/**
 * Where app sources and build artifacts live, by key ('sources/<app>/<version>.zip'). Files under
 * FILES_DIR today; an object store (S3, GCS) can replace it behind the same four calls, which is why
 * nothing else in the server builds a path from a key.
 */
export type FileStorage = {
  /** Streams `content` to `key`; the key appears only once the whole stream is written. */
  put(key: string, content: Readable): Promise<{ size: number }>;
  /** A stream of the file, or null when there is none. */
  get(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
  size(key: string): Promise<number | null>;
  /**
   * Runs `work` in a private scratch folder that is removed afterwards (uploads being checked, builds).
   * Scratch lives under FILES_DIR/tmp, never the system's temp folder: a crash mid-work leaves its
   * folder there, and clearScratch() at start removes it (issue 20 item 12).
   */
  withScratch<T>(prefix: string, work: (dir: string) => Promise<T>): Promise<T>;
  /** Removes every scratch folder: called at start, before any work can have begun. */
  clearScratch(): Promise<void>;
};

const KEY = /^[a-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;

export function localFileStorage(root: string): FileStorage {
  // One folder per process: processes sharing FILES_DIR on one machine clear only the dead ones' scratch.
  const scratchParent = path.join(root, 'tmp');
  const scratchRoot = path.join(scratchParent, String(process.pid));
  const resolve = (key: string) => {
    // Keys are built by the server from ids; refusing anything else keeps a bug from escaping root.
    if (!KEY.test(key) || key.split('/').some((part) => part.startsWith('.')))
      throw new Error(`bad storage key ${key}`);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, content) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.${randomBytes(6).toString('hex')}.part`;
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
    async withScratch(prefix, work) {
      await mkdir(scratchRoot, { recursive: true, mode: 0o700 });
      const dir = await mkdtemp(path.join(scratchRoot, `${prefix}-`));
      try {
        return await work(dir);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    async clearScratch() {
      const owners = await readdir(scratchParent).catch(() => [] as string[]);
      for (const owner of owners) {
        const pid = Number(owner);
        if (pid === process.pid || !Number.isInteger(pid) || !isProcessAlive(pid))
          await rm(path.join(scratchParent, owner), { recursive: true, force: true });
      }
    },
  };
}
