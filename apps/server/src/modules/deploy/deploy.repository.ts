import type { Environment, Region } from '@portal/contracts';
import { and, asc, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  apps,
  appVersions,
  deploymentHistory,
  deployments,
  organizations,
  users,
} from '../../db/schema/index.ts';
import { withTransaction } from '../../db/transaction.ts';

type DeploymentWrite = {
  appId: string;
  versionId: string;
  /** The company whose tenant runs it: the app's owner, or a licensee. */
  organizationId: string;
  tenant: string;
  environment: Environment;
  deployedBy: string;
};

/** Called inside a transaction: what runs now and the history line are written together. */
async function write(db: Db, row: DeploymentWrite): Promise<string> {
  // One instant for both rows: a history line is current while the registry row carries its time.
  const deployedAt = new Date();
  const [saved] = await db
    .insert(deployments)
    .values({ ...row, deployedAt })
    .onConflictDoUpdate({
      target: [deployments.appId, deployments.organizationId, deployments.tenant, deployments.environment],
      set: { versionId: row.versionId, deployedBy: row.deployedBy, deployedAt },
    })
    .returning({ id: deployments.id });
  await db.insert(deploymentHistory).values({ ...row, deployedAt });
  return saved!.id;
}

/**
 * The company's Extend apps in Production other than `appId` (retired ones do not count), and whether
 * `appId` runs there already (a redeploy takes no new place).
 */
async function productionExtendApps(db: Db, organizationId: string, appId: string) {
  const [others] = await db
    .select({ n: sql<number>`count(distinct ${deployments.appId})::int` })
    .from(deployments)
    .innerJoin(apps, eq(apps.id, deployments.appId))
    .where(
      and(
        eq(deployments.organizationId, organizationId),
        eq(apps.type, 'EXTEND'),
        eq(deployments.environment, 'Production'),
        isNull(apps.retiredAt),
        ne(deployments.appId, appId),
      ),
    );
  const [already] = await db
    .select({ id: deployments.id })
    .from(deployments)
    .where(
      and(
        eq(deployments.appId, appId),
        eq(deployments.organizationId, organizationId),
        eq(deployments.environment, 'Production'),
      ),
    )
    .limit(1);
  return { others: others?.n ?? 0, already: already !== undefined };
}

export function deployRepository(db: Db) {
  const columns = {
    id: deployments.id,
    appId: deployments.appId,
    referenceId: apps.referenceId,
    appName: apps.name,
    versionId: deployments.versionId,
    version: appVersions.version,
    versionNumber: appVersions.number,
    tenant: deployments.tenant,
    environment: deployments.environment,
    deployedAt: deployments.deployedAt,
  };
  return {
    /** Outside a transaction: a preview for appAvailability; deploy counts again under the lock. */
    productionExtendApps: (organizationId: string, appId: string) =>
      productionExtendApps(db, organizationId, appId),

    /** The company's region (its tenants run there; its apps are published from there). */
    async regionOf(organizationId: string): Promise<Region> {
      const [row] = await db
        .select({ region: organizations.region })
        .from(organizations)
        .where(eq(organizations.id, organizationId));
      return row!.region as Region;
    },

    /** How many apps (own or licensed) run on the company's tenant (a tenant is named per company). */
    async countOnTenant(organizationId: string, tenant: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(deployments)
        .where(and(eq(deployments.organizationId, organizationId), eq(deployments.tenant, tenant)));
      return row?.n ?? 0;
    },

    /**
     * One version per (app, company's tenant, environment): a redeploy replaces the version that ran there.
     * With `productionLimit`, an Extend app new to the company's Production is refused (null) once the
     * company runs that many there (own or licensed); counted under the company's row lock, so two deploys at once cannot both take the last place.
     */
    async upsert(
      row: DeploymentWrite,
      productionLimit?: { organizationId: string; limit: number },
    ): Promise<string | null> {
      if (!productionLimit) return withTransaction(db, (tx) => write(tx, row));
      return withTransaction(db, async (tx) => {
        await tx
          .select({ id: organizations.id })
          .from(organizations)
          .where(eq(organizations.id, productionLimit.organizationId))
          .for('update');
        const { others, already } = await productionExtendApps(tx, productionLimit.organizationId, row.appId);
        if (!already && others >= productionLimit.limit) return null;
        return write(tx, row);
      });
    },
    /** One page of what runs on the company's tenants, newest first, and how many there are in all. */
    async page(
      organizationId: string,
      query: { tenant?: string | undefined; offset: number; limit: number },
    ) {
      const where = and(
        eq(deployments.organizationId, organizationId),
        query.tenant ? eq(deployments.tenant, query.tenant) : undefined,
      );
      const [total] = await db.select({ n: count() }).from(deployments).where(where);
      const rows = await db
        .select(columns)
        .from(deployments)
        .innerJoin(apps, eq(apps.id, deployments.appId))
        .innerJoin(appVersions, eq(appVersions.id, deployments.versionId))
        .where(where)
        .orderBy(desc(deployments.deployedAt), asc(deployments.id))
        .offset(query.offset)
        .limit(query.limit);
      return { total: total?.n ?? 0, rows };
    },

    async list(organizationId: string, filter: { tenant?: string; referenceId?: string; id?: string }) {
      return db
        .select(columns)
        .from(deployments)
        .innerJoin(apps, eq(apps.id, deployments.appId))
        .innerJoin(appVersions, eq(appVersions.id, deployments.versionId))
        .where(
          and(
            // What runs on the company's tenants: its own apps and the apps licensed to it.
            eq(deployments.organizationId, organizationId),
            filter.tenant ? eq(deployments.tenant, filter.tenant) : undefined,
            filter.referenceId ? sql`lower(${apps.referenceId}) = lower(${filter.referenceId})` : undefined,
            filter.id ? eq(deployments.id, filter.id) : undefined,
          ),
        )
        .orderBy(desc(deployments.deployedAt))
        .limit(1000);
    },

    /** An app's deploys, newest first; each says whether it is still what runs on its tenant. */
    async history(organizationId: string, filter: { referenceId: string; tenant?: string | undefined }) {
      return db
        .select({
          id: deploymentHistory.id,
          appId: deploymentHistory.appId,
          referenceId: apps.referenceId,
          appName: apps.name,
          versionId: deploymentHistory.versionId,
          version: appVersions.version,
          versionNumber: appVersions.number,
          tenant: deploymentHistory.tenant,
          environment: deploymentHistory.environment,
          deployedAt: deploymentHistory.deployedAt,
          deployedBy: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
          isCurrent: sql<boolean>`exists (select 1 from ${deployments} d where d.app_id = ${deploymentHistory.appId}
            and d.organization_id = ${deploymentHistory.organizationId} and d.tenant = ${deploymentHistory.tenant} and d.environment = ${deploymentHistory.environment}
            and d.deployed_at = ${deploymentHistory.deployedAt})`,
        })
        .from(deploymentHistory)
        .innerJoin(apps, eq(apps.id, deploymentHistory.appId))
        .innerJoin(appVersions, eq(appVersions.id, deploymentHistory.versionId))
        .leftJoin(users, eq(users.id, deploymentHistory.deployedBy))
        .where(
          and(
            eq(deploymentHistory.organizationId, organizationId),
            sql`lower(${apps.referenceId}) = lower(${filter.referenceId})`,
            filter.tenant ? eq(deploymentHistory.tenant, filter.tenant) : undefined,
          ),
        )
        .orderBy(desc(deploymentHistory.deployedAt), desc(deploymentHistory.id))
        .limit(100);
    },
  };
}

export type DeployRepository = ReturnType<typeof deployRepository>;
