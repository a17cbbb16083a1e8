import type { OrchestrationRunStatus, RunContext, RunTrigger } from '@portal/contracts';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  apps,
  appVersions,
  deployments,
  memberships,
  orchestrationRuns,
  orchestrationStepRuns,
} from '../../db/schema/index.ts';
import {
  type RunRow,
  type RunWithVersion,
  runExecutionRepository,
  type StepRunRow,
} from './runExecution.repository.ts';

export type { RunAdvance, RunRow, RunWithVersion, StepRunRow } from './runExecution.repository.ts';

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

const withVersion = { run: orchestrationRuns, version: appVersions.version };
const flatten = (row: { run: RunRow; version: string }): RunWithVersion => ({
  ...row.run,
  version: row.version,
});

export function orchestrationsRepository(db: Db) {
  return {
    ...runExecutionRepository(db),

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
  };
}

export type OrchestrationsRepository = ReturnType<typeof orchestrationsRepository>;
