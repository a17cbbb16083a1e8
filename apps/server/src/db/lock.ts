import fs from 'node:fs';
import path from 'node:path';
import { isProcessAlive } from '../runtime/processAlive.ts';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/**
 * PGlite has no file locking: two processes on one data directory silently lose writes.
 * Take an exclusive pid lock file, refusing when a live process holds it, taking over a stale one.
 * Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.accessSync(dataDir, fs.constants.R_OK | fs.constants.W_OK);
  } catch (error) {
    throw new DataDirLockedError(
      `DATA_DIR ${dataDir} cannot be created or is not readable and writable: ${(error as Error).message}`,
    );
  }
  const lockPath = path.join(dataDir, 'portal.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx', 0o600);
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isProcessAlive(holder)) {
        throw new DataDirLockedError(
          `DATA_DIR ${dataDir} is in use by another portal process (pid ${holder}). ` +
            'The embedded database allows one process at a time: stop the other one, use another DATA_DIR, ' +
            'or set DATABASE_URL to share a PostgreSQL server.',
        );
      }
      // A lock left by a process that died: take it over.
      fs.unlinkSync(lockPath);
    }
  }
  throw new DataDirLockedError(`Could not lock DATA_DIR ${dataDir}`);
}
