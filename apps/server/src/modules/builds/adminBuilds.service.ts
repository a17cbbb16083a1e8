import type {
  AdminBuild,
  AdminBuildListQuery,
  Build,
  BuildEnv,
  BuildEnvResponse,
  BuildQueueStatus,
  ZipValidation,
} from '@portal/contracts';
import { defaultZipLimits } from '@portal/contracts';
import type { AuditLog } from '../../platform/audit.ts';
import { HttpError } from '../../platform/httpError.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { runTask } from '../../platform/threads/runTask.ts';
import { tasks } from '../../taskTable.ts';
import type { AdminBuildsRepository } from './adminBuilds.repository.ts';
import type { BuildEnvRepository } from './buildEnv.repository.ts';
import { BUILDS_QUEUE, type BuildsService, RUNNER, SIGNING_QUEUE } from './builds.service.ts';

type Actor = { userId: string; ip: string };

/** /admin/build: every company's builds, the queue and its workers, cancel and retry, the environment. */
export function adminBuildsService(deps: {
  repo: AdminBuildsRepository;
  env: BuildEnvRepository;
  builds: BuildsService;
  jobs: Jobs;
  concurrency: number;
  /** A heartbeat older than this: the process is gone and the sweep will take its build (builds.service). */
  staleMs: number;
  audit: AuditLog;
}) {
  const { repo, builds } = deps;

  async function one(id: string): Promise<AdminBuild> {
    const build = await repo.one(id);
    if (!build) throw new HttpError('not_found', 'Build not found.');
    return build;
  }

  /** The app's company sees in its audit trail who stopped or restarted its build. */
  const audited = (actor: Actor, action: string, build: AdminBuild, message: string) =>
    deps.audit({
      organizationId: build.organizationId,
      appId: build.appId,
      userId: actor.userId,
      action,
      target: build.id,
      message,
      ip: actor.ip,
    });

  async function retry(actor: Actor, id: string): Promise<AdminBuild> {
    const before = await one(id);
    const fresh = await builds.retry(id, repo.latestOfVersion);
    await audited(
      actor,
      'builds.retry',
      before,
      `Retried build ${id} of ${before.referenceId} ${before.version} as build ${fresh.id}`,
    );
    return one(fresh.id);
  }

  return {
    page: (query: AdminBuildListQuery) => repo.page(query.state, query.start, query.length),

    async queue(): Promise<BuildQueueStatus> {
      const stats = await deps.jobs.queueStats();
      const rows = await repo.running(new Date(Date.now() - deps.staleMs));
      const workers = new Map<string, BuildQueueStatus['workers'][number]>();
      for (const row of rows) {
        const runner = row.runner ?? '?';
        const worker = workers.get(runner) ?? { runner, builds: [] };
        worker.builds.push({
          buildId: row.id,
          appName: row.appName,
          version: row.version,
          since: (row.startedAt ?? row.createdAt).toISOString(),
          heartbeatAt: row.heartbeatAt?.toISOString() ?? null,
        });
        workers.set(runner, worker);
      }
      return {
        queues: stats.filter((s) => s.queue === BUILDS_QUEUE || s.queue === SIGNING_QUEUE),
        workers: [...workers.values()],
        thisProcess: { runner: RUNNER, concurrency: deps.concurrency },
      };
    },

    async cancel(actor: Actor, id: string): Promise<AdminBuild> {
      const before = await one(id);
      await builds.cancel(id);
      await audited(
        actor,
        'builds.cancel',
        before,
        `Cancelled build ${id} of ${before.referenceId} ${before.version} (was ${before.status})`,
      );
      return one(id);
    },

    retry,

    /**
     * A member's Retry of their company's failed build (docs/product/builds.md BUILDS-2): the same rules and
     * audit as staff's, after the build is found in the member's company (another company's is a 404).
     */
    async retryOwn(actor: Actor, organizationId: string, id: string): Promise<Build> {
      await builds.get(organizationId, id);
      const fresh = await retry(actor, id);
      return builds.get(organizationId, fresh.id);
    },

    env: (): Promise<BuildEnvResponse> => deps.env.current(),

    /** A zip checked as a build would check it now (the current limits), without building it. */
    async validateZip(zipPath: string, workDir: string): Promise<ZipValidation> {
      const env = await deps.env.current();
      return runTask(tasks.validateZip, {
        zipPath,
        workDir,
        allowedScriptGlobals: env.allowedScriptGlobals,
        limits: {
          ...defaultZipLimits,
          maxTotalUncompressedBytes: env.maxSourceBytes,
          maxEntries: env.maxEntries,
        },
      });
    },

    async saveEnv(actor: Actor, values: BuildEnv): Promise<BuildEnvResponse> {
      const before = await deps.env.current();
      await deps.env.save(values, actor.userId);
      const organizationId = await deps.env.auditCompanyOf(actor.userId);
      if (organizationId)
        await deps.audit({
          organizationId,
          userId: actor.userId,
          action: 'builds.env.update',
          target: 'build-env',
          message: 'Changed the build environment settings',
          ip: actor.ip,
          before: {
            maxSourceBytes: before.maxSourceBytes,
            maxEntries: before.maxEntries,
            buildTimeoutSeconds: before.buildTimeoutSeconds,
            allowedScriptGlobals: before.allowedScriptGlobals,
          },
          after: values,
        });
      return deps.env.current();
    },
  };
}
export type AdminBuildsService = ReturnType<typeof adminBuildsService>;
