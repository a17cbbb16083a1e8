import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { isProcessAlive } from '../../runtime/processAlive.ts';

export type ScratchFolders = {
  /**
   * Runs `work` in a private scratch folder that is removed afterwards (uploads being checked, builds).
   * Scratch lives under FILES_DIR/tmp, never the system's temp folder: a crash mid-work leaves its
   * folder there, and clearScratch() at start removes it.
   */
  withScratch<T>(prefix: string, work: (dir: string) => Promise<T>): Promise<T>;
  /** Removes every scratch folder: called at start, before any work can have begun. */
  clearScratch(): Promise<void>;
};

/**
 * Private scratch folders under `root`/tmp, whichever store keeps the files: work on an upload or a build
 * needs a real folder on this machine. One folder per process, so processes sharing `root` on one machine
 * clear only the dead ones' scratch.
 */
export function scratchFolders(root: string): ScratchFolders & {
  /**
   * A new file name in this process's scratch folder, for a file written there and then renamed into
   * place: a kill -9 mid-write leaves it where clearScratch() finds it, never beside the stored files.
   */
  scratchFile(prefix: string): Promise<string>;
} {
  const scratchParent = path.join(root, 'tmp');
  const scratchRoot = path.join(scratchParent, String(process.pid));
  return {
    async withScratch(prefix, work) {
      await mkdir(scratchRoot, { recursive: true, mode: 0o700 });
      const dir = await mkdtemp(path.join(scratchRoot, `${prefix}-`));
      try {
        return await work(dir);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    async scratchFile(prefix) {
      await mkdir(scratchRoot, { recursive: true, mode: 0o700 });
      return path.join(scratchRoot, `${prefix}-${randomBytes(6).toString('hex')}.part`);
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
