import type { OrchestrationRunStatus, RunContext, RunTrigger, StepRunStatus } from '@portal/contracts';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  apps,
  appVersions,
  deployments,
  memberships,
  orchestrationApprovals,
  orchestrationRuns,
  orchestrationStepRuns,
} from '../../db/schema/index.ts';
import { withTransaction } from '../../db/transaction.ts';

export type RunRow = typeof orchestrationRuns.$inferSelect;
export type RunWithVersion = RunRow & { version: string };
export type StepRunRow = typeof orchestrationStepRuns.$inferSelect;
export type NewRun = {
  organizationId: string;
  appId: string;
  versionId: string;
  tenant: string;
  orchestration: string;
  definition: RunRow['definition'];
  trigger: RunTrigger;
  inputs: Record<string, unknown>;
  context: RunContext;
  nextStep: string;
  startedBy: string | null;
  actsAs: string | null;
  scheduledFor?: Date;
};

const unfinished: OrchestrationRunStatus[] = ['QUEUED', 'RUNNING', 'WAITING'];
const withVersion = { run: orchestrationRuns, version: appVersions.version };
const flatten = (row: { run: RunRow; version: string }): RunWithVersion => ({
  ...row.run,
  version: row.version,
});

/** What a step leaves on the run when it ends: where the run goes on, and the data it goes on with. */
export type RunAdvance = {
  context: RunContext;
  nextStep: string | null;
  attempt: number;
};

export function orchestrationsRepository(db: Db) {
  /** The run, only while `holder` holds it and it runs (a cancel in between makes every write a no-op). */
  const held = (runId: string, holder: string) =>
    and(
      eq(orchestrationRuns.id, runId),
      eq(orchestrationRuns.holder, holder),
      eq(orchestrationRuns.status, 'RUNNING'),
    );

  return {
    async insertRun(run: NewRun): Promise<RunRow> {
      const [row] = await db.insert(orchestrationRuns).values(run).returning();
      return row!;
    },

    /** A scheduled run, unless its minute's run exists already (another tick, another process): null then. */
    async insertScheduledRun(run: NewRun & { scheduledFor: Date }): Promise<RunRow | null> {
      const [row] = await db.insert(orchestrationRuns).values(run).onConflictDoNothing().returning();
      return row ?? null;
    },

    /**
     * Every deployment of every app, with the version's source: where schedules live. The company is the
     * tenant's (a licensee's scheduled runs are its own).
     */
    async allDeployments() {
      return db
        .select({
          organizationId: deployments.organizationId,
          appId: deployments.appId,
          appName: apps.name,
          tenant: deployments.tenant,
          versionId: appVersions.id,
          sourceKey: appVersions.sourceKey,
        })
        .from(deployments)
        .innerJoin(appVersions, eq(appVersions.id, deployments.versionId))
        .innerJoin(apps, eq(apps.id, deployments.appId));
    },

    /** The app's name and owner: a notification names the app and links to the owner's or a licensee's page. */
    async appSummary(appId: string): Promise<{ name: string; organizationId: string } | null> {
      const [row] = await db
        .select({ name: apps.name, organizationId: apps.organizationId })
        .from(apps)
        .where(eq(apps.id, appId));
      return row ?? null;
    },

    /** Who deployed what runs on the company's tenant now (null: no deployment, or its deployer was deleted). */
    async deployerOf(appId: string, organizationId: string, tenant: string): Promise<string | null> {
      const [row] = await db
        .select({ deployedBy: deployments.deployedBy })
        .from(deployments)
        .where(
          and(
            eq(deployments.appId, appId),
            eq(deployments.organizationId, organizationId),
            eq(deployments.tenant, tenant),
          ),
        )
        .orderBy(desc(deployments.deployedAt))
        .limit(1);
      return row?.deployedBy ?? null;
    },

    /**
     * The person's roles in the company, or null when they do not belong to it: a run acting for someone
     * who left must not call, and an approval is decided by a role.
     */
    async rolesIn(userId: string, organizationId: string): Promise<string[] | null> {
      const [row] = await db
        .select({ roles: memberships.roles })
        .from(memberships)
        .where(and(eq(memberships.userId, userId), eq(memberships.organizationId, organizationId)));
      return row?.roles ?? null;
    },

    /** The versions of the app deployed to the company's tenants, by tenant. */
    async deployedVersions(appId: string, organizationId: string) {
      return db
        .select({
          tenant: deployments.tenant,
          versionId: appVersions.id,
          version: appVersions.version,
          sourceKey: appVersions.sourceKey,
        })
        .from(deployments)
        .innerJoin(appVersions, eq(appVersions.id, deployments.versionId))
        .where(and(eq(deployments.appId, appId), eq(deployments.organizationId, organizationId)))
        .orderBy(asc(deployments.tenant));
    },

    /** A run of the app on the company's tenants (the company the run belongs to). */
    async run(appId: string, organizationId: string, runId: string): Promise<RunWithVersion | null> {
      const [row] = await db
        .select(withVersion)
        .from(orchestrationRuns)
        .innerJoin(appVersions, eq(appVersions.id, orchestrationRuns.versionId))
        .where(
          and(
            eq(orchestrationRuns.id, runId),
            eq(orchestrationRuns.appId, appId),
            eq(orchestrationRuns.organizationId, organizationId),
          ),
        );
      return row ? flatten(row) : null;
    },

    /** Where a version's source is (a run's scripts are read from it). */
    async sourceKeyOf(versionId: string): Promise<string | null> {
      const [row] = await db
        .select({ sourceKey: appVersions.sourceKey })
        .from(appVersions)
        .where(eq(appVersions.id, versionId));
      return row?.sourceKey ?? null;
    },

    async byId(runId: string): Promise<RunRow | null> {
      const [row] = await db.select().from(orchestrationRuns).where(eq(orchestrationRuns.id, runId));
      return row ?? null;
    },

    /** The app's runs on the company's tenants, newest first. */
    async list(
      appId: string,
      organizationId: string,
      query: { status?: OrchestrationRunStatus | undefined; start: number; length: number },
    ) {
      const where = and(
        eq(orchestrationRuns.appId, appId),
        eq(orchestrationRuns.organizationId, organizationId),
        query.status ? eq(orchestrationRuns.status, query.status) : undefined,
      );
      const [total] = await db.select({ n: count() }).from(orchestrationRuns).where(where);
      const rows = await db
        .select(withVersion)
        .from(orchestrationRuns)
        .innerJoin(appVersions, eq(appVersions.id, orchestrationRuns.versionId))
        .where(where)
        .orderBy(desc(orchestrationRuns.createdAt), desc(orchestrationRuns.id))
        .limit(query.length)
        .offset(query.start);
      return { total: total?.n ?? 0, data: rows.map(flatten) };
    },

    steps: (runId: string): Promise<StepRunRow[]> =>
      db
        .select()
        .from(orchestrationStepRuns)
        .where(eq(orchestrationStepRuns.runId, runId))
        .orderBy(asc(orchestrationStepRuns.seq)),

    /**
     * Takes the run for a job, if it is where the job expects it (`seq`, `attempt`) and no live job holds
     * it. A run that was WAITING has its waiting steps finished: the wait is over. `claimedFrom` is the
     * status it had: a run taken up again after a chunk or a back-off was RUNNING already.
     */
    async claim(
      runId: string,
      expected: { seq: number; attempt: number },
      holder: string,
      staleBefore: Date,
    ): Promise<(RunRow & { claimedFrom: OrchestrationRunStatus }) | null> {
      return withTransaction(db, async (tx) => {
        // Locked, so the status read is the one the update below replaces (a cancel cannot come between).
        const [before] = await tx
          .select({ status: orchestrationRuns.status })
          .from(orchestrationRuns)
          .where(eq(orchestrationRuns.id, runId))
          .for('update');
        if (!before) return null;
        const [row] = await tx
          .update(orchestrationRuns)
          .set({
            status: 'RUNNING',
            holder,
            heartbeatAt: sql`now()`,
            resumeAt: null,
            startedAt: sql`coalesce(${orchestrationRuns.startedAt}, now())`,
          })
          .where(
            and(
              eq(orchestrationRuns.id, runId),
              eq(orchestrationRuns.seq, expected.seq),
              eq(orchestrationRuns.attempt, expected.attempt),
              inArray(orchestrationRuns.status, unfinished),
              or(isNull(orchestrationRuns.holder), lt(orchestrationRuns.heartbeatAt, staleBefore)),
            ),
          )
          .returning();
        if (!row) return null;
        // An approval's row waits on: the engine ends it with the decision (or waits again).
        await tx
          .update(orchestrationStepRuns)
          .set({ status: 'SUCCEEDED', finishedAt: sql`now()` })
          .where(
            and(
              eq(orchestrationStepRuns.runId, runId),
              eq(orchestrationStepRuns.status, 'WAITING'),
              ne(orchestrationStepRuns.type, 'approval'),
            ),
          );
        return { ...row, claimedFrom: before.status };
      });
    },

    /** Records a step as started (a retry re-uses its row); false when the run is no longer held. */
    async beginStep(
      runId: string,
      holder: string,
      step: {
        seq: number;
        attempt: number;
        stepId: string;
        type: string;
        branch: string | null;
        input: unknown;
      },
    ): Promise<boolean> {
      return withTransaction(db, async (tx) => {
        const [run] = await tx
          .update(orchestrationRuns)
          .set({ seq: step.seq, attempt: step.attempt, heartbeatAt: sql`now()` })
          .where(held(runId, holder))
          .returning({ id: orchestrationRuns.id });
        if (!run) return false;
        await tx
          .insert(orchestrationStepRuns)
          .values({
            runId,
            seq: step.seq,
            stepId: step.stepId,
            type: step.type,
            branch: step.branch,
            status: 'RUNNING',
            input: step.input,
            attempts: step.attempt,
          })
          .onConflictDoUpdate({
            target: [orchestrationStepRuns.runId, orchestrationStepRuns.seq],
            set: {
              status: 'RUNNING',
              input: step.input,
              attempts: step.attempt,
              error: null,
              output: null,
              startedAt: sql`now()`,
              finishedAt: null,
            },
          });
        return true;
      });
    },

    /**
     * Ends a step and moves the run on, in one transaction; false when the run is no longer held. An
     * approval step that starts waiting opens its approval in the same transaction.
     */
    async endStep(
      runId: string,
      holder: string,
      step: { seq: number; status: StepRunStatus; output?: unknown; error?: string | null },
      advance: RunAdvance,
      approval?: { organizationId: string; stepId: string; role: string; deadline: Date },
    ): Promise<boolean> {
      return withTransaction(db, async (tx) => {
        const [run] = await tx
          .update(orchestrationRuns)
          .set({ ...advance, heartbeatAt: sql`now()` })
          .where(held(runId, holder))
          .returning({ id: orchestrationRuns.id });
        if (!run) return false;
        await tx
          .update(orchestrationStepRuns)
          .set({
            status: step.status,
            output: step.output ?? null,
            error: step.error ?? null,
            finishedAt: step.status === 'WAITING' ? null : sql`now()`,
          })
          .where(and(eq(orchestrationStepRuns.runId, runId), eq(orchestrationStepRuns.seq, step.seq)));
        if (approval)
          await tx
            .insert(orchestrationApprovals)
            .values({ runId, seq: step.seq, ...approval })
            .onConflictDoNothing();
        return true;
      });
    },

    /** Lets the run go between jobs: waiting, a retry's back-off, or the next chunk. */
    async release(
      runId: string,
      holder: string,
      patch: { status: 'RUNNING' | 'WAITING'; resumeAt: Date | null },
    ): Promise<RunRow | null> {
      const [row] = await db
        .update(orchestrationRuns)
        .set({ ...patch, holder: null, heartbeatAt: sql`now()` })
        .where(held(runId, holder))
        .returning();
      return row ?? null;
    },

    async heartbeat(runId: string, holder: string): Promise<void> {
      await db.update(orchestrationRuns).set({ heartbeatAt: sql`now()` }).where(held(runId, holder));
    },

    /**
     * Ends the run: SUCCEEDED, FAILED or CANCELLED, with its output or its error. `holder` null ends a run
     * nobody holds (a cancel, the sweep). Steps still running or waiting end CANCELLED with it.
     */
    async finish(
      runId: string,
      holder: string | null,
      end: {
        status: OrchestrationRunStatus;
        output?: unknown;
        error?: string | null;
        errorStep?: string | null;
        onlyFrom?: OrchestrationRunStatus[];
      },
    ): Promise<RunRow | null> {
      return withTransaction(db, async (tx) => {
        const [row] = await tx
          .update(orchestrationRuns)
          .set({
            status: end.status,
            output: end.output ?? null,
            error: end.error ?? null,
            errorStep: end.errorStep ?? null,
            nextStep: null,
            holder: null,
            resumeAt: null,
            heartbeatAt: sql`now()`,
            finishedAt: sql`now()`,
            startedAt: sql`coalesce(${orchestrationRuns.startedAt}, now())`,
          })
          .where(
            and(
              eq(orchestrationRuns.id, runId),
              holder === null ? undefined : eq(orchestrationRuns.holder, holder),
              inArray(orchestrationRuns.status, end.onlyFrom ?? unfinished),
            ),
          )
          .returning();
        if (!row) return null;
        await tx
          .update(orchestrationStepRuns)
          .set({ status: 'CANCELLED', finishedAt: sql`now()` })
          .where(
            and(
              eq(orchestrationStepRuns.runId, runId),
              inArray(orchestrationStepRuns.status, ['RUNNING', 'WAITING']),
            ),
          );
        return row;
      });
    },

    /** A step whose process died: its row says so, and the run is let go for the sweep to decide. */
    async interrupt(runId: string, staleBefore: Date, message: string): Promise<RunRow | null> {
      return withTransaction(db, async (tx) => {
        const [row] = await tx
          .update(orchestrationRuns)
          .set({ holder: null, heartbeatAt: sql`now()` })
          .where(
            and(
              eq(orchestrationRuns.id, runId),
              eq(orchestrationRuns.status, 'RUNNING'),
              isNotNull(orchestrationRuns.holder),
              lt(orchestrationRuns.heartbeatAt, staleBefore),
            ),
          )
          .returning();
        if (!row) return null;
        await tx
          .update(orchestrationStepRuns)
          .set({ status: 'FAILED', error: message, finishedAt: sql`now()` })
          .where(
            and(
              eq(orchestrationStepRuns.runId, runId),
              eq(orchestrationStepRuns.seq, row.seq),
              eq(orchestrationStepRuns.status, 'RUNNING'),
            ),
          );
        return row;
      });
    },

    /** The last step row of a run (the one an interrupted job was running). */
    async stepAt(runId: string, seq: number): Promise<StepRunRow | null> {
      const [row] = await db
        .select()
        .from(orchestrationStepRuns)
        .where(and(eq(orchestrationStepRuns.runId, runId), eq(orchestrationStepRuns.seq, seq)));
      return row ?? null;
    },

    /**
     * Runs a dead or lost job left: held with a stale heartbeat (its process died mid-step), or let go
     * and not taken up since (a send lost in a crash; a wait whose time has long passed).
     */
    async stale(staleBefore: Date, limit: number) {
      const held = await db
        .select({ id: orchestrationRuns.id })
        .from(orchestrationRuns)
        .where(
          and(
            eq(orchestrationRuns.status, 'RUNNING'),
            isNotNull(orchestrationRuns.holder),
            lt(orchestrationRuns.heartbeatAt, staleBefore),
          ),
        )
        .limit(limit);
      const lost = await db
        .select()
        .from(orchestrationRuns)
        .where(
          and(
            inArray(orchestrationRuns.status, unfinished),
            isNull(orchestrationRuns.holder),
            lt(orchestrationRuns.heartbeatAt, staleBefore),
            or(isNull(orchestrationRuns.resumeAt), lt(orchestrationRuns.resumeAt, staleBefore)),
          ),
        )
        .limit(limit);
      return { interrupted: held.map((r) => r.id), lost };
    },
  };
}

export type OrchestrationsRepository = ReturnType<typeof orchestrationsRepository>;
