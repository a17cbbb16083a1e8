import type { Environment, Tenant } from '@portal/contracts';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations, tenants } from '../../db/schema/index.ts';
import { withTransaction } from '../../db/transaction.ts';

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

    async byId(organizationId: string, id: string): Promise<Tenant | null> {
      const [row] = await db
        .select()
        .from(tenants)
        .where(and(eq(tenants.organizationId, organizationId), eq(tenants.id, id)));
      return row ? toTenant(row) : null;
    },

    /**
     * Creates a tenant if the company has fewer than `limit` of that environment, in one transaction that
     * locks the company's row: two creates racing at the limit cannot both pass the count.
     */
    async createWithin(
      row: { organizationId: string; name: string; environment: Environment },
      limit: number,
    ): Promise<{ tenant: Tenant } | { refused: 'limit' | 'name' }> {
      return withTransaction(db, async (tx) => {
        await tx.execute(
          sql`select 1 from ${organizations} where ${organizations.id} = ${row.organizationId} for update`,
        );
        const [existing] = await tx
          .select({ n: count() })
          .from(tenants)
          .where(
            and(eq(tenants.organizationId, row.organizationId), eq(tenants.environment, row.environment)),
          );
        if ((existing?.n ?? 0) >= limit) return { refused: 'limit' as const };
        const [created] = await tx.insert(tenants).values(row).onConflictDoNothing().returning();
        return created ? { tenant: toTenant(created) } : { refused: 'name' as const };
      });
    },

    /** Every company's tenant of this name, with its integration password hash (WS-Security sign-in). */
    async withIntegrationPassword(name: string) {
      const rows = await db.select().from(tenants).where(eq(tenants.name, name));
      return rows.map((row) => ({ tenant: toTenant(row), hash: row.integrationPasswordHash }));
    },

    async remove(id: string): Promise<void> {
      await db.delete(tenants).where(eq(tenants.id, id));
    },

    async setIntegrationPassword(id: string, hash: string): Promise<void> {
      await db.update(tenants).set({ integrationPasswordHash: hash }).where(eq(tenants.id, id));
    },

    /** Adds tenants a company does not have yet (by name); the ones it has are left as they are. */
    async ensure(rows: { organizationId: string; name: string; environment: Environment }[]) {
      if (rows.length > 0) await db.insert(tenants).values(rows).onConflictDoNothing();
    },
  };
}

export type TenantsRepository = ReturnType<typeof tenantsRepository>;
