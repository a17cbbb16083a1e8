import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { HttpError } from '../../platform/httpError.ts';
import type { FileStorage } from '../../platform/storage/fileStorage.ts';
import { runTask } from '../../platform/threads/runTask.ts';
import { tasks } from '../../taskTable.ts';
import type { BaseVersion } from './builder.repository.ts';
import type { SplitSource } from './draftSource.ts';
import { sourceCache } from './sourceCache.ts';

/**
 * A version's source as the builder reads it: its zip copied from storage to a scratch folder, and its
 * text files and binary names, split in a task thread and cached by version (a version never changes).
 */
export function versionSources(storage: FileStorage) {
  /** Runs `work` with the version's source zip in a scratch folder (removed after); null zip for no version. */
  function withBaseZip<T>(
    version: BaseVersion | null,
    work: (zip: string | null, dir: string) => Promise<T>,
  ) {
    return storage.withScratch('builder', async (dir) =>
      work(version ? await copyZip(version, path.join(dir, 'base.zip')) : null, dir),
    );
  }

  /** Copies the version's source zip from storage to `zip` (a scratch path). */
  async function copyZip(version: BaseVersion, zip: string): Promise<string> {
    const stream = await storage.get(version.sourceKey);
    if (!stream) throw new HttpError('internal', 'The source of the version is missing.');
    await pipeline(stream, createWriteStream(zip));
    return zip;
  }

  const cache = sourceCache();
  const empty: SplitSource = { files: {}, binaryFiles: [], binarySizes: {} };
  const split = (zip: string | null): Promise<SplitSource> =>
    zip ? runTask(tasks.splitSource, { zip }) : Promise.resolve(empty);

  /** The version's text files and binary file names: from the cache, or read from its zip once. */
  async function sourceOf(version: BaseVersion | null): Promise<SplitSource> {
    if (!version) return empty;
    const cached = cache.get(version.id);
    if (cached) return cached;
    const source = await withBaseZip(version, (zip) => split(zip));
    cache.set(version.id, source);
    return source;
  }

  /** The sources of several versions: the cached ones, and the others read in one thread (the overviews). */
  async function sourcesOf(versions: readonly (BaseVersion | null)[]): Promise<SplitSource[]> {
    const found = new Map<string, SplitSource>();
    const missing = new Map<string, BaseVersion>();
    for (const version of versions) {
      const hit = version && cache.get(version.id);
      if (hit) found.set(version.id, hit);
      else if (version) missing.set(version.id, version);
    }
    if (missing.size > 0)
      await storage.withScratch('builder', async (dir) => {
        const toRead = [...missing.values()];
        const zips = await Promise.all(
          toRead.map((version, i) => copyZip(version, path.join(dir, `base-${i}.zip`))),
        );
        const read = await runTask(tasks.splitSources, {
          zips,
        });
        toRead.forEach((version, i) => {
          found.set(version.id, read[i]!);
          cache.set(version.id, read[i]!);
        });
      });
    return versions.map((version) => (version ? found.get(version.id)! : empty));
  }

  return { withBaseZip, sourceOf, sourcesOf };
}
