import type { FastifyBaseLogger } from 'fastify';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { FileStorage } from '../../platform/storage/fileStorage.ts';
import { sweepUnnamedFiles } from '../../platform/storage/unnamedFileSweep.ts';
import type { AppsRepository } from './apps.repository.ts';

export const FILE_SWEEP_QUEUE = 'app-file-sweep';
/**
 * A file younger than this is never removed: another process may be between its put and its commit
 * (addVersion stores a source first; a build stores its artifact, then finishes). Each commit follows its
 * put by well under a second.
 */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

/**
 * Removes stored sources no version names and artifacts no build names, older than `minAgeMs`: what a process
 * killed between storing a file and committing its row left. Answers how many went.
 */
export async function sweepOrphanSources(
  storage: Pick<FileStorage, 'list' | 'delete'>,
  repo: Pick<AppsRepository, 'namedFileKeys'>,
  { now = new Date(), minAgeMs = ORPHAN_MIN_AGE_MS }: { now?: Date; minAgeMs?: number } = {},
): Promise<number> {
  let removed = 0;
  for (const folder of ['sources', 'artifacts'] as const) {
    const named = (keys: string[]) => repo.namedFileKeys(folder, keys);
    removed += await sweepUnnamedFiles(storage, folder, named, now.getTime() - minAgeMs);
  }
  return removed;
}

/** The hourly sweep as a pg-boss cron job: one run per hour across every process on the database. */
export function defineSourceSweep(
  jobs: Jobs,
  deps: { storage: FileStorage; repo: AppsRepository; logger: Pick<FastifyBaseLogger, 'warn'> },
) {
  jobs.define(
    FILE_SWEEP_QUEUE,
    async () => {
      const removed = await sweepOrphanSources(deps.storage, deps.repo);
      if (removed > 0)
        deps.logger.warn({ removed }, 'removed stored app sources and artifacts that no row names');
      return { removed };
    },
    { retryLimit: 1, cron: '23 * * * *' },
  );
}
