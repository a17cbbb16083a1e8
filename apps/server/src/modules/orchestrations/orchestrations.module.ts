import type { OrchestrationComponent } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AuditLog } from '../../platform/audit.ts';
import type { Deps } from '../../platform/deps.ts';
import type { IngestLogs } from '../../platform/logStore.ts';
import type { Notifier } from '../../platform/notifications/notifier.ts';
import type { FileStorage } from '../../platform/storage/fileStorage.ts';
import { appDirectory } from '../apps/apps.port.ts';
import type { InboxService } from '../inbox/inbox.service.ts';
import type { TenantsService } from '../tenants/tenants.service.ts';
import type { TenantTokensService } from '../tenants/tenantTokens.service.ts';
import { approvalsRepository } from './approvals.repository.ts';
import { approvalsService } from './approvals.service.ts';
import type { RunScript } from './engine/executeStep.ts';
import { createExpressions } from './engine/expressions.ts';
import { defaultLimits, type EngineLimits } from './engine/limits.ts';
import { readOrchestrations, readScripts } from './engine/readOrchestrations.ts';
import { type RunEngine, type RunJob, runEngine } from './engine/runEngine.ts';
import { sandboxCaller } from './engine/sandboxCaller.ts';
import { createScripts, ScriptError, type Scripts } from './engine/scripts.ts';
import { insightsRepository } from './insights.repository.ts';
import { insightsRoutes } from './insights.routes.ts';
import { insightsService } from './insights.service.ts';
import { orchestrationsRepository } from './orchestrations.repository.ts';
import { orchestrationsRoutes } from './orchestrations.routes.ts';
import { scheduleTicker } from './orchestrations.schedules.ts';
import { type OrchestrationsService, orchestrationsService } from './orchestrations.service.ts';
import { publishingRuns } from './runEvents.ts';
import { runLauncher } from './runLauncher.ts';
import { runNotices } from './runNotices.ts';
import { webhooksRepository } from './webhooks.repository.ts';
import { webhooksRoutes } from './webhooks.routes.ts';
import { webhooksService } from './webhooks.service.ts';

export const RUNS_QUEUE = 'orchestration-runs';
export const RUNS_SWEEP_QUEUE = 'orchestration-runs-sweep';
export const SCHEDULES_QUEUE = 'orchestration-schedules';

/** Versions never change: their orchestrations are read from the source zip once per process. */
function cachedReader(storage: FileStorage) {
  const cache = new Map<string, Map<string, OrchestrationComponent>>();
  return async (versionId: string, sourceKey: string) => {
    const hit = cache.get(versionId);
    if (hit) return hit;
    const flows = await readOrchestrations(storage, sourceKey);
    if (cache.size >= 200) cache.delete(cache.keys().next().value!);
    cache.set(versionId, flows);
    return flows;
  };
}

/**
 * Runs a function of a version's script: its source read once per process (versions never change), the
 * globals the build environment allows now (docs/decisions/orchestration-scripts.md).
 */
function scriptRunner(deps: {
  storage: FileStorage;
  sourceKeyOf: (versionId: string) => Promise<string | null>;
  scriptGlobals: () => Promise<readonly string[]>;
  scripts: Scripts;
}): RunScript {
  const cache = new Map<string, Map<string, { file: string; source: string }>>();
  const scriptsOf = async (versionId: string) => {
    const hit = cache.get(versionId);
    if (hit) return hit;
    const sourceKey = await deps.sourceKeyOf(versionId);
    if (!sourceKey) throw new Error(`The version ${versionId} has no source.`);
    const found = await readScripts(deps.storage, sourceKey);
    if (cache.size >= 200) cache.delete(cache.keys().next().value!);
    cache.set(versionId, found);
    return found;
  };
  return async ({ versionId, script, fn, input }) => {
    const component = (await scriptsOf(versionId)).get(script);
    if (!component) throw new ScriptError(`The app's source has no script '${script}'.`);
    return deps.scripts.run({ ...component, fn, input, globals: await deps.scriptGlobals() });
  };
}

export type OrchestrationsModule = {
  service: OrchestrationsService;
  engine: RunEngine;
  /** One tick of the scheduler, at `now`: what the minute's cron job runs (tests call it directly). */
  tickSchedules: (now?: Date) => Promise<{ launched: number }>;
  /** The limits in force: one object, so a test may lower them after the app is built. */
  limits: EngineLimits;
};

/**
 * Orchestration runs (docs/product/orchestrations.md, docs/decisions/orchestration-engine.md): the runs API,
 * their insights, the
 * `orchestration-runs` queue whose jobs execute runs, and its sweep (at start and every minute), and the
 * scheduler's minute job that launches orchestrations with a schedule trigger. Each run's status changes
 * are published to the notification sockets of the company it belongs to (runEvents.ts).
 */
export async function registerOrchestrationsModule(
  app: FastifyInstance,
  deps: Deps & {
    storage: FileStorage;
    audit: AuditLog;
    ingest: IngestLogs;
    tenants: TenantsService;
    tenantTokens: TenantTokensService;
    notifier: Notifier;
    inbox: InboxService;
    /** The global names scripts may use: the build environment's allowed script APIs, as staff set them. */
    scriptGlobals: () => Promise<readonly string[]>;
    limits?: Partial<EngineLimits>;
  },
): Promise<OrchestrationsModule> {
  const { db } = deps.database;
  const limits: EngineLimits = { ...defaultLimits, ...deps.limits };
  // Publishes each status change to the company's notification sockets, whoever changes it.
  const repo = publishingRuns(orchestrationsRepository(db), deps.notifier, app.log);
  const expressions = createExpressions({ timeoutMs: limits.expressionTimeoutMs });
  app.addHook('onClose', () => expressions.close());
  // Read at each script, so a test may lower them after the app is built.
  const scripts = createScripts({
    get timeoutMs() {
      return limits.scriptTimeoutMs;
    },
    get memoryBytes() {
      return limits.scriptMemoryBytes;
    },
  });
  app.addHook('onClose', () => scripts.close());
  let send: (job: RunJob, startAfter?: Date, fromSweep?: boolean) => Promise<void> = async () => {};
  const approvalsRepo = approvalsRepository(db);
  const notices = runNotices({ repo, inbox: deps.inbox, publicUrl: deps.config.publicUrl });
  const engine = runEngine({
    repo,
    expressions,
    script: scriptRunner({
      storage: deps.storage,
      sourceKeyOf: (versionId) => repo.sourceKeyOf(versionId),
      scriptGlobals: deps.scriptGlobals,
      scripts,
    }),
    sandbox: sandboxCaller(app, {
      ...deps,
      isMember: async (userId, org) => (await repo.rolesIn(userId, org)) !== null,
    }),
    notify: notices.notify,
    approvals: { settle: approvalsRepo.settle, opened: notices.approvalOpened },
    ingest: deps.ingest,
    send: (job, startAfter, fromSweep) => send(job, startAfter, fromSweep),
    limits,
    logger: app.log,
  });
  const queue = deps.jobs.define<RunJob, { status: string }>(
    RUNS_QUEUE,
    (job, context) => engine.runJob(job, context.id, context.signal),
    // The engine retries steps itself and the sweep recovers a dead job: pg-boss never retries one.
    { retryLimit: 0, expireInSeconds: 900, pollingIntervalSeconds: 0.5, localConcurrency: 2 },
  );
  send = async (job, startAfter, fromSweep) => {
    // Keyed by the run's position. A duplicate (the sweep's, a late one) is harmless: it finds the run
    // moved on or held, and does nothing (the key dedupes only on queues with a singleton policy).
    await queue.send(job, {
      singletonKey: `${fromSweep ? 'sweep:' : ''}${job.runId}:${job.seq}:${job.attempt}`,
      ...(startAfter ? { startAfter } : {}),
    });
  };
  deps.jobs.define(RUNS_SWEEP_QUEUE, async () => engine.sweep(), { cron: '* * * * *', retryLimit: 0 });
  deps.jobs.onStarted(async () => {
    await engine.sweep();
  });
  const readOrchestrations = cachedReader(deps.storage);
  const launch = runLauncher({ repo, send: (job) => send(job), audit: deps.audit });
  const tick = scheduleTicker({ repo, readOrchestrations, launch, logger: app.log });
  // pg-boss runs a cron job once a minute across every process on the database.
  deps.jobs.define(SCHEDULES_QUEUE, async () => tick(), { cron: '* * * * *', retryLimit: 0 });
  const service = orchestrationsService({
    repo,
    apps: appDirectory(db),
    readOrchestrations,
    launch,
    audit: deps.audit,
    limits,
    approvals: approvalsService({ repo: approvalsRepo, audit: deps.audit, send: (job) => send(job) }),
  });
  await app.register(orchestrationsRoutes, { db, service });
  await app.register(insightsRoutes, { db, service: insightsService(insightsRepository(db)) });
  const webhooks = webhooksService({
    repo: webhooksRepository(db),
    runs: repo,
    apps: appDirectory(db),
    readOrchestrations,
    launch,
    audit: deps.audit,
    limits,
    publicUrl: deps.config.publicUrl,
  });
  await app.register(webhooksRoutes, { db, service: webhooks });
  return { service, engine, limits, tickSchedules: tick };
}
