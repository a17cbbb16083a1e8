import type { Environment } from '@portal/contracts';
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apps, appVersions, deployments, organizations } from '../../db/schema/index.ts';

type DeploymentWrite = {
  appId: string;
  versionId: string;
  tenant: string;
  environment: Environment;
  deployedBy: string;
};

async function write(db: Db, row: DeploymentWrite): Promise<string> {
  const [saved] = await db
    .insert(deployments)
    .values(row)
    .onConflictDoUpdate({
      target: [deployments.appId, deployments.tenant, deployments.environment],
      set: { versionId: row.versionId, deployedBy: row.deployedBy, deployedAt: new Date() },
    })
    .returning({ id: deployments.id });
  return saved!.id;
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
    /** How many of the company's apps run on its tenant (a tenant is named per company). */
    async countOnTenant(organizationId: string, tenant: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(deployments)
        .innerJoin(apps, eq(apps.id, deployments.appId))
        .where(and(eq(apps.organizationId, organizationId), eq(deployments.tenant, tenant)));
      return row?.n ?? 0;
    },

    /**
     * One version per (app, tenant, environment): a redeploy replaces the version that ran there. With
     * `productionLimit`, an Extend app new to Production is refused (null) once the company has that many
     * there; counted under the company's row lock, so two deploys at once cannot both take the last place.
     */
    async upsert(
      row: DeploymentWrite,
      productionLimit?: { organizationId: string; limit: number },
    ): Promise<string | null> {
      if (!productionLimit) return write(db, row);
      return db.transaction(async (tx) => {
        await tx
          .select({ id: organizations.id })
          .from(organizations)
          .where(eq(organizations.id, productionLimit.organizationId))
          .for('update');
        const [others] = await tx
          .select({ n: sql<number>`count(distinct ${deployments.appId})::int` })
          .from(deployments)
          .innerJoin(apps, eq(apps.id, deployments.appId))
          .where(
            and(
              eq(apps.organizationId, productionLimit.organizationId),
              eq(apps.type, 'EXTEND'),
              eq(deployments.environment, 'Production'),
              isNull(apps.retiredAt),
              ne(deployments.appId, row.appId),
            ),
          );
        const [already] = await tx
          .select({ id: deployments.id })
          .from(deployments)
          .where(and(eq(deployments.appId, row.appId), eq(deployments.environment, 'Production')))
          .limit(1);
        if (!already && (others?.n ?? 0) >= productionLimit.limit) return null;
        return write(tx as unknown as Db, row);
      });
    },
    async list(organizationId: string, filter: { tenant?: string; referenceId?: string; id?: string }) {
      return db
        .select(columns)
        .from(deployments)
        .innerJoin(apps, eq(apps.id, deployments.appId))
        .innerJoin(appVersions, eq(appVersions.id, deployments.versionId))
        .where(
          and(
            eq(apps.organizationId, organizationId),
            filter.tenant ? eq(deployments.tenant, filter.tenant) : undefined,
            filter.referenceId ? sql`lower(${apps.referenceId}) = lower(${filter.referenceId})` : undefined,
            filter.id ? eq(deployments.id, filter.id) : undefined,
          ),
        )
        .orderBy(desc(deployments.deployedAt))
        .limit(1000);
    },
  };
}

export type DeployRepository = ReturnType<typeof deployRepository>;
