import type { AppManifest, BuildLogLevel, BuildStatus, VersionManifest } from '@portal/contracts';
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apps, appVersions, buildLogs, buildManifests, builds } from '../../db/schema/index.ts';
import { withTransaction } from '../../db/transaction.ts';

export type BuildRow = typeof builds.$inferSelect;
export type BuildOwner = {
  build: BuildRow;
  appId: string;
  organizationId: string;
  referenceId: string;
  sourceKey: string;
  /** The manifest's semantic version of the build's source. */
  version: string;
  retiredAt: Date | null;
};

const isInterrupted = (staleBefore: Date) =>
  or(
    and(
      eq(builds.status, 'IN_PROGRESS'),
      or(isNull(builds.heartbeatAt), lt(builds.heartbeatAt, staleBefore)),
    ),
    and(eq(builds.status, 'SCHEDULED'), lt(builds.createdAt, staleBefore)),
  );

export function buildsRepository(db: Db) {
  /**
   * A build's log has more than one writer at times (its worker, and staff's cancel from any process):
   * each line takes the number after the last one in the statement that writes it, so no writer counts
   * on its own and falls behind the others. Two statements at once on PostgreSQL can still pick the same
   * number; the one that loses tries again, after a short random pause that grows with each loss, so a
   * writer cannot lose to the same quicker ones every time (CI saw one lose 20 tries in a row to three
   * writers on a loaded machine). Returns the line's number.
   */
  async function appendLog(buildId: string, level: BuildLogLevel, message: string): Promise<number> {
    for (let attempt = 0; attempt < 20; attempt++) {
      const [written] = await db
        .insert(buildLogs)
        .values({
          buildId,
          seq: sql`(select coalesce(max(${buildLogs.seq}), 0) + 1 from ${buildLogs} where ${buildLogs.buildId} = ${buildId})`,
          level,
          message,
        })
        .onConflictDoNothing()
        .returning({ seq: buildLogs.seq });
      if (written) return written.seq;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 2 ** Math.min(attempt, 6)));
    }
    throw new Error(`could not append a line to the log of build ${buildId}`);
  }

  return {
    async insert(versionId: string): Promise<BuildRow> {
      const [row] = await db.insert(builds).values({ versionId, status: 'SCHEDULED' }).returning();
      return row!;
    },

    async byId(id: string): Promise<BuildRow | null> {
      const [row] = await db.select().from(builds).where(eq(builds.id, id));
      return row ?? null;
    },

    /** The build with what decides who may see it and what it builds. */
    async withOwner(id: string): Promise<BuildOwner | null> {
      const [row] = await db
        .select({
          build: builds,
          appId: apps.id,
          organizationId: apps.organizationId,
          referenceId: apps.referenceId,
          sourceKey: appVersions.sourceKey,
          version: appVersions.version,
          retiredAt: apps.retiredAt,
        })
        .from(builds)
        .innerJoin(appVersions, eq(appVersions.id, builds.versionId))
        .innerJoin(apps, eq(apps.id, appVersions.appId))
        .where(eq(builds.id, id));
      return row ?? null;
    },

    /** The company that owns the version (null for an unknown version). */
    async organizationOfVersion(versionId: string): Promise<string | null> {
      const [row] = await db
        .select({ organizationId: apps.organizationId })
        .from(appVersions)
        .innerJoin(apps, eq(apps.id, appVersions.appId))
        .where(eq(appVersions.id, versionId));
      return row?.organizationId ?? null;
    },

    async ofVersion(versionId: string): Promise<BuildRow[]> {
      return db
        .select()
        .from(builds)
        .where(eq(builds.versionId, versionId))
        .orderBy(desc(builds.createdAt), desc(builds.id));
    },

    async markQueued(id: string, jobId: string | null) {
      await db
        .update(builds)
        .set({ status: 'QUEUED', jobId })
        .where(and(eq(builds.id, id), inArray(builds.status, ['SCHEDULED', 'QUEUED'])));
    },

    /**
     * Takes the build for one attempt: only a waiting build, or one IN_PROGRESS whose heartbeat went
     * stale (its process died), so two workers never run one build at once.
     */
    async claim(id: string, staleBefore: Date, runner: string): Promise<BuildRow | null> {
      const [row] = await db
        .update(builds)
        .set({
          status: 'IN_PROGRESS',
          runner,
          attempts: sql`${builds.attempts} + 1`,
          heartbeatAt: new Date(),
          startedAt: sql`coalesce(${builds.startedAt}, now())`,
        })
        .where(
          and(
            eq(builds.id, id),
            or(
              inArray(builds.status, ['SCHEDULED', 'QUEUED']),
              and(
                eq(builds.status, 'IN_PROGRESS'),
                or(isNull(builds.heartbeatAt), lt(builds.heartbeatAt, staleBefore)),
              ),
            ),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Answers false once the build is no longer IN_PROGRESS (staff cancelled it): its worker stops. */
    async heartbeat(id: string): Promise<boolean> {
      const rows = await db
        .update(builds)
        .set({ heartbeatAt: new Date() })
        .where(and(eq(builds.id, id), eq(builds.status, 'IN_PROGRESS')))
        .returning({ id: builds.id });
      return rows.length > 0;
    },

    /**
     * Stops a build that has not finished: CANCELLED is final, so the worker's later finish, retry or
     * re-queue of it changes nothing. Null when it had finished already.
     */
    async cancel(id: string, error: string): Promise<BuildRow | null> {
      const [row] = await db
        .update(builds)
        .set({ status: 'CANCELLED', error, finishedAt: new Date(), heartbeatAt: null })
        .where(and(eq(builds.id, id), inArray(builds.status, ['SCHEDULED', 'QUEUED', 'IN_PROGRESS'])))
        .returning();
      return row ?? null;
    },

    async finish(
      id: string,
      result: Pick<BuildRow, 'status'> &
        Partial<
          Pick<
            BuildRow,
            'artifactKey' | 'artifactChecksum' | 'artifactSize' | 'error' | 'signature' | 'signatureKeyId'
          >
        >,
    ) {
      await db
        .update(builds)
        .set({ ...result, finishedAt: new Date(), heartbeatAt: null })
        .where(and(eq(builds.id, id), ne(builds.status, 'CANCELLED')));
    },

    /** A SUCCEEDED build's result and the manifest it validated, both or neither (a cancel wins). */
    async succeed(
      id: string,
      result: Pick<BuildRow, 'artifactKey' | 'artifactChecksum' | 'artifactSize'>,
      manifest: AppManifest,
    ) {
      await withTransaction(db, async (tx) => {
        const [done] = await tx
          .update(builds)
          .set({ ...result, status: 'SUCCEEDED', finishedAt: new Date(), heartbeatAt: null })
          .where(and(eq(builds.id, id), ne(builds.status, 'CANCELLED')))
          .returning({ id: builds.id });
        if (done) await tx.insert(buildManifests).values({ buildId: id, manifest }).onConflictDoNothing();
      });
    },

    /** The manifest of the version's newest SUCCEEDED build that kept one, with that build's id. */
    async manifestOf(versionId: string): Promise<VersionManifest | null> {
      const [row] = await db
        .select({ buildId: buildManifests.buildId, manifest: buildManifests.manifest })
        .from(buildManifests)
        .innerJoin(builds, eq(builds.id, buildManifests.buildId))
        .where(and(eq(builds.versionId, versionId), eq(builds.status, 'SUCCEEDED')))
        .orderBy(desc(builds.createdAt))
        .limit(1);
      return row ?? null;
    },

    /**
     * The end of the signing a promotion to Production asks for, long after the build ran: the build's
     * finishedAt stays when its run ended (the duration staff read is the run's, not the wait for review).
     */
    async endSigning(
      id: string,
      result: Pick<BuildRow, 'status'> & Partial<Pick<BuildRow, 'error' | 'signature' | 'signatureKeyId'>>,
    ) {
      await db
        .update(builds)
        .set({ ...result, heartbeatAt: null })
        .where(and(eq(builds.id, id), ne(builds.status, 'CANCELLED')));
    },

    async setStatus(id: string, status: BuildStatus) {
      await db
        .update(builds)
        .set({ status })
        .where(and(eq(builds.id, id), ne(builds.status, 'CANCELLED')));
    },

    /** Builds whose process died (stale heartbeat) or that never reached the queue, oldest first. */
    async interrupted(staleBefore: Date): Promise<BuildRow[]> {
      return db
        .select()
        .from(builds)
        .where(isInterrupted(staleBefore))
        .orderBy(asc(builds.createdAt), asc(builds.id));
    },

    /**
     * The builds of the same company, created before this one, that still wait or run: the build's place
     * in its company's own line (the fair queue, docs/decisions/fair-build-queue.md).
     */
    async companyBuildsAhead(id: string): Promise<number> {
      const [self] = await db
        .select({ organizationId: apps.organizationId, createdAt: builds.createdAt })
        .from(builds)
        .innerJoin(appVersions, eq(appVersions.id, builds.versionId))
        .innerJoin(apps, eq(apps.id, appVersions.appId))
        .where(eq(builds.id, id));
      if (!self) return 0;
      const [row] = await db
        .select({ n: count() })
        .from(builds)
        .innerJoin(appVersions, eq(appVersions.id, builds.versionId))
        .innerJoin(apps, eq(apps.id, appVersions.appId))
        .where(
          and(
            eq(apps.organizationId, self.organizationId),
            inArray(builds.status, ['SCHEDULED', 'QUEUED', 'IN_PROGRESS']),
            or(
              lt(builds.createdAt, self.createdAt),
              and(eq(builds.createdAt, self.createdAt), lt(builds.id, id)),
            ),
          ),
        );
      return row?.n ?? 0;
    },

    /**
     * Moves one interrupted build back to QUEUED if it still is interrupted, and answers it; null when
     * another process's sweep took it first or a worker claimed it meanwhile. Every process sweeps, so
     * a sweep that acted on what it had read would log, queue or fail one build twice.
     */
    async takeInterrupted(id: string, staleBefore: Date): Promise<BuildRow | null> {
      const [row] = await db
        .update(builds)
        .set({ status: 'QUEUED', heartbeatAt: null })
        .where(and(eq(builds.id, id), isInterrupted(staleBefore)))
        .returning();
      return row ?? null;
    },

    appendLog,

    async logs(buildId: string, after: number, limit: number) {
      return db
        .select({ seq: buildLogs.seq, level: buildLogs.level, message: buildLogs.message, at: buildLogs.at })
        .from(buildLogs)
        .where(and(eq(buildLogs.buildId, buildId), gt(buildLogs.seq, after)))
        .orderBy(asc(buildLogs.seq))
        .limit(limit);
    },
  };
}

export type BuildsRepository = ReturnType<typeof buildsRepository>;
