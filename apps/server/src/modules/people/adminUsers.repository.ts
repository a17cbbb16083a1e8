import { asc, count, eq, gt, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberships, sessions, users } from '../../db/schema/index.ts';
import { withTransaction } from '../../db/transaction.ts';
import { sessionCacheOf } from '../../platform/auth/sessionCache.ts';

/** `%q%` with LIKE's own wildcards taken literally. */
function containing(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const EXPORT_BATCH = 1000;

/** Every account, for provider staff (admin.users). */
export function adminUsersRepository(db: Db) {
  const exportFields = {
    id: users.id,
    email: users.email,
    firstName: users.firstName,
    lastName: users.lastName,
    isProviderEmployee: users.isProviderEmployee,
    disabledAt: users.disabledAt,
    createdAt: users.createdAt,
  };
  return {
    async page(q: string | undefined, start: number, length: number) {
      const where: SQL | undefined = q
        ? or(
            ilike(users.email, containing(q)),
            ilike(users.firstName, containing(q)),
            ilike(users.lastName, containing(q)),
            ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, containing(q)),
          )
        : undefined;
      const [total] = await db.select({ n: count() }).from(users).where(where);
      const data = await db
        .select({
          ...exportFields,
          companies: sql<number>`(select count(*)::int from ${memberships} where ${memberships.userId} = ${users.id})`,
        })
        .from(users)
        .where(where)
        .orderBy(asc(users.email))
        .offset(start)
        .limit(length);
      return { total: total?.n ?? 0, data };
    },

    async find(id: string) {
      const [row] = await db.select(exportFields).from(users).where(eq(users.id, id));
      return row;
    },

    async companiesOf(userId: string) {
      const rows = await db
        .select({ organizationId: memberships.organizationId, associationType: memberships.associationType })
        .from(memberships)
        .where(eq(memberships.userId, userId));
      return rows;
    },

    /** Disabling ends every session of the account in the same transaction. */
    async setDisabled(id: string, disabled: boolean) {
      const ended = await withTransaction(db, async (tx) => {
        await tx
          .update(users)
          .set({ disabledAt: disabled ? sql`now()` : null })
          .where(eq(users.id, id));
        if (!disabled) return 0;
        const rows = await tx.delete(sessions).where(eq(sessions.userId, id)).returning({ id: sessions.id });
        return rows.length;
      });
      // After the commit: a read between a forget inside the transaction and the commit would keep the row.
      sessionCacheOf(db)?.forgetUser(id);
      return ended;
    },

    /**
     * Every account in batches by id (keyset), so an export of 100,000 accounts holds one batch in
     * memory, and each batch is an index range scan however far the export has gone.
     */
    async *allInBatches() {
      let after: string | undefined;
      for (;;) {
        const batch = await db
          .select(exportFields)
          .from(users)
          .where(after ? gt(users.id, after) : undefined)
          .orderBy(asc(users.id))
          .limit(EXPORT_BATCH);
        if (batch.length === 0) return;
        yield batch;
        if (batch.length < EXPORT_BATCH) return;
        after = batch[batch.length - 1]!.id;
      }
    },
  };
}
export type AdminUsersRepository = ReturnType<typeof adminUsersRepository>;
