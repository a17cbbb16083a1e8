import type { LogType } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { logPartitionManager } from './logPartitions.ts';
import { logsRepository } from './logs.repository.ts';
import { logIngestion } from './logs.service.ts';

/**
 * What the demo world (seed/logsDemo.ts) writes of logs: a month of lines at once, in the day partitions
 * of the whole range, through the same ingestion as the log store's.
 */
export function logsSeeding(db: Db) {
  const repo = logsRepository(db);
  const partitions = logPartitionManager(repo);
  return {
    hasLogs: (orgIds: readonly string[], types?: readonly LogType[]) => repo.hasLogs(orgIds, types),
    ensureRange: (start: Date, end: Date) => partitions.ensureRange(start, end),
    ingest: logIngestion(repo, partitions),
  };
}
