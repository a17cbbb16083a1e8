import type { Logger } from 'pino';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { utcDay } from './logPartitions.ts';
import type { LogsRepository } from './logs.repository.ts';

export const LOG_RETENTION_QUEUE = 'log-retention';
/** Daily, at a quiet hour (UTC): a day's partition goes at most a day after it expired. */
const RETENTION_CRON = '17 3 * * *';
const DAY_MS = 86_400_000;

/**
 * Drops the day partitions wholly older than `retentionDays` (today counts as day 0): the day of
 * `now - retentionDays` and later stay, so a search of the longest allowed range never finds a hole.
 * Returns the days dropped.
 */
export async function dropExpiredLogDays(
  repo: Pick<LogsRepository, 'partitionDays' | 'dropDayPartition'>,
  retentionDays: number,
  now: Date,
): Promise<string[]> {
  const oldestKept = utcDay(new Date(now.getTime() - retentionDays * DAY_MS));
  const expired = (await repo.partitionDays()).filter((day) => day < oldestKept).sort();
  for (const day of expired) await repo.dropDayPartition(day);
  return expired;
}

/** The scheduled job (pg-boss cron, one run per schedule across processes) that applies LOG_RETENTION_DAYS. */
export function defineLogRetentionJob(
  jobs: Jobs,
  repo: Pick<LogsRepository, 'partitionDays' | 'dropDayPartition'>,
  retentionDays: number,
  logger: Pick<Logger, 'info'>,
) {
  return jobs.define(
    LOG_RETENTION_QUEUE,
    async () => {
      const dropped = await dropExpiredLogDays(repo, retentionDays, new Date());
      if (dropped.length > 0) logger.info({ days: dropped, retentionDays }, 'dropped expired log days');
      return { dropped };
    },
    { cron: RETENTION_CRON, retryLimit: 2 },
  );
}
