import { formatMessage } from '@portal/contracts';
import type { Logger } from 'pino';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { FileStorage } from '../../platform/storage/fileStorage.ts';
import { sweepUnnamedFiles } from '../../platform/storage/unnamedFileSweep.ts';
import type { LogArchivesRepository } from './logArchives.repository.ts';
import { LOG_ARCHIVE_QUEUE } from './logArchives.service.ts';

export const LOG_ARCHIVE_SWEEP_QUEUE = 'log-archive-sweep';
export const LOG_ARCHIVE_FILE_SWEEP_QUEUE = 'log-archive-file-sweep';
/**
 * An archive file younger than this is never removed: its job writes the file, then marks the archive
 * READY with its key a moment later (a retried job rewrites the same key).
 */
export const ARCHIVE_FILE_MIN_AGE_MS = 60 * 60 * 1000;
/**
 * An archive unsettled for longer than this, with no job waiting or running for it, has lost its job.
 * Far above the moment between create's commit and its send (milliseconds), so a live request's archive
 * is never sent twice.
 */
export const LOST_AFTER_MS = 5 * 60_000;
const LIMIT = 500;

type Outcome = { resent: number; failed: number };

/**
 * Settles the archives whose job is lost (docs/product/logs.md LOGS-10): QUEUED with no job, when a process
 * died between the row's commit and the job's send, is sent again; RUNNING with no job, when pg-boss ended
 * the job of a process that died on its last attempt (PostgreSQL: its heartbeat stopped) without its handler
 * marking the archive, is FAILED with the reason. An archive whose job still waits or runs is left to it.
 */
export async function sweepLostArchives(
  repo: Pick<LogArchivesRepository, 'unsettled' | 'failIfStill'>,
  jobs: Pick<Jobs, 'pending' | 'send'>,
  now: Date = new Date(),
): Promise<Outcome> {
  const outcome: Outcome = { resent: 0, failed: 0 };
  for (const archive of await repo.unsettled(new Date(now.getTime() - LOST_AFTER_MS), LIMIT)) {
    if (await jobs.pending(LOG_ARCHIVE_QUEUE, { archiveId: archive.id })) continue;
    if (archive.status === 'QUEUED') {
      await jobs.send(LOG_ARCHIVE_QUEUE, { archiveId: archive.id });
      outcome.resent++;
    } else if (await repo.failIfStill(archive.id, 'RUNNING', formatMessage('logs.archiveInterrupted'))) {
      outcome.failed++;
    }
  }
  return outcome;
}

/**
 * Removes archive files no archive names, older than `minAgeMs`: a job killed after writing its file but
 * before marking the archive READY, on its last attempt, leaves a FAILED archive and a file nobody can
 * download or delete. Answers how many went.
 */
export async function sweepOrphanArchiveFiles(
  storage: Pick<FileStorage, 'list' | 'delete'>,
  repo: Pick<LogArchivesRepository, 'namedFileKeys'>,
  { now = new Date(), minAgeMs = ARCHIVE_FILE_MIN_AGE_MS }: { now?: Date; minAgeMs?: number } = {},
): Promise<number> {
  const named = (keys: string[]) => repo.namedFileKeys(keys);
  return sweepUnnamedFiles(storage, 'log-archives', named, now.getTime() - minAgeMs);
}

/**
 * The lost-job sweep at start and every minute, and the orphan file sweep every hour (pg-boss cron: one
 * run per period across processes).
 */
export function defineLogArchiveSweep(
  jobs: Jobs,
  repo: LogArchivesRepository,
  storage: FileStorage,
  logger: Pick<Logger, 'warn'>,
) {
  const sweep = async () => {
    const outcome = await sweepLostArchives(repo, jobs);
    if (outcome.resent + outcome.failed > 0)
      logger.warn(outcome, 'log archives whose job was lost were sent again or failed');
    return outcome;
  };
  jobs.define(LOG_ARCHIVE_SWEEP_QUEUE, sweep, { retryLimit: 1, cron: '* * * * *' });
  jobs.define(
    LOG_ARCHIVE_FILE_SWEEP_QUEUE,
    async () => {
      const removed = await sweepOrphanArchiveFiles(storage, repo);
      if (removed > 0) logger.warn({ removed }, 'removed stored log archive files that no archive names');
      return { removed };
    },
    { retryLimit: 1, cron: '47 * * * *' },
  );
  jobs.onStarted(async () => {
    await sweep();
  });
}
