import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { defaultZipLimits, type ZipLimits } from '@portal/contracts';
import type { ZipEntryInfo } from './inspectZip.ts';
import { readEntries } from './readEntries.ts';
import { ZipError } from './zipError.ts';

/**
 * Extracts a checked zip into `destDir`, which must not exist or be empty. On any failure `destDir` is
 * removed with what was written, so a refused zip leaves no file behind.
 */
export async function extractZip(
  file: string,
  destDir: string,
  limits: ZipLimits = defaultZipLimits,
): Promise<ZipEntryInfo[]> {
  const root = path.resolve(destDir);
  await mkdir(root, { recursive: true });
  if ((await readdir(root)).length > 0) throw new Error(`extractZip: ${root} is not empty`);
  try {
    return await readEntries(
      file,
      async (entry, content) => {
        const target = path.resolve(root, entry.name);
        // Names were checked already; this guards the join itself, should those checks ever regress.
        if (!target.startsWith(root + path.sep))
          throw new ZipError(
            'zip_path_traversal',
            `entry ${entry.name} resolves outside the target`,
            entry.name,
          );
        await mkdir(path.dirname(target), { recursive: true });
        // 'wx': never overwrite and never follow a link planted at the target.
        await pipeline(content, createWriteStream(target, { flags: 'wx', mode: 0o644 }));
      },
      limits,
    );
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    throw error;
  }
}
