import type { FastifyInstance } from 'fastify';
import type { AuditLog } from '../../platform/audit.ts';
import type { Deps } from '../../platform/deps.ts';
import type { IngestLogs } from '../../platform/logStore.ts';
import type { RequestHooks } from '../../platform/requestHooks.ts';
import type { FileStorage } from '../../platform/storage/fileStorage.ts';
import { appDirectory } from '../apps/apps.port.ts';
import { registerAccessLog } from './accessLog.ts';
import { logArchivesRoutes } from './logArchives.routes.ts';
import { logPresetsRoutes } from './logPresets.routes.ts';
import type { LogPresetsService } from './logPresets.service.ts';
import { createLogServices } from './logServices.ts';
import { logsRoutes } from './logs.routes.ts';
import type { LogsService } from './logs.service.ts';
import { metricsRoutes } from './metrics.routes.ts';

export type LogsModule = {
  /** Every other writer of the log store goes through this (build lines, the sandbox, the seed). */
  ingest: IngestLogs;
  /** The company's audit trail (Audit Activity). */
  audit: AuditLog;
  /** Searches of the log store, for the copilot's logs tool (which checks logs.read itself). */
  logs: LogsService;
  /** Users' custom presets, for the demo seed (alert rules are added to one). */
  presets: LogPresetsService;
};

/**
 * The log store and analytics: search, presets, archives, metrics, retention, and the access log (a row
 * per API request, written from the platform's onResponse hook: `requestHooks`).
 */
export async function registerLogsModule(
  app: FastifyInstance,
  deps: Deps & { storage: FileStorage; requestHooks: RequestHooks },
): Promise<LogsModule> {
  const services = createLogServices(deps, app.log, app.metrics);
  registerAccessLog(app, {
    apps: appDirectory(deps.database.db),
    ingest: services.logs.ingest,
    requestHooks: deps.requestHooks,
  });
  const opts = { ...deps, module: services };
  await app.register(logsRoutes, opts);
  await app.register(logPresetsRoutes, opts);
  await app.register(logArchivesRoutes, opts);
  await app.register(metricsRoutes, opts);
  return {
    ingest: services.logs.ingest,
    audit: services.audit,
    logs: services.logs,
    presets: services.presets,
  };
}
