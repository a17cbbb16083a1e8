import type { Environment, Region, Tenant } from '@portal/contracts';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations, tenants } from '../../db/schema/index.ts';
import { withTransaction } from '../../db/transaction.ts';
import { chooseDataCenter } from './dataCenter.ts';

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

type NewTenant = { organizationId: string; name: string; environment: Environment };

/** A tenant with where it runs: its company's region and the data centre it was given. */
export type TenantPlace = Tenant & { region: Region; dataCenter: string };

/** The rows to insert, each with a data centre of its company's region. */
export async function withDataCenters(db: Db, rows: NewTenant[]) {
  const ids = [...new Set(rows.map((row) => row.organizationId))];
  const found = ids.length
    ? await db
        .select({ id: organizations.id, region: organizations.region })
        .from(organizations)
        .where(inArray(organizations.id, ids))
    : [];
  const regionOf = new Map(found.map((org) => [org.id, org.region as Region]));
  return rows.flatMap((row) => {
    const region = regionOf.get(row.organizationId);
    // A company that does not exist gets no tenant (the insert's foreign key would refuse it anyway).
    return region ? [{ ...row, dataCenter: chooseDataCenter(region, row.organizationId, row.name) }] : [];
  });
}

export function tenantsRepository(db: Db) {
  const placeColumns = {
    id: tenants.id,
    organizationId: tenants.organizationId,
    name: tenants.name,
    environment: tenants.environment,
    createdAt: tenants.createdAt,
    region: organizations.region,
    dataCenter: tenants.dataCenter,
  };
  const places = (where: ReturnType<typeof and>) =>
    db
      .select(placeColumns)
      .from(tenants)
      .innerJoin(organizations, eq(organizations.id, tenants.organizationId))
      .where(where)
      .orderBy(asc(tenants.name));
  const toPlace = (row: Awaited<ReturnType<typeof places>>[number]): TenantPlace => ({
    ...toTenant({ ...row, integrationPasswordHash: null }),
    region: row.region as Region,
    dataCenter: row.dataCenter,
  });
  return {
    /** Every tenant of the company with its region and data centre, by name. */
    async placesOf(organizationId: string): Promise<TenantPlace[]> {
      return (await places(eq(tenants.organizationId, organizationId))).map(toPlace);
    },

    async placeByName(organizationId: string, name: string): Promise<TenantPlace | null> {
      const [row] = await places(and(eq(tenants.organizationId, organizationId), eq(tenants.name, name)));
      return row ? toPlace(row) : null;
    },

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
      row: NewTenant,
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
        const [placed] = await withDataCenters(tx, [row]);
        const [created] = await tx.insert(tenants).values(placed!).onConflictDoNothing().returning();
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
    async ensure(rows: NewTenant[]) {
      const placed = await withDataCenters(db, rows);
      if (placed.length > 0) await db.insert(tenants).values(placed).onConflictDoNothing();
    },
  };
}

export type TenantsRepository = ReturnType<typeof tenantsRepository>;
