import type { Database } from '../src/db/client.ts';
import { logPartitionManager } from '../src/modules/logs/logPartitions.ts';
import { logsRepository } from '../src/modules/logs/logs.repository.ts';
import { logIngestion } from '../src/modules/logs/logs.service.ts';
import type { LogInsert } from '../src/platform/logStore.ts';

/** Writes log lines through the real ingestion path (partitions first, then the batch insert). */
export function testIngest(database: Database) {
  const repo = logsRepository(database.db);
  return { repo, ingest: logIngestion(repo, logPartitionManager(repo)) };
}

export const hoursAgo = (hours: number, from = Date.now()) => new Date(from - hours * 3_600_000);

export function logLine(overrides: Partial<LogInsert> & Pick<LogInsert, 'orgId' | 'date'>): LogInsert {
  return {
    appId: null,
    source: 'gateway',
    type: 'access',
    level: 'info',
    message: 'GET /health 200',
    attributes: {},
    ...overrides,
  };
}
