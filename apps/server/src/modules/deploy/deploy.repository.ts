import type { Environment } from '@portal/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apps, appVersions, deployments } from '../../db/schema/index.ts';

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

    /** One version per (app, tenant, environment): a redeploy replaces the version that ran there. */
    async upsert(row: {
      appId: string;
      versionId: string;
      tenant: string;
      environment: Environment;
      deployedBy: string;
    }) {
      const [saved] = await db
        .insert(deployments)
        .values(row)
        .onConflictDoUpdate({
          target: [deployments.appId, deployments.tenant, deployments.environment],
          set: { versionId: row.versionId, deployedBy: row.deployedBy, deployedAt: new Date() },
        })
        .returning({ id: deployments.id });
      return saved!.id;
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
