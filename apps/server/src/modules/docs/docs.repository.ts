import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { docFeedback, docs } from '../../db/schema/index.ts';

export type DocRow = typeof docs.$inferSelect;
export type DocWrite = Omit<typeof docs.$inferInsert, 'createdAt'>;

export function docsRepository(db: Db) {
  return {
    /** Every page in reading order: section by section (the caller orders sections), then by order and title. */
    list(publishedOnly: boolean) {
      return db
        .select()
        .from(docs)
        .where(publishedOnly ? eq(docs.published, true) : undefined)
        .orderBy(asc(docs.section), asc(docs.order), asc(docs.title));
    },
    async bySlug(slug: string) {
      const [row] = await db.select().from(docs).where(eq(docs.slug, slug));
      return row ?? null;
    },
    /** The shipped pages as stored, to refresh those staff have not changed. */
    shippedSources() {
      return db.select({ slug: docs.slug, source: docs.source, shipped: docs.shipped }).from(docs);
    },
    async insert(row: DocWrite) {
      const [inserted] = await db.insert(docs).values(row).onConflictDoNothing().returning();
      return inserted ?? null;
    },
    async update(slug: string, row: Partial<DocWrite>) {
      const [updated] = await db
        .update(docs)
        .set({ ...row, updatedAt: new Date() })
        .where(eq(docs.slug, slug))
        .returning();
      return updated ?? null;
    },
    async delete(slug: string) {
      const deleted = await db.delete(docs).where(eq(docs.slug, slug)).returning({ slug: docs.slug });
      return deleted.length > 0;
    },
    async feedbackOf(slug: string, userId: string) {
      const [row] = await db
        .select({ helpful: docFeedback.helpful })
        .from(docFeedback)
        .where(and(eq(docFeedback.slug, slug), eq(docFeedback.userId, userId)));
      return row?.helpful ?? null;
    },
    async setFeedback(slug: string, userId: string, helpful: boolean, comment: string | null) {
      await db
        .insert(docFeedback)
        .values({ slug, userId, helpful, comment })
        .onConflictDoUpdate({
          target: [docFeedback.slug, docFeedback.userId],
          set: { helpful, comment, createdAt: sql`now()` },
        });
    },
  };
}
