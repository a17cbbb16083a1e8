import type { AppType } from '@portal/contracts';
import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appDraftAssets, appDrafts, apps, appVersions } from '../../db/schema/index.ts';
import { withTransaction } from '../../db/transaction.ts';

export type DraftRow = typeof appDrafts.$inferSelect;
export type DraftAssetRow = typeof appDraftAssets.$inferSelect;
type DraftChange = { baseVersionId: string | null; files: Record<string, string> | null };
/** What a change does to the draft's assets: `clear` first, then `remove` paths, then `put` rows. */
export type AssetChange = {
  clear?: boolean;
  remove?: string[];
  put?: Omit<DraftAssetRow, 'userId' | 'appId' | 'updatedAt'>[];
};
// A transaction or the database: both run the same statements.
type Exec = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/**
 * Writes the draft if its revision is still `expected` (0: no row yet) and answers the new row, or
 * null when another save got there first. One statement each way, so two saves cannot both win.
 */
async function writeRow(
  exec: Exec,
  userId: string,
  appId: string,
  expected: number,
  change: DraftChange,
): Promise<DraftRow | null> {
  const [updated] = await exec
    .update(appDrafts)
    .set({ ...change, revision: sql`${appDrafts.revision} + 1`, updatedAt: new Date() })
    .where(and(eq(appDrafts.userId, userId), eq(appDrafts.appId, appId), eq(appDrafts.revision, expected)))
    .returning();
  if (updated || expected !== 0) return updated ?? null;
  const [inserted] = await exec
    .insert(appDrafts)
    .values({ userId, appId, ...change, revision: 1 })
    .onConflictDoNothing()
    .returning();
  return inserted ?? null;
}
export type BaseVersion = { id: string; number: number; version: string; sourceKey: string };

const versionColumns = {
  id: appVersions.id,
  number: appVersions.number,
  version: appVersions.version,
  sourceKey: appVersions.sourceKey,
};

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

    /** Whether the app has a version with this manifest version (semver), whatever its number. */
    async hasVersionNamed(appId: string, version: string): Promise<boolean> {
      const [row] = await db
        .select({ id: appVersions.id })
        .from(appVersions)
        .where(and(eq(appVersions.appId, appId), eq(appVersions.version, version)))
        .limit(1);
      return row !== undefined;
    },

    async version(appId: string, versionId: string): Promise<BaseVersion | null> {
      const [row] = await db
        .select(versionColumns)
        .from(appVersions)
        .where(and(eq(appVersions.appId, appId), eq(appVersions.id, versionId)));
      return row ?? null;
    },

    /** The company's apps not retired (of these types when given), most recently changed first (the overviews). */
    async companyApps(organizationId: string, limit: number, types: readonly AppType[] | null) {
      const where = and(
        eq(apps.organizationId, organizationId),
        isNull(apps.retiredAt),
        types ? inArray(apps.type, [...types]) : undefined,
      );
      const [rows, [count]] = await Promise.all([
        db
          .select({ id: apps.id, referenceId: apps.referenceId, name: apps.name, type: apps.type })
          .from(apps)
          .where(where)
          .orderBy(desc(apps.updatedAt), apps.id)
          .limit(limit),
        db.select({ total: sql<number>`count(*)::int` }).from(apps).where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    /** The user's drafts of these apps (one statement for the whole list). */
    async draftsOf(userId: string, appIds: string[]): Promise<DraftRow[]> {
      if (appIds.length === 0) return [];
      return db
        .select()
        .from(appDrafts)
        .where(and(eq(appDrafts.userId, userId), inArray(appDrafts.appId, appIds)));
    },

    write: (userId: string, appId: string, expected: number, change: DraftChange) =>
      writeRow(db, userId, appId, expected, change),

    async assets(userId: string, appId: string): Promise<DraftAssetRow[]> {
      return db
        .select()
        .from(appDraftAssets)
        .where(and(eq(appDraftAssets.userId, userId), eq(appDraftAssets.appId, appId)))
        .orderBy(appDraftAssets.path);
    },

    /**
     * The draft row and its assets changed together, in one transaction and on the same compare-and-set
     * as `write`: null (nothing written) when the revision moved. `dropped` are the storage keys no row
     * names any more, for the caller to delete once the transaction has committed.
     */
    async writeWithAssets(
      userId: string,
      appId: string,
      expected: number,
      change: DraftChange,
      assets: AssetChange,
    ): Promise<{ row: DraftRow; dropped: string[] } | null> {
      return withTransaction(db, async (tx) => {
        const row = await writeRow(tx, userId, appId, expected, change);
        if (!row) return null;
        const mine = and(eq(appDraftAssets.userId, userId), eq(appDraftAssets.appId, appId));
        const touched = assets.clear
          ? mine
          : and(
              mine,
              inArray(appDraftAssets.path, [
                ...(assets.remove ?? []),
                ...(assets.put ?? []).map((a) => a.path),
              ]),
            );
        const gone = await tx
          .delete(appDraftAssets)
          .where(and(touched, isNotNull(appDraftAssets.storageKey)))
          .returning({ storageKey: appDraftAssets.storageKey });
        await tx.delete(appDraftAssets).where(touched);
        if (assets.put?.length)
          await tx.insert(appDraftAssets).values(assets.put.map((a) => ({ ...a, userId, appId })));
        return { row, dropped: gone.map((g) => g.storageKey).filter((k): k is string => k !== null) };
      });
    },
  };
}

export type BuilderRepository = ReturnType<typeof builderRepository>;
