import type { LogType } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { type DemoLogsSpec, demoLogsRepository } from './demoLogs.repository.ts';
import { logPartitionManager } from './logPartitions.ts';
import { logsRepository } from './logs.repository.ts';
import { logIngestion } from './logs.service.ts';

/**
 * What the demo world (seed/logsDemo.ts) writes of logs: a month of lines at once, in the day partitions
 * of the whole range, made in the database (demoLogs.repository.ts); and lines built by the caller through
 * the same ingestion as the log store's.
 */
export function logsSeeding(db: Db) {
  const repo = logsRepository(db);
  const partitions = logPartitionManager(repo);
  return {
    hasLogs: (orgIds: readonly string[], types?: readonly LogType[]) => repo.hasLogs(orgIds, types),
    ensureRange: (start: Date, end: Date) => partitions.ensureRange(start, end),
    /** The demo's month of lines, made in the database. */
    insertDemoLines: (spec: DemoLogsSpec) => demoLogsRepository(db).insertDemoLines(spec),
    /** Lines built by the caller, as the log store writes them (bench/accessRowsCpu.ts). */
    ingest: logIngestion(repo, partitions),
  };
}
