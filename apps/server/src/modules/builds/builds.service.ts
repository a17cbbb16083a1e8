import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { BuildLogLevel } from '@portal/contracts';
import {
  type Build,
  type BuildLogLine,
  type BuildStatus,
  defaultZipLimits,
  isBuildRunning,
} from '@portal/contracts';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../platform/httpError.ts';
import type { JobQueue, Jobs } from '../../platform/jobs/jobs.ts';
import type { IngestLogs, LogInsert } from '../../platform/logStore.ts';
import type { BuildOutcome, DurationObserver } from '../../platform/metrics/portalMetrics.ts';
import { secondsSince } from '../../platform/metrics/portalMetrics.ts';
import type { Notifier } from '../../platform/notifications/notifier.ts';
import type { FileStorage } from '../../platform/storage/fileStorage.ts';
import { runTask } from '../../platform/threads/runTask.ts';
import { tasks } from '../../taskTable.ts';
import type { SigningService } from '../signing/signing.service.ts';
import type { BuildEnvRepository } from './buildEnv.repository.ts';
import { toBuild } from './builds.port.ts';
import {
  type BuildOwner,
  type BuildRow,
  type BuildsRepository,
  buildsRepository,
} from './builds.repository.ts';
import { formatBytes } from './pipeline/formatBytes.ts';

export const BUILDS_QUEUE = 'builds';
export const SIGNING_QUEUE = 'build-signing';
/** Attempts of one build before an interruption (a crash, a full disk) fails it for good. */
export const MAX_BUILD_ATTEMPTS = 3;
const HEARTBEAT_MS = 5_000;

export type BuildsServiceDeps = {
  repo: BuildsRepository;
  storage: FileStorage;
  jobs: Jobs;
  notifier: Notifier;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  workers: number;
  /** A heartbeat older than this means the process running the build is gone; the sweep runs as often. */
  staleMs: number;
  /** The installation's build-signing key (modules/signing). */
  signer: SigningService['signer'];
  /** The log store (modules/logs): each build line is also a 'build' row of the app there. */
  ingestLogs?: IngestLogs;
  /** portal_build_duration_seconds: a worker's time on a build, by outcome. */
  buildDuration: DurationObserver<BuildOutcome>;
  /** The build environment settings (/admin/build/env), read at the start of every build. */
  env: Pick<BuildEnvRepository, 'current'>;
};

/** This process as /admin/build names it: which worker runs which build. */
export const RUNNER = `${hostname()}:${process.pid}`;

/** Why a build's thread was stopped before it finished. */
class BuildStopped extends Error {
  readonly reason: 'cancelled' | 'timeout';
  constructor(reason: 'cancelled' | 'timeout', message: string) {
    super(message);
    this.reason = reason;
  }
}

export const artifactKey = (appId: string, buildId: string) => `artifacts/${appId}/${buildId}.zip`;

/**
 * Builds as jobs (docs/product/builds.md BUILDS-1): SCHEDULED when the row is written, QUEUED once pg-boss
 * holds the job, IN_PROGRESS while a worker runs runBuild, then SUCCEEDED or FAILED. Every change is
 * published to the company's notification sockets; GET /builds/:id is the polling fallback.
 */
export function buildsService(deps: BuildsServiceDeps) {
  const { repo, storage, jobs, notifier, logger } = deps;

  async function publish(buildId: string, status: BuildStatus) {
    const owner = await repo.withOwner(buildId);
    if (!owner) return;
    // One line per finished build for operators (and the restart test, which reads it).
    if (status === 'SUCCEEDED' || status === 'FAILED')
      logger.info({ buildId, appId: owner.appId, status }, 'build finished');
    await notifier
      .publish({
        organizationId: owner.organizationId,
        payload: { type: 'build', buildId, versionId: owner.build.versionId, appId: owner.appId, status },
      })
      .catch((error) => logger.warn({ err: error }, 'could not publish a build event'));
  }

  /**
   * Writes log lines in order, one row each, without making the build wait on every insert. The same
   * lines reach the log store in one batch per flush; a failure there is logged, never fails the build.
   */
  async function logWriter(buildId: string) {
    let chain = Promise.resolve();
    const owner = deps.ingestLogs ? await repo.withOwner(buildId) : null;
    let stored: LogInsert[] = [];
    const log = (level: BuildLogLevel, message: string) => {
      chain = chain.then(() => repo.appendLog(buildId, level, message).then(() => undefined));
      if (owner)
        stored.push({
          orgId: owner.organizationId,
          appId: owner.appId,
          date: new Date(),
          source: 'build',
          type: 'build',
          level,
          message,
          attributes: { buildId, version: owner.version },
        });
    };
    const flush = async () => {
      await chain;
      const rows = stored;
      stored = [];
      if (rows.length > 0 && deps.ingestLogs)
        await deps
          .ingestLogs(rows)
          .catch((error) =>
            logger.warn({ err: error, buildId }, 'could not write build lines to the log store'),
          );
    };
    return { log, flush };
  }

  async function fail(build: BuildRow, error: string) {
    const { log, flush } = await logWriter(build.id);
    log('error', error);
    await flush();
    await repo.finish(build.id, { status: 'FAILED', error });
    await publish(build.id, 'FAILED');
  }

  async function run(payload: { buildId: string }, retryCount: number) {
    const build = await repo.claim(payload.buildId, new Date(Date.now() - deps.staleMs), RUNNER);
    // Finished already, or a live worker holds it (a duplicate job after a sweep): nothing to do.
    if (!build) return { skipped: true };
    const owner = (await repo.withOwner(build.id))!;
    if (build.attempts > MAX_BUILD_ATTEMPTS) {
      await fail(build, `The build was interrupted ${MAX_BUILD_ATTEMPTS} times and is marked FAILED.`);
      return { status: 'FAILED' };
    }
    await publish(build.id, 'IN_PROGRESS');
    const { log, flush } = await logWriter(build.id);
    if (build.attempts > 1 || retryCount > 0)
      log('warn', `Attempt ${build.attempts}: the previous attempt was interrupted.`);
    log('info', `Build ${build.id} started`);
    const startedAt = performance.now();
    const env = await deps.env.current();
    log(
      'info',
      `Limits: source ${formatBytes(env.maxSourceBytes)}, ${env.maxEntries} entries, ${env.buildTimeoutSeconds} s, ${env.allowedScriptGlobals.length} allowed script APIs`,
    );
    // Staff's cancel (seen here at once, or by the heartbeat from another process) and the time limit
    // stop the build's thread where it is.
    const stop = new AbortController();
    running.set(build.id, stop);
    const timeLimit = setTimeout(
      () =>
        stop.abort(
          new BuildStopped(
            'timeout',
            `The build took longer than the build time limit of ${env.buildTimeoutSeconds} seconds.`,
          ),
        ),
      env.buildTimeoutSeconds * 1000,
    );
    const heartbeat = setInterval(
      () =>
        void repo
          .heartbeat(build.id)
          .then((alive) => {
            if (!alive) stop.abort(new BuildStopped('cancelled', 'The build was cancelled.'));
          })
          .catch(() => {}),
      HEARTBEAT_MS,
    );
    try {
      return await storage.withScratch('build', async (workDir) => {
        const source = await storage.get(owner.sourceKey);
        if (!source) throw new Error(`source ${owner.sourceKey} is missing from storage`);
        const zipPath = path.join(workDir, 'source.zip');
        await pipeline(source, createWriteStream(zipPath));
        // In a thread of its own: checking and packaging thousands of entries must not hold the event loop.
        const result = await runTask(
          tasks.build,
          {
            zipPath,
            expectedReferenceId: owner.referenceId,
            workDir: path.join(workDir, 'out'),
            allowedScriptGlobals: env.allowedScriptGlobals,
            limits: {
              ...defaultZipLimits,
              maxTotalUncompressedBytes: env.maxSourceBytes,
              maxEntries: env.maxEntries,
            },
          },
          (event) => log(event.level, event.message),
          stop.signal,
        );
        await flush();
        // Cancelled while the thread was finishing: nothing is stored, the build stays CANCELLED.
        if (!(await repo.heartbeat(build.id))) return { status: 'CANCELLED' };
        if (result.status === 'SUCCEEDED') {
          const key = artifactKey(owner.appId, build.id);
          const { size } = await storage.put(key, createReadStream(result.artifactPath!));
          await repo.succeed(
            build.id,
            { artifactKey: key, artifactChecksum: result.checksum!, artifactSize: size },
            result.manifest!,
          );
        } else {
          const first = result.errors[0]?.message ?? 'The build failed.';
          const count = result.errorCount ?? result.errors.length;
          await repo.finish(build.id, {
            status: 'FAILED',
            error: count > 1 ? `${first} (and ${count - 1} more)` : first,
          });
        }
        await publish(build.id, result.status);
        deps.buildDuration.observe(
          { outcome: result.status === 'SUCCEEDED' ? 'succeeded' : 'failed' },
          secondsSince(startedAt),
        );
        return { status: result.status };
      });
    } catch (error) {
      if (error instanceof BuildStopped) return stopped(build, error, log, flush, startedAt);
      deps.buildDuration.observe({ outcome: 'error' }, secondsSince(startedAt));
      // Unexpected (storage, disk): the job throws so pg-boss retries it; the build waits QUEUED for it.
      log('error', `Internal error: ${(error as Error).message}`);
      await flush().catch(() => {});
      if (build.attempts >= MAX_BUILD_ATTEMPTS) await fail(build, 'The build failed on an internal error.');
      else await repo.setStatus(build.id, 'QUEUED');
      throw error;
    } finally {
      clearInterval(heartbeat);
      clearTimeout(timeLimit);
      running.delete(build.id);
    }
  }

  /** A build whose thread was stopped: the time limit fails it; a cancel has already marked it. */
  async function stopped(
    build: BuildRow,
    error: BuildStopped,
    log: (level: BuildLogLevel, message: string) => void,
    flush: () => Promise<void>,
    startedAt: number,
  ) {
    deps.buildDuration.observe({ outcome: 'failed' }, secondsSince(startedAt));
    if (error.reason === 'cancelled') {
      log('warn', 'Stopped: the build was cancelled.');
      await flush();
      return { status: 'CANCELLED' };
    }
    await flush();
    await fail(build, error.message);
    return { status: 'FAILED' };
  }

  /**
   * QUEUED_FOR_SIGNING -> SUCCEEDED: signs the artifact on its way to Production with the installation's
   * Ed25519 key. The checksum is recomputed from the stored bytes: an artifact that changed since its
   * build is never signed.
   */
  async function sign(payload: { buildId: string }) {
    const owner = await repo.withOwner(payload.buildId);
    // biome-ignore lint/complexity/useOptionalChain: the explicit check narrows owner for the lines below.
    if (!owner || owner.build.status !== 'QUEUED_FOR_SIGNING' || !owner.build.artifactKey) return;
    const { log, flush } = await logWriter(owner.build.id);
    log('info', 'Signing the artifact for Production');
    const artifact = await storage.get(owner.build.artifactKey);
    if (!artifact) throw new Error('artifact missing');
    const hash = createHash('sha256');
    for await (const chunk of artifact) hash.update(chunk as Buffer);
    const checksum = `sha256:${hash.digest('hex')}`;
    if (checksum !== owner.build.artifactChecksum) {
      const error = 'The artifact changed since it was built: it is not signed.';
      log('error', `${error} Stored ${checksum}, built ${owner.build.artifactChecksum}.`);
      await flush();
      await repo.endSigning(owner.build.id, { status: 'FAILED', error });
      await publish(owner.build.id, 'FAILED');
      return;
    }
    const signature = deps.signer.signChecksum(checksum);
    log('info', `Signed ${checksum} with key ${deps.signer.kid}`);
    await flush();
    await repo.endSigning(owner.build.id, {
      status: 'SUCCEEDED',
      signature,
      signatureKeyId: deps.signer.kid,
    });
    await publish(owner.build.id, 'SUCCEEDED');
  }

  const buildsQueue: JobQueue<{ buildId: string }> = jobs.define(
    BUILDS_QUEUE,
    (payload, job) => run(payload, job.retryCount),
    {
      retryLimit: MAX_BUILD_ATTEMPTS - 1,
      retryDelay: 2,
      expireInSeconds: 15 * 60,
      pollingIntervalSeconds: 0.5,
      localConcurrency: deps.workers,
    },
  );
  const signingQueue = jobs.define(SIGNING_QUEUE, sign, { retryLimit: 3, pollingIntervalSeconds: 0.5 });

  /**
   * The fair queue (docs/decisions/fair-build-queue.md): a build's priority is minus the number of its
   * company's builds ahead of it, so the workers take every company's first waiting build before any
   * company's second, and one company's backlog never holds the others for longer than a running build.
   * QUEUED is announced before the job is sent: a worker can take the job the moment it exists and announce
   * IN_PROGRESS and SUCCEEDED, and a QUEUED announced after the send reached sockets after them, so a page
   * showed a finished build as queued. The row still turns QUEUED only once pg-boss holds the job, so a
   * process that dies in between leaves it SCHEDULED for the sweep. A send that fails announces what the row
   * says again.
   */
  async function enqueue(buildId: string) {
    const before = await repo.byId(buildId);
    if (before && (before.status === 'SCHEDULED' || before.status === 'QUEUED'))
      await publish(buildId, 'QUEUED');
    const ahead = await repo.companyBuildsAhead(buildId);
    let jobId: string | null;
    try {
      jobId = await buildsQueue.send({ buildId }, { singletonKey: buildId, priority: -ahead });
    } catch (error) {
      const row = await repo.byId(buildId);
      if (row) await publish(buildId, row.status);
      throw error;
    }
    await repo.markQueued(buildId, jobId);
  }

  /**
   * After a restart: a build whose process died (stale heartbeat) or that never reached the queue is
   * sent again, or marked FAILED once it has used its attempts. Never left IN_PROGRESS.
   */
  async function sweep() {
    const staleBefore = new Date(Date.now() - deps.staleMs);
    let recovered = 0;
    for (const found of await repo.interrupted(staleBefore)) {
      const build = await repo.takeInterrupted(found.id, staleBefore);
      if (!build) continue;
      recovered++;
      if (build.attempts >= MAX_BUILD_ATTEMPTS) {
        await fail(
          build,
          `The build was interrupted (the server stopped) and failed after ${build.attempts} attempts.`,
        );
        continue;
      }
      const { log, flush } = await logWriter(build.id);
      log('warn', 'The server stopped during this build: it is queued again.');
      await flush();
      await enqueue(build.id);
    }
    if (recovered > 0) logger.info({ builds: recovered }, 'builds interrupted by a restart were recovered');
  }

  /** Builds this process runs now, to stop one at once when staff cancel it here. */
  const running = new Map<string, AbortController>();

  /**
   * Staff stop a build that has not finished (/admin/build). A waiting one is never claimed (claim takes
   * SCHEDULED or QUEUED only); a running one stops now here, or at its next heartbeat elsewhere.
   */
  async function cancel(buildId: string): Promise<BuildRow> {
    const build = await repo.cancel(buildId, 'Cancelled by provider staff.');
    if (!build) {
      if (!(await repo.byId(buildId))) throw new HttpError('not_found', 'Build not found.');
      throw new HttpError('conflict', 'The build has finished: there is nothing to cancel.');
    }
    running.get(buildId)?.abort(new BuildStopped('cancelled', 'The build was cancelled.'));
    const { log, flush } = await logWriter(buildId);
    log('warn', 'Cancelled by provider staff.');
    await flush();
    await publish(buildId, 'CANCELLED');
    return build;
  }

  let sweeper: NodeJS.Timeout | undefined;
  jobs.onStarted(async () => {
    await sweep();
    // Another process may die while this one lives: keep sweeping now and then.
    sweeper = setInterval(
      () => void sweep().catch((error) => logger.error({ err: error }, 'build sweep failed')),
      deps.staleMs,
    );
    sweeper.unref();
  });

  /** The build if it belongs to the company; another company's is 404, exactly like a missing one. */
  async function owned(organizationId: string, id: string): Promise<BuildOwner> {
    const owner = await repo.withOwner(id);
    if (!owner || owner.organizationId !== organizationId)
      throw new HttpError('not_found', 'Build not found.');
    return owner;
  }

  const LOG_PAGE = 1000;

  return {
    /** The build environment's settings as a build reads them (the builder's validate checks with them). */
    buildEnv: () => deps.env.current(),

    /** Builds of one of the company's versions, newest first. */
    async ofVersion(organizationId: string, versionId: string): Promise<{ total: number; data: Build[] }> {
      if ((await repo.organizationOfVersion(versionId)) !== organizationId)
        throw new HttpError('not_found', 'Version not found.');
      const rows = await repo.ofVersion(versionId);
      return { total: rows.length, data: rows.map(toBuild) };
    },

    async get(organizationId: string, id: string): Promise<Build> {
      return toBuild((await owned(organizationId, id)).build);
    },

    /** Log lines after a sequence number; `complete` once the build has stopped and nothing is left. */
    async logPage(organizationId: string, id: string, after: number, limit: number) {
      const { build } = await owned(organizationId, id);
      const rows = await repo.logs(build.id, after, limit);
      return {
        data: rows.map(
          (r): BuildLogLine => ({
            seq: r.seq,
            level: r.level,
            message: r.message,
            at: r.at.toISOString(),
          }),
        ),
        nextAfter: rows.at(-1)?.seq ?? after,
        complete: !isBuildRunning(build.status) && rows.length < limit,
      };
    },

    /** The whole log as text lines, read a page at a time. */
    async *logText(organizationId: string, id: string): AsyncGenerator<string> {
      const { build } = await owned(organizationId, id);
      for (let after = 0; ; ) {
        const rows = await repo.logs(build.id, after, LOG_PAGE);
        for (const r of rows) yield `${r.at.toISOString()} ${r.level.toUpperCase()} ${r.message}\n`;
        if (rows.length < LOG_PAGE) return;
        after = rows.at(-1)!.seq;
      }
    },

    /** The build's source zip or artifact as a stream with the file name to offer. */
    async file(organizationId: string, id: string, which: 'source' | 'artifact') {
      const owner = await owned(organizationId, id);
      const key = which === 'source' ? owner.sourceKey : owner.build.artifactKey;
      const stream = key ? await storage.get(key) : null;
      if (!stream) throw new HttpError('not_found', 'The file is not available.');
      return { stream, fileName: `${owner.referenceId}-${which}.zip`, buildId: owner.build.id };
    },

    /**
     * Writes the version's SCHEDULED build in the caller's transaction, so a version never exists
     * without its build (a crash between two commits left versions that never built). Send it to the
     * queue with `queue` once that transaction has committed.
     */
    async scheduleIn(tx: Db, versionId: string): Promise<BuildRow> {
      return buildsRepository(tx).insert(versionId);
    },
    /**
     * Sends a SCHEDULED build to the queue. One that cannot be queued now (or whose process died before
     * this ran) stays SCHEDULED, and the sweep sends it later.
     */
    async queue(buildId: string): Promise<BuildRow> {
      await enqueue(buildId).catch((error) => logger.warn({ err: error, buildId }, 'build not queued yet'));
      return (await repo.byId(buildId))!;
    },
    async queueForSigning(buildId: string) {
      await repo.setStatus(buildId, 'QUEUED_FOR_SIGNING');
      // Announced before the job exists, as enqueue does: its SUCCEEDED must not overtake it.
      await publish(buildId, 'QUEUED_FOR_SIGNING');
      await signingQueue.send({ buildId }, { singletonKey: buildId });
    },
    cancel,
    /** The manifest the version's newest SUCCEEDED build validated (the caller has checked access). */
    manifestOf: (versionId: string) => repo.manifestOf(versionId),
    /**
     * A failed or cancelled build built again, as a new build of the same version (the old one and its
     * log stay as they were). Only the version's newest build may be retried.
     */
    async retry(buildId: string, latestOfVersion: (versionId: string) => Promise<string | null>) {
      const build = await repo.byId(buildId);
      if (!build) throw new HttpError('not_found', 'Build not found.');
      if (build.status !== 'FAILED' && build.status !== 'CANCELLED')
        throw new HttpError('conflict', 'Only a FAILED or CANCELLED build can be retried.');
      if ((await latestOfVersion(build.versionId)) !== build.id)
        throw new HttpError('conflict', 'A newer build of this version exists: retry that one.');
      const fresh = await repo.insert(build.versionId);
      await enqueue(fresh.id).catch((error) =>
        logger.warn({ err: error, buildId: fresh.id }, 'build not queued yet'),
      );
      return (await repo.byId(fresh.id))!;
    },
    sweep,
    stop() {
      if (sweeper) clearInterval(sweeper);
    },
  };
}

export type BuildsService = ReturnType<typeof buildsService>;
