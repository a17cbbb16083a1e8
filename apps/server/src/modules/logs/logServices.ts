import { formatMessage } from '@portal/contracts';
import type { Logger } from 'pino';
import { admitHeavy } from '../../platform/admitHeavy.ts';
import { type AuditLog, auditLog } from '../../platform/audit.ts';
import { concurrencyLimit } from '../../platform/concurrencyLimit.ts';
import type { Deps } from '../../platform/deps.ts';
import type { PortalMetrics } from '../../platform/metrics/portalMetrics.ts';
import type { FileStorage } from '../../platform/storage/fileStorage.ts';
import { appDirectory } from '../apps/apps.port.ts';
import { defineLogArchiveSweep } from './logArchiveSweep.ts';
import { logArchivesRepository } from './logArchives.repository.ts';
import { type LogArchivesService, logArchivesService } from './logArchives.service.ts';
import { logPartitionManager } from './logPartitions.ts';
import { logPresetsRepository } from './logPresets.repository.ts';
import { type LogPresetsService, logPresetsService } from './logPresets.service.ts';
import { defineLogRetentionJob } from './logRetention.ts';
import { logsRepository } from './logs.repository.ts';
import { type LogsService, logsService } from './logs.service.ts';
import { type LogsAppScope, logsAppScope } from './logsAccess.ts';
import { type MetricsService, metricsService } from './metrics.service.ts';

export type LogServices = {
  logs: LogsService;
  presets: LogPresetsService;
  archives: LogArchivesService;
  metrics: MetricsService;
  audit: AuditLog;
  /** 404 for an app the company may not see. */
  appScope: LogsAppScope;
  /** The admission of the heavy log and analytics reads (preHandler): searches, suggestions, dashboards. */
  admit: ReturnType<typeof admitHeavy>;
  /** The same slots for streamed files (log download, audit export), with the download's deadline. */
  admitDownload: ReturnType<typeof admitHeavy>;
};

/**
 * What an admitted request may take beyond its own read deadline before its slot is taken back: the
 * other statements of the request (access checks, app names, the audit line) and one restart of the
 * embedded database (about a second, docs/decisions/pglite-worker-thread.md), with room to spare.
 */
const SLOT_GRACE_MS = 5_000;

/** Builds the log store's services once; other modules receive `logs.ingest` and `audit` from here. */
export function createLogServices(
  { config, database, jobs, storage }: Deps & { storage: FileStorage },
  logger: Pick<Logger, 'info' | 'warn' | 'error'>,
  portalMetrics: Pick<PortalMetrics, 'logSearchDuration'>,
): LogServices {
  const repo = logsRepository(database.db);
  defineLogRetentionJob(jobs, repo, config.logRetentionDays, logger);
  const logs = logsService({
    repo,
    partitions: logPartitionManager(repo),
    rangeVariant: config.logRangeVariant,
    searchTimeoutMs: config.logSearchTimeoutMs,
    downloadTimeoutMs: config.logDownloadTimeoutMs,
    searchDuration: portalMetrics.logSearchDuration,
  });
  const audit = auditLog((rows) => logs.ingest(rows));
  const archivesRepo = logArchivesRepository(database.db);
  const archives = logArchivesService({
    repo: archivesRepo,
    storage,
    jobs,
    logs,
    logger,
  });
  defineLogArchiveSweep(jobs, archivesRepo, storage, logger);
  const metrics = metricsService({
    db: database.db,
    rangeVariant: config.logRangeVariant,
    timeoutMs: config.logSearchTimeoutMs,
  });
  const presets = logPresetsService(logPresetsRepository(database.db), audit);
  const appScope = logsAppScope(appDirectory(database.db));
  // Admission before the database: searches past the limit wait a while, then are refused with 503.
  const limit = concurrencyLimit({ ...config.logQueryLimits, maxWaitMs: config.logSearchTimeoutMs });
  const slot = {
    retryAfterSeconds: 5,
    busyMessage: formatMessage('logs.busy'),
    deadlineMessage: formatMessage('logs.deadline'),
  };
  const admit = admitHeavy(limit, { ...slot, deadlineMs: config.logSearchTimeoutMs + SLOT_GRACE_MS });
  const admitDownload = admitHeavy(limit, {
    ...slot,
    deadlineMs: config.logDownloadTimeoutMs + SLOT_GRACE_MS,
  });
  return { logs, presets, archives, metrics, audit, appScope, admit, admitDownload };
}
