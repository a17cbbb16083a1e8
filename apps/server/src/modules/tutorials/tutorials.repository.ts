import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type StoredTutorialStep, tutorialProgress, tutorials } from '../../db/schema/index.ts';

export type { StoredTutorialStep };
export type TutorialRow = typeof tutorials.$inferSelect;
export type TutorialWrite = Omit<typeof tutorials.$inferInsert, 'createdAt' | 'updatedAt'> & {
  steps: StoredTutorialStep[];
};

export function tutorialsRepository(db: Db) {
  return {
    async list(publishedOnly: boolean): Promise<TutorialRow[]> {
      return db
        .select()
        .from(tutorials)
        .where(publishedOnly ? eq(tutorials.published, true) : undefined)
        .orderBy(asc(tutorials.order), asc(tutorials.title));
    },
    async bySlug(slug: string): Promise<TutorialRow | undefined> {
      const [row] = await db.select().from(tutorials).where(eq(tutorials.slug, slug));
      return row;
    },
    async shipped() {
      return db.select().from(tutorials);
    },
    async nextOrder(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`coalesce(max(${tutorials.order}), 0) + 10` })
        .from(tutorials);
      return Number(row?.n ?? 10);
    },
    /** Null when the slug is taken. */
    async insert(row: TutorialWrite): Promise<TutorialRow | null> {
      const [created] = await db.insert(tutorials).values(row).onConflictDoNothing().returning();
      return created ?? null;
    },
    async update(slug: string, fields: Partial<TutorialWrite>): Promise<TutorialRow | null> {
      const [updated] = await db
        .update(tutorials)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(tutorials.slug, slug))
        .returning();
      return updated ?? null;
    },
    async delete(slug: string): Promise<boolean> {
      return (await db.delete(tutorials).where(eq(tutorials.slug, slug)).returning()).length > 0;
    },
    async setOrder(slugs: string[]) {
      for (const [index, slug] of slugs.entries())
        await db
          .update(tutorials)
          .set({ order: (index + 1) * 10 })
          .where(eq(tutorials.slug, slug));
    },
    /** The steps `userId` ticked, by tutorial. */
    async progressOf(userId: string, slugs?: string[]): Promise<Map<string, Set<string>>> {
      const rows = await db
        .select({ slug: tutorialProgress.slug, stepId: tutorialProgress.stepId })
        .from(tutorialProgress)
        .where(
          slugs
            ? and(eq(tutorialProgress.userId, userId), inArray(tutorialProgress.slug, slugs))
            : eq(tutorialProgress.userId, userId),
        );
      const bySlug = new Map<string, Set<string>>();
      for (const row of rows) bySlug.set(row.slug, (bySlug.get(row.slug) ?? new Set()).add(row.stepId));
      return bySlug;
    },
    async setDone(userId: string, slug: string, stepId: string, done: boolean) {
      if (done) await db.insert(tutorialProgress).values({ userId, slug, stepId }).onConflictDoNothing();
      else
        await db
          .delete(tutorialProgress)
          .where(
            and(
              eq(tutorialProgress.userId, userId),
              eq(tutorialProgress.slug, slug),
              eq(tutorialProgress.stepId, stepId),
            ),
          );
    },
    async reset(userId: string, slug: string) {
      await db
        .delete(tutorialProgress)
        .where(and(eq(tutorialProgress.userId, userId), eq(tutorialProgress.slug, slug)));
    },
  };
}
