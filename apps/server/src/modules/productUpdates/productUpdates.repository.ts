import type { ProductUpdateBody } from '@portal/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productUpdateReads, productUpdates } from '../../db/schema/index.ts';

export type ProductUpdateRow = typeof productUpdates.$inferSelect;

export function productUpdatesRepository(db: Db) {
  /** When the user last marked the feed read; the start of time for a visitor or a user who never did. */
  const readAt = async (userId: string | null) => {
    if (!userId) return null;
    const [row] = await db
      .select({ readAt: productUpdateReads.readAt })
      .from(productUpdateReads)
      .where(eq(productUpdateReads.userId, userId));
    return row?.readAt ?? new Date(0);
  };

  return {
    readAt,
    async latest(max: number) {
      return db
        .select()
        .from(productUpdates)
        .where(sql`${productUpdates.publishedAt} <= now()`)
        .orderBy(desc(productUpdates.publishedAt), desc(productUpdates.id))
        .limit(max);
    },
    async countSince(since: Date) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(productUpdates)
        .where(
          sql`${productUpdates.publishedAt} > ${since.toISOString()} and ${productUpdates.publishedAt} <= now()`,
        );
      return row?.n ?? 0;
    },
    async markRead(userId: string) {
      await db
        .insert(productUpdateReads)
        .values({ userId, readAt: sql`now()` })
        .onConflictDoUpdate({ target: productUpdateReads.userId, set: { readAt: sql`now()` } });
    },
    async create(body: ProductUpdateBody, createdBy: string | null, publishedAt?: Date) {
      const [row] = await db
        .insert(productUpdates)
        .values({ ...body, createdBy, ...(publishedAt ? { publishedAt } : {}) })
        .returning();
      return row!;
    },
    async update(id: string, body: ProductUpdateBody) {
      const [row] = await db
        .update(productUpdates)
        .set({ ...body, updatedAt: sql`now()` })
        .where(eq(productUpdates.id, id))
        .returning();
      return row;
    },
    async remove(id: string) {
      const removed = await db
        .delete(productUpdates)
        .where(eq(productUpdates.id, id))
        .returning({ id: productUpdates.id });
      return removed.length > 0;
    },
  };
}
