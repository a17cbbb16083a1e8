import type { Suv, SuvTemplate } from '@portal/contracts';
import { asc, count, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { suvs, tenants, users } from '../../db/schema/index.ts';
import { withTransaction } from '../../db/transaction.ts';
import { withDataCenters } from './tenants.repository.ts';

const columns = {
  id: suvs.id,
  tenantId: suvs.tenantId,
  tenant: tenants.name,
  organizationId: tenants.organizationId,
  userId: suvs.userId,
  userEmail: users.email,
  template: suvs.template,
  expiresAt: suvs.expiresAt,
  createdAt: suvs.createdAt,
};

type SuvRow = { expiresAt: Date; createdAt: Date } & Omit<Suv, 'expiresAt' | 'createdAt'>;

const toSuv = (row: SuvRow): Suv => ({
  ...row,
  expiresAt: row.expiresAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

export function suvsRepository(db: Db) {
  const select = () =>
    db
      .select(columns)
      .from(suvs)
      .innerJoin(tenants, eq(tenants.id, suvs.tenantId))
      .innerJoin(users, eq(users.id, suvs.userId));

  const byId = async (id: string): Promise<Suv | null> => {
    const [row] = await select().where(eq(suvs.id, id));
    return row ? toSuv(row as SuvRow) : null;
  };

  return {
    byId,

    async page(start: number, length: number) {
      const [total] = await db.select({ n: count() }).from(suvs);
      const rows = await select().orderBy(asc(suvs.expiresAt), asc(suvs.id)).offset(start).limit(length);
      return { total: total?.n ?? 0, data: rows.map((row) => toSuv(row as SuvRow)) };
    },

    /** The tenant and its SUV row in one transaction: a SUV never exists without its tenant, nor the reverse. */
    async create(row: {
      organizationId: string;
      tenantName: string;
      userId: string;
      template: SuvTemplate;
      expiresAt: Date;
      createdBy: string;
    }): Promise<Suv> {
      const id = await withTransaction(db, async (tx) => {
        const [placed] = await withDataCenters(tx, [
          { organizationId: row.organizationId, name: row.tenantName, environment: 'Sandbox' },
        ]);
        const [tenant] = await tx.insert(tenants).values(placed!).returning({ id: tenants.id });
        const [suv] = await tx
          .insert(suvs)
          .values({
            tenantId: tenant!.id,
            userId: row.userId,
            template: row.template,
            expiresAt: row.expiresAt,
            createdBy: row.createdBy,
          })
          .returning({ id: suvs.id });
        return suv!.id;
      });
      return (await byId(id))!;
    },

    async setExpiry(id: string, expiresAt: Date): Promise<void> {
      await db.update(suvs).set({ expiresAt }).where(eq(suvs.id, id));
    },

    /** Removes the tenants of SUVs expired by `now` (their SUV rows, tokens and data go by cascade). */
    async removeExpired(now: Date): Promise<string[]> {
      return withTransaction(db, async (tx) => {
        const expired = await tx
          .select({ tenantId: suvs.tenantId, name: tenants.name })
          .from(suvs)
          .innerJoin(tenants, eq(tenants.id, suvs.tenantId))
          .where(lte(suvs.expiresAt, now));
        if (expired.length === 0) return [];
        await tx.delete(tenants).where(
          inArray(
            tenants.id,
            expired.map((row) => row.tenantId),
          ),
        );
        return expired.map((row) => row.name);
      });
    },
  };
}

export type SuvsRepository = ReturnType<typeof suvsRepository>;
