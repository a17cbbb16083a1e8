import type { EntitlementMeasure, EntitlementName, PackageEntitlement } from '@portal/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rowsOf.ts';
import {
  companyEntitlements,
  entitlementOverrides,
  entitlementPackages,
  organizations,
} from '../../db/schema/index.ts';
import { withTransaction } from '../../db/transaction.ts';

/** A grant with the package that made it (null for staff's direct grant) and that package's entitlements. */
export type GrantRow = typeof companyEntitlements.$inferSelect & {
  package: { id: string; name: string; entitlements: PackageEntitlement[] } | null;
};

/** What a company uses of each measure; `dataUsageBytes` counts from `from` (inclusive) to `to`. */
export type UsageCounts = Record<Exclude<EntitlementMeasure, 'dataUsageGb'>, number> & {
  dataUsageBytes: number;
};

export function entitlementsRepository(db: Db) {
  return {
    async grants(organizationId: string): Promise<GrantRow[]> {
      const rows = await db
        .select({
          grant: companyEntitlements,
          packageName: entitlementPackages.name,
          packageEntitlements: entitlementPackages.entitlements,
        })
        .from(companyEntitlements)
        .leftJoin(entitlementPackages, eq(entitlementPackages.id, companyEntitlements.packageId))
        .where(eq(companyEntitlements.organizationId, organizationId))
        .orderBy(asc(companyEntitlements.startDate), asc(companyEntitlements.name));
      return rows.map(({ grant, packageName, packageEntitlements }) => ({
        ...grant,
        package:
          grant.packageId && packageName !== null
            ? { id: grant.packageId, name: packageName, entitlements: packageEntitlements ?? [] }
            : null,
      }));
    },

    async overrides(organizationId: string): Promise<Map<EntitlementMeasure, number | null>> {
      const rows = await db
        .select({ measure: entitlementOverrides.measure, limit: entitlementOverrides.limit })
        .from(entitlementOverrides)
        .where(eq(entitlementOverrides.organizationId, organizationId));
      return new Map(rows.map((row) => [row.measure, row.limit]));
    },

    async companyCreatedAt(organizationId: string): Promise<Date | undefined> {
      const [row] = await db
        .select({ createdAt: organizations.createdAt })
        .from(organizations)
        .where(eq(organizations.id, organizationId));
      return row?.createdAt;
    },

    /** Grants an entitlement directly unless staff already did; answers whether it was granted now. */
    async grant(row: typeof companyEntitlements.$inferInsert): Promise<boolean> {
      const inserted = await db
        .insert(companyEntitlements)
        .values(row)
        .onConflictDoNothing()
        .returning({ name: companyEntitlements.name });
      return inserted.length > 0;
    },

    /** Takes back staff's direct grant; what packages grant stays until the package goes. */
    async revoke(organizationId: string, name: EntitlementName) {
      const [row] = await db
        .delete(companyEntitlements)
        .where(
          and(
            eq(companyEntitlements.organizationId, organizationId),
            eq(companyEntitlements.name, name),
            isNull(companyEntitlements.packageId),
          ),
        )
        .returning();
      return row;
    },

    /** Whether any source still grants the company `name`. */
    async holds(organizationId: string, name: EntitlementName): Promise<boolean> {
      const [row] = await db
        .select({ name: companyEntitlements.name })
        .from(companyEntitlements)
        .where(
          and(eq(companyEntitlements.organizationId, organizationId), eq(companyEntitlements.name, name)),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Replaces the company's overrides with `next`, in one transaction. */
    async replaceOverrides(
      organizationId: string,
      next: Map<EntitlementMeasure, number | null>,
      setBy: string | null,
    ): Promise<void> {
      await withTransaction(db, async (tx) => {
        await tx.delete(entitlementOverrides).where(eq(entitlementOverrides.organizationId, organizationId));
        if (next.size === 0) return;
        await tx
          .insert(entitlementOverrides)
          .values([...next].map(([measure, limit]) => ({ organizationId, measure, limit, setBy })));
      });
    },

    /**
     * Every measure's use in one statement. Users count members and pending invitations (a pending
     * invitation holds its seat); data usage is what the company stored in the usage year: sources
     * uploaded, artifacts built and log archives made.
     */
    async usage(organizationId: string, from: string, to: string): Promise<UsageCounts> {
      const [row] = await rowsOf<Record<string, string | number | null>>(
        db,
        sql`
        select
          (select count(distinct d.app_id) from deployments d join apps a on a.id = d.app_id
            where d.organization_id = ${organizationId} and a.type = 'EXTEND' and d.environment = 'Production'
              and a.retired_at is null) as "productionExtendApps",
          ((select count(*) from memberships m where m.organization_id = ${organizationId})
            + (select count(*) from invitations i where i.organization_id = ${organizationId}
                and i.accepted_at is null and i.revoked_at is null and i.expires_at > now())) as "companyUsers",
          (select count(*) from memberships m where m.organization_id = ${organizationId}
            and 'dsc' = any(m.roles)) as "dscUsers",
          (select count(*) from tenants t where t.organization_id = ${organizationId}
            and t.environment = 'Development') as "developmentTenants",
          (select count(*) from aws_access w where w.organization_id = ${organizationId}) as "awsUsers",
          (coalesce((select sum(v.source_size) from app_versions v join apps a on a.id = v.app_id
              where a.organization_id = ${organizationId} and v.created_at >= ${from}::date
                and v.created_at < ${to}::date), 0)
            + coalesce((select sum(b.artifact_size) from builds b join app_versions v on v.id = b.version_id
              join apps a on a.id = v.app_id where a.organization_id = ${organizationId}
                and b.created_at >= ${from}::date and b.created_at < ${to}::date), 0)
            + coalesce((select sum(l.size_bytes) from log_archives l where l.organization_id = ${organizationId}
                and l.created_at >= ${from}::date and l.created_at < ${to}::date), 0)) as "dataUsageBytes"`,
      );
      const n = (key: string) => Number(row?.[key] ?? 0);
      return {
        productionExtendApps: n('productionExtendApps'),
        companyUsers: n('companyUsers'),
        dscUsers: n('dscUsers'),
        developmentTenants: n('developmentTenants'),
        awsUsers: n('awsUsers'),
        dataUsageBytes: n('dataUsageBytes'),
      };
    },
  };
}

export type EntitlementsRepository = ReturnType<typeof entitlementsRepository>;
