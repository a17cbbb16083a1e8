import {
  type AccountStatus,
  type CompanyListQuery,
  type CompanyRef,
  isAccountStatusSettling,
  type OrganizationType,
  type Region,
} from '@portal/contracts';
import { and, asc, count, eq, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations } from '../../db/schema/index.ts';
import { withTransaction } from '../../db/transaction.ts';

export type CompanyRow = typeof organizations.$inferSelect;

export type CompanyValues = {
  name: string;
  organizationType: OrganizationType;
  region: Region;
  billingId: string;
  tenantPrefix: string;
  emailDomains: string[];
};

/** The billing ID unique index refused a write: the race of two creates is decided here. */
export class DuplicateBillingId extends Error {
  override name = 'DuplicateBillingId';
}

function isBillingIdViolation(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e.code ?? e.cause?.code;
  const constraint = e.constraint ?? e.cause?.constraint;
  return code === '23505' && (constraint === undefined || constraint === 'organizations_billing_id_idx');
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isBillingIdViolation(error)) throw new DuplicateBillingId('billing ID taken');
    throw error;
  }
}

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type LinkOutcome = 'linked' | 'missing' | 'fromLinked' | 'alreadyLinked' | 'sameType' | 'cycle';

export function companiesRepository(db: Db) {
  const refsOf = async (ids: string[]): Promise<Map<string, CompanyRef>> => {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({
        organizationUuid: organizations.id,
        organizationName: organizations.name,
        organizationType: organizations.organizationType,
        billingId: organizations.billingId,
      })
      .from(organizations)
      .where(inArray(organizations.id, ids));
    return new Map(rows.map((r) => [r.organizationUuid, r]));
  };

  return {
    refsOf,

    /** Companies linked to any of `ids`, keyed by the company they are linked to. */
    async linkedFrom(ids: string[]): Promise<Map<string, CompanyRef[]>> {
      const result = new Map<string, CompanyRef[]>();
      if (ids.length === 0) return result;
      const rows = await db
        .select({
          to: organizations.linkedOrganizationId,
          organizationUuid: organizations.id,
          organizationName: organizations.name,
          organizationType: organizations.organizationType,
          billingId: organizations.billingId,
        })
        .from(organizations)
        .where(inArray(organizations.linkedOrganizationId, ids))
        .orderBy(asc(organizations.name));
      for (const { to, ...ref } of rows) {
        if (!to) continue;
        result.set(to, [...(result.get(to) ?? []), ref]);
      }
      return result;
    },

    /** A page by name (id breaks ties), filtered by type and region, searched in name, billing ID, domains. */
    async page(query: CompanyListQuery): Promise<{ total: number; rows: CompanyRow[] }> {
      const filters: SQL[] = [];
      if (query.organizationType) filters.push(eq(organizations.organizationType, query.organizationType));
      if (query.region) filters.push(eq(organizations.region, query.region));
      if (query.search) {
        const pattern = likePattern(query.search);
        // The trigram index of migration 0034 narrows (where the engine has pg_trgm); the exact test follows.
        filters.push(
          sql`organization_search_text(${organizations.name}, ${organizations.billingId}, ${organizations.emailDomains}) like lower(${pattern})`,
        );
        filters.push(
          or(
            ilike(organizations.name, pattern),
            ilike(organizations.billingId, pattern),
            sql`exists (select 1 from unnest(${organizations.emailDomains}) d where d ilike ${pattern})`,
          )!,
        );
      }
      const where = filters.length ? and(...filters) : undefined;
      const [total] = await db.select({ n: count() }).from(organizations).where(where);
      // The page's ids first, then its rows (a deferred join): OFFSET walks the (name, id) index alone,
      // index only, instead of sorting every row by name or reading every skipped row from the table
      // (bench/README.md, companies: the last of 10,000 companies took 64 ms, a sort by name).
      const pageIds = db
        .select({ id: organizations.id })
        .from(organizations)
        .where(where)
        .orderBy(asc(organizations.name), asc(organizations.id))
        .offset(query.start)
        .limit(query.length);
      const rows = await db
        .select()
        .from(organizations)
        .where(sql`${organizations.id} = any(array(${pageIds}))`)
        .orderBy(asc(organizations.name), asc(organizations.id));
      return { total: total?.n ?? 0, rows };
    },

    async byId(id: string): Promise<CompanyRow | null> {
      const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
      return row ?? null;
    },

    async byBillingId(billingId: string): Promise<CompanyRow | null> {
      const [row] = await db.select().from(organizations).where(eq(organizations.billingId, billingId));
      return row ?? null;
    },

    /** Link candidates: an exact billing ID, or a name containing the text. */
    async lookup(text: string, limit: number): Promise<CompanyRow[]> {
      return db
        .select()
        .from(organizations)
        .where(or(eq(organizations.billingId, text), ilike(organizations.name, likePattern(text))))
        .orderBy(asc(organizations.name))
        .limit(limit);
    },

    /** A new company, INITIATED: the provisioning job takes it from there. */
    insert: (values: CompanyValues): Promise<CompanyRow> =>
      guarded(async () => {
        const [row] = await db
          .insert(organizations)
          .values({ ...values, accountStatus: 'INITIATED', provisioningDueAt: new Date() })
          .returning();
        return row!;
      }),

    /**
     * Edits a company. A new type must not equal a linked company's (docs/product/companies.md COMPANIES-7):
     * the row is locked first, as linking locks it, so an edit and a link racing cannot both pass.
     */
    update: (id: string, values: CompanyValues): Promise<CompanyRow | 'missing' | 'sameType'> =>
      guarded(() =>
        withTransaction(db, async (tx) => {
          const [current] = await tx
            .select()
            .from(organizations)
            .where(eq(organizations.id, id))
            .for('update');
          if (!current) return 'missing';
          if (current.organizationType !== values.organizationType) {
            const linked = or(
              eq(organizations.linkedOrganizationId, id),
              current.linkedOrganizationId ? eq(organizations.id, current.linkedOrganizationId) : undefined,
            );
            const [clash] = await tx
              .select({ n: count() })
              .from(organizations)
              .where(and(linked, eq(organizations.organizationType, values.organizationType)));
            if ((clash?.n ?? 0) > 0) return 'sameType';
          }
          const [row] = await tx
            .update(organizations)
            .set(values)
            .where(eq(organizations.id, id))
            .returning();
          return row!;
        }),
      ),

    /**
     * Moves the account status only if it is still `from`: two steps racing (the job and staff) cannot
     * both apply. Null when the status had moved.
     */
    async moveStatus(id: string, from: AccountStatus, to: AccountStatus): Promise<CompanyRow | null> {
      const now = new Date();
      // Into a status the job moves on: it is due now; out of them: nothing is due (see the column).
      const due = isAccountStatusSettling(to)
        ? isAccountStatusSettling(from)
          ? {}
          : { provisioningDueAt: now }
        : { provisioningDueAt: null };
      const [row] = await db
        .update(organizations)
        .set({ accountStatus: to, accountStatusAt: now, ...due })
        .where(and(eq(organizations.id, id), eq(organizations.accountStatus, from)))
        .returning();
      return row ?? null;
    },

    /** Companies whose job has been due since before `before`: one never sent, or lost. */
    async overdue(before: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: organizations.id })
        .from(organizations)
        .where(lt(organizations.provisioningDueAt, before))
        .orderBy(asc(organizations.provisioningDueAt))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /**
     * Links `fromId` to `toId` in one transaction holding both rows (in id order, so two opposite links
     * cannot deadlock), with the rules of COMPANIES-7 read from the locked rows: two racing links cannot
     * both pass. The walk from `toId` refuses a cycle of any length.
     */
    async link(fromId: string, toId: string): Promise<LinkOutcome> {
      return withTransaction(db, async (tx) => {
        const ids = [fromId, toId].sort();
        await tx.execute(
          sql`select 1 from ${organizations} where ${organizations.id} in (${ids[0]}, ${ids[1]}) order by ${organizations.id} for update`,
        );
        const rows = await tx.select().from(organizations).where(inArray(organizations.id, ids));
        const from = rows.find((r) => r.id === fromId);
        const to = rows.find((r) => r.id === toId);
        if (!from || !to) return 'missing';
        if (from.linkedOrganizationId) return 'fromLinked';
        // Walk the chain from the target: reaching `from` means the new link would close a cycle. Rows
        // of the chain are read in this transaction; chains are short (a link needs an unlinked target).
        const chained: string[] = [];
        let next = to.linkedOrganizationId;
        while (next && !chained.includes(next) && chained.length < 1000) {
          chained.push(next);
          const [row] = await tx
            .select({ to: organizations.linkedOrganizationId })
            .from(organizations)
            .where(eq(organizations.id, next));
          next = row?.to ?? null;
        }
        if (chained.includes(fromId)) return 'cycle';
        if (to.linkedOrganizationId) return 'alreadyLinked';
        if (from.organizationType === to.organizationType) return 'sameType';
        await tx
          .update(organizations)
          .set({ linkedOrganizationId: toId })
          .where(eq(organizations.id, fromId));
        return 'linked';
      });
    },

    /** Removes the company's link; false when it had none. */
    async unlink(id: string): Promise<string | null> {
      return withTransaction(db, async (tx) => {
        const [row] = await tx
          .select({ to: organizations.linkedOrganizationId })
          .from(organizations)
          .where(eq(organizations.id, id))
          .for('update');
        if (!row?.to) return null;
        await tx.update(organizations).set({ linkedOrganizationId: null }).where(eq(organizations.id, id));
        return row.to;
      });
    },
  };
}

export type CompaniesRepository = ReturnType<typeof companiesRepository>;
