import type { Environment, Tenant } from '@portal/contracts';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tenants } from '../../db/schema/index.ts';

type TenantRow = typeof tenants.$inferSelect;

function toTenant(row: TenantRow): Tenant {
  return {
    id: row.id,
    organizationId: row.organizationId,
    name: row.name,
    environment: row.environment,
    createdAt: row.createdAt.toISOString(),
  };
}

export function tenantsRepository(db: Db) {
  return {
    /** One page of the company's tenants by name (the id breaks no ties: names are unique per company). */
    async page(organizationId: string, start: number, length: number) {
      const where = eq(tenants.organizationId, organizationId);
      const [total] = await db.select({ n: count() }).from(tenants).where(where);
      const rows = await db
        .select()
        .from(tenants)
        .where(where)
        .orderBy(asc(tenants.name))
        .offset(start)
        .limit(length);
      return { total: total?.n ?? 0, data: rows.map(toTenant) };
    },

    async byName(organizationId: string, name: string): Promise<Tenant | null> {
      const [row] = await db
        .select()
        .from(tenants)
        .where(and(eq(tenants.organizationId, organizationId), eq(tenants.name, name)));
      return row ? toTenant(row) : null;
    },

    /** Adds tenants a company does not have yet (by name); the ones it has are left as they are. */
    async ensure(rows: { organizationId: string; name: string; environment: Environment }[]) {
      if (rows.length > 0) await db.insert(tenants).values(rows).onConflictDoNothing();
    },
  };
}

export type TenantsRepository = ReturnType<typeof tenantsRepository>;
