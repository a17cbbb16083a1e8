import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appDrafts, appVersions } from '../../db/schema/index.ts';

export type DraftRow = typeof appDrafts.$inferSelect;
export type BaseVersion = { id: string; number: number; sourceKey: string };

const versionColumns = { id: appVersions.id, number: appVersions.number, sourceKey: appVersions.sourceKey };

/** App builder drafts. Every write names the revision it expects: a compare-and-set, never a blind write. */
export function builderRepository(db: Db) {
  const key = (userId: string, appId: string) =>
    and(eq(appDrafts.userId, userId), eq(appDrafts.appId, appId));
  return {
    async draft(userId: string, appId: string): Promise<DraftRow | null> {
      const [row] = await db.select().from(appDrafts).where(key(userId, appId));
      return row ?? null;
    },

    async latestVersion(appId: string): Promise<BaseVersion | null> {
      const [row] = await db
        .select(versionColumns)
        .from(appVersions)
        .where(eq(appVersions.appId, appId))
        .orderBy(desc(appVersions.number))
        .limit(1);
      return row ?? null;
    },

    async version(appId: string, versionId: string): Promise<BaseVersion | null> {
      const [row] = await db
        .select(versionColumns)
        .from(appVersions)
        .where(and(eq(appVersions.appId, appId), eq(appVersions.id, versionId)));
      return row ?? null;
    },

    /**
     * Writes the draft if its revision is still `expected` (0: no row yet) and answers the new row, or
     * null when another save got there first. One statement each way, so two saves cannot both win.
     */
    async write(
      userId: string,
      appId: string,
      expected: number,
      change: { baseVersionId: string | null; files: Record<string, string> | null },
    ): Promise<DraftRow | null> {
      const [updated] = await db
        .update(appDrafts)
        .set({ ...change, revision: sql`${appDrafts.revision} + 1`, updatedAt: new Date() })
        .where(and(key(userId, appId), eq(appDrafts.revision, expected)))
        .returning();
      if (updated || expected !== 0) return updated ?? null;
      const [inserted] = await db
        .insert(appDrafts)
        .values({ userId, appId, ...change, revision: 1 })
        .onConflictDoNothing()
        .returning();
      return inserted ?? null;
    },
  };
}

export type BuilderRepository = ReturnType<typeof builderRepository>;
