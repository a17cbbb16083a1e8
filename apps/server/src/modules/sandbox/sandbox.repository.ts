import type { SandboxListQuery } from '@portal/contracts';
import { type AnyColumn, and, asc, count, eq, getTableColumns, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { insertJsonRows } from '../../db/jsonRows.ts';
import {
  sandboxAbsenceBalances,
  sandboxDatasets,
  sandboxInvoices,
  sandboxJobProfiles,
  sandboxOrganizations,
  sandboxSuppliers,
  sandboxTimeOffRequests,
  sandboxWorkers,
} from '../../db/schema/index.ts';
import { withTransaction } from '../../db/transaction.ts';
import type { SandboxDataset } from './dataset.ts';

const like = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type WorkerRow = typeof sandboxWorkers.$inferSelect & { jobTitle: string };

export function sandboxRepository(db: Db) {
  /** One page of a tenant's rows and the total, searched case-insensitively in `searchIn`. */
  async function page<T extends PgTable & { tenantId: AnyColumn; id: AnyColumn }>(
    table: T,
    tenantId: string,
    query: SandboxListQuery,
    searchIn: AnyColumn[],
    extra?: SQL,
  ) {
    const where = and(
      eq(table.tenantId, tenantId),
      extra,
      query.search ? or(...searchIn.map((column) => ilike(column, like(query.search!)))) : undefined,
    );
    const [total] = await db
      .select({ n: count() })
      .from(table as PgTable)
      .where(where);
    const rows = await db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(asc(table.id))
      .limit(query.limit)
      .offset(query.offset);
    return { total: total?.n ?? 0, rows: rows as T['$inferSelect'][] };
  }

  const workerColumns = { ...getTableColumns(sandboxWorkers), jobTitle: sandboxJobProfiles.title };
  const workersWithTitle = () =>
    db
      .select(workerColumns)
      .from(sandboxWorkers)
      .innerJoin(
        sandboxJobProfiles,
        and(
          eq(sandboxJobProfiles.tenantId, sandboxWorkers.tenantId),
          eq(sandboxJobProfiles.id, sandboxWorkers.jobProfileId),
        ),
      );

  return {
    async isSeeded(tenantId: string): Promise<boolean> {
      const [row] = await db
        .select({ t: sandboxDatasets.tenantId })
        .from(sandboxDatasets)
        .where(eq(sandboxDatasets.tenantId, tenantId));
      return row !== undefined;
    },

    /**
     * Writes a tenant's data set in one transaction, claimed by its sandbox_datasets row first: a second
     * process seeding the same tenant waits on that row, then finds it taken and writes nothing.
     */
    async seed(tenantId: string, seed: number, data: SandboxDataset): Promise<boolean> {
      return withTransaction(db, async (tx) => {
        const claimed = await tx
          .insert(sandboxDatasets)
          .values({ tenantId, seed, workers: data.workers.length })
          .onConflictDoNothing()
          .returning({ t: sandboxDatasets.tenantId });
        if (claimed.length === 0) return false;
        // One statement a table (about 7,000 rows a tenant): the demo seed writes two tenants' before it listens.
        await insertJsonRows(tx, sandboxOrganizations, data.organizations, { tenantId });
        await insertJsonRows(tx, sandboxJobProfiles, data.jobProfiles, { tenantId });
        await insertJsonRows(tx, sandboxWorkers, data.workers, { tenantId });
        await insertJsonRows(tx, sandboxAbsenceBalances, data.balances, { tenantId });
        await insertJsonRows(tx, sandboxTimeOffRequests, data.timeOff, { tenantId });
        await insertJsonRows(tx, sandboxSuppliers, data.suppliers, { tenantId });
        await insertJsonRows(tx, sandboxInvoices, data.invoices, { tenantId });
        return true;
      });
    },

    async workers(tenantId: string, query: SandboxListQuery) {
      const search = query.search
        ? or(
            ilike(sandboxWorkers.givenName, like(query.search)),
            ilike(sandboxWorkers.familyName, like(query.search)),
            ilike(sandboxWorkers.email, like(query.search)),
            ilike(sandboxWorkers.id, like(query.search)),
          )
        : undefined;
      const where = and(eq(sandboxWorkers.tenantId, tenantId), search);
      const [total] = await db.select({ n: count() }).from(sandboxWorkers).where(where);
      const rows = await workersWithTitle()
        .where(where)
        .orderBy(asc(sandboxWorkers.id))
        .limit(query.limit)
        .offset(query.offset);
      return { total: total?.n ?? 0, rows: rows as WorkerRow[] };
    },

    async worker(tenantId: string, id: string): Promise<WorkerRow | null> {
      const [row] = await workersWithTitle().where(
        and(eq(sandboxWorkers.tenantId, tenantId), eq(sandboxWorkers.id, id)),
      );
      return (row as WorkerRow | undefined) ?? null;
    },

    async patchWorker(tenantId: string, id: string, patch: { email?: string; location?: string }) {
      const updated = await db
        .update(sandboxWorkers)
        .set(patch)
        .where(and(eq(sandboxWorkers.tenantId, tenantId), eq(sandboxWorkers.id, id)))
        .returning({ id: sandboxWorkers.id });
      return updated.length > 0;
    },

    organizations: (tenantId: string, query: SandboxListQuery) =>
      page(sandboxOrganizations, tenantId, query, [sandboxOrganizations.name, sandboxOrganizations.id]),
    organization: (tenantId: string, id: string) => one(db, sandboxOrganizations, tenantId, id),
    jobProfiles: (tenantId: string, query: SandboxListQuery) =>
      page(sandboxJobProfiles, tenantId, query, [sandboxJobProfiles.title, sandboxJobProfiles.jobFamily]),
    jobProfile: (tenantId: string, id: string) => one(db, sandboxJobProfiles, tenantId, id),
    timeOffRequests: (tenantId: string, query: SandboxListQuery, workerId?: string) =>
      page(
        sandboxTimeOffRequests,
        tenantId,
        query,
        [sandboxTimeOffRequests.workerId, sandboxTimeOffRequests.type],
        workerId ? eq(sandboxTimeOffRequests.workerId, workerId) : undefined,
      ),
    timeOffRequest: (tenantId: string, id: string) => one(db, sandboxTimeOffRequests, tenantId, id),

    async createTimeOff(
      tenantId: string,
      request: Omit<typeof sandboxTimeOffRequests.$inferInsert, 'tenantId' | 'id'>,
    ) {
      return insertWithNextId(db, sandboxTimeOffRequests, tenantId, 'TOR-', request);
    },

    async balances(tenantId: string, workerId: string) {
      return db
        .select()
        .from(sandboxAbsenceBalances)
        .where(
          and(eq(sandboxAbsenceBalances.tenantId, tenantId), eq(sandboxAbsenceBalances.workerId, workerId)),
        )
        .orderBy(asc(sandboxAbsenceBalances.plan));
    },

    suppliers: (tenantId: string, query: SandboxListQuery) =>
      page(sandboxSuppliers, tenantId, query, [sandboxSuppliers.name, sandboxSuppliers.id]),
    supplier: (tenantId: string, id: string) => one(db, sandboxSuppliers, tenantId, id),
    invoices: (tenantId: string, query: SandboxListQuery, supplierId?: string) =>
      page(
        sandboxInvoices,
        tenantId,
        query,
        [sandboxInvoices.number, sandboxInvoices.supplierId],
        supplierId ? eq(sandboxInvoices.supplierId, supplierId) : undefined,
      ),
    invoice: (tenantId: string, id: string) => one(db, sandboxInvoices, tenantId, id),

    async createInvoice(
      tenantId: string,
      invoice: Omit<typeof sandboxInvoices.$inferInsert, 'tenantId' | 'id'>,
    ) {
      return insertWithNextId(db, sandboxInvoices, tenantId, 'INV-', invoice);
    },
  };
}

async function one<T extends PgTable & { tenantId: AnyColumn; id: AnyColumn }>(
  db: Db,
  table: T,
  tenantId: string,
  id: string,
) {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.tenantId, tenantId), eq(table.id, id)));
  return (row as T['$inferSelect'] | undefined) ?? null;
}

/**
 * Inserts a row with the next `PREFIX-000123` id of the tenant's table (ids are the tenant's, as a real
 * tenant's are, not UUIDs), under a transaction-level lock of that sequence so two creates never collide.
 */
async function insertWithNextId<T extends PgTable & { tenantId: AnyColumn; id: AnyColumn }>(
  db: Db,
  table: T,
  tenantId: string,
  prefix: string,
  values: Omit<T['$inferInsert'], 'tenantId' | 'id'>,
): Promise<T['$inferSelect']> {
  return withTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${tenantId}:${prefix}`}))`);
    const [last] = await tx
      .select({ id: sql<string | null>`max(${table.id})` })
      .from(table as PgTable)
      .where(and(eq(table.tenantId, tenantId), sql`${table.id} like ${`${prefix}%`}`));
    const next = (last?.id ? Number(last.id.slice(prefix.length)) : 0) + 1;
    const id = `${prefix}${String(next).padStart(6, '0')}`;
    const [row] = await tx
      .insert(table)
      .values({ ...values, tenantId, id } as never)
      .returning();
    return row as T['$inferSelect'];
  });
}

export type SandboxRepository = ReturnType<typeof sandboxRepository>;
