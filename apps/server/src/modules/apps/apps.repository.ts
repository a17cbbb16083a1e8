import { type Environment, isUuid, type ReviewState } from '@portal/contracts';
import { and, count, desc, eq, gte, inArray, isNull, lte, max, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apps, appVersions, builds, deployments, licenses, organizations } from '../../db/schema/index.ts';

export type AppRow = typeof apps.$inferSelect & { organizationName: string };
export type VersionRow = typeof appVersions.$inferSelect;
export type BuildRow = typeof builds.$inferSelect;
export type NewApp = typeof apps.$inferInsert;
export type NewVersion = Omit<typeof appVersions.$inferInsert, 'number'>;

/** An app's own columns. */
export const appFields = {
  id: apps.id,
  organizationId: apps.organizationId,
  referenceId: apps.referenceId,
  name: apps.name,
  description: apps.description,
  type: apps.type,
  builtOnProvider: apps.builtOnProvider,
  createdBy: apps.createdBy,
  createdAt: apps.createdAt,
  updatedAt: apps.updatedAt,
  retiredAt: apps.retiredAt,
};
const appColumns = { ...appFields, organizationName: organizations.name };

export function appsRepository(db: Db) {
  return {
    /** Every app's searchable fields (the search index's source of apps). */
    forSearch() {
      return db
        .select({
          id: apps.id,
          organizationId: apps.organizationId,
          referenceId: apps.referenceId,
          name: apps.name,
          description: apps.description,
          type: apps.type,
          updatedAt: apps.updatedAt,
        })
        .from(apps);
    },

    async byId(id: string): Promise<AppRow | null> {
      const [row] = await db
        .select(appColumns)
        .from(apps)
        .innerJoin(organizations, eq(organizations.id, apps.organizationId))
        .where(eq(apps.id, id));
      return row ?? null;
    },

    async byReferenceId(referenceId: string): Promise<AppRow | null> {
      const [row] = await db
        .select(appColumns)
        .from(apps)
        .innerJoin(organizations, eq(organizations.id, apps.organizationId))
        .where(sql`lower(${apps.referenceId}) = lower(${referenceId})`);
      return row ?? null;
    },

    /** By id or Reference_Id (case-insensitive), whichever the value is: the one lookup of an app. */
    async byIdOrReference(idOrRef: string): Promise<AppRow | null> {
      const [row] = await db
        .select(appColumns)
        .from(apps)
        .innerJoin(organizations, eq(organizations.id, apps.organizationId))
        .where(isUuid(idOrRef) ? eq(apps.id, idOrRef) : sql`lower(${apps.referenceId}) = lower(${idOrRef})`);
      return row ?? null;
    },

    /** The ids of the company's apps named by id or reference ID, keyed by the lower-cased name given. */
    async idsOf(organizationId: string, refs: readonly string[]): Promise<Map<string, string>> {
      const found = new Map<string, string>();
      if (refs.length === 0) return found;
      const ids = refs.filter(isUuid).map((ref) => ref.toLowerCase());
      const names = refs.map((ref) => ref.toLowerCase());
      const rows = await db
        .select({ id: apps.id, referenceId: apps.referenceId })
        .from(apps)
        .where(
          and(
            eq(apps.organizationId, organizationId),
            or(
              ids.length > 0 ? inArray(apps.id, ids) : sql`false`,
              inArray(sql`lower(${apps.referenceId})`, names),
            ),
          ),
        );
      for (const app of rows) {
        found.set(app.id, app.id);
        found.set(app.referenceId.toLowerCase(), app.id);
      }
      return found;
    },

    /**
     * The company's licence to the app in force on `day` (YYYY-MM-DD): begun, not past its end day, not
     * ended by its licensor; null without one. At most one is in force (grants never overlap).
     */
    async licenceOn(appId: string, organizationId: string, day: string) {
      const [row] = await db
        .select({ versionPolicy: licenses.versionPolicy, pinnedVersionId: licenses.pinnedVersionId })
        .from(licenses)
        .where(
          and(
            eq(licenses.appId, appId),
            eq(licenses.consumerOrganizationId, organizationId),
            lte(licenses.startsOn, day),
            or(isNull(licenses.endsOn), gte(licenses.endsOn, day)),
            isNull(licenses.endedAt),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** The app's newest version released to Production, if any. */
    async newestProductionVersion(appId: string): Promise<VersionRow | null> {
      const [row] = await db
        .select()
        .from(appVersions)
        .where(and(eq(appVersions.appId, appId), eq(appVersions.environment, 'Production')))
        .orderBy(desc(appVersions.number))
        .limit(1);
      return row ?? null;
    },

    async isLicensedTo(appId: string, organizationId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: licenses.id })
        .from(licenses)
        .where(
          and(
            eq(licenses.appId, appId),
            eq(licenses.consumerOrganizationId, organizationId),
            // An ended licence takes the app out of the licensee's views (docs/decisions/license-end.md).
            isNull(licenses.endedAt),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    async insertApp(app: NewApp): Promise<string> {
      const [row] = await db.insert(apps).values(app).returning({ id: apps.id });
      return row!.id;
    },

    async update(id: string, changes: Partial<Pick<NewApp, 'name' | 'description' | 'retiredAt'>>) {
      await db
        .update(apps)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(apps.id, id));
    },

    /**
     * Retires the app, or brings it back, only from the other state: false when it was already so (two
     * retires at once: one wins, the other finds it retired).
     */
    async setRetired(id: string, retired: boolean): Promise<boolean> {
      const changed = await db
        .update(apps)
        .set({ retiredAt: retired ? new Date() : null, updatedAt: new Date() })
        .where(and(eq(apps.id, id), retired ? isNull(apps.retiredAt) : sql`${apps.retiredAt} is not null`))
        .returning({ id: apps.id });
      return changed.length === 1;
    },

    async touch(id: string) {
      await db.update(apps).set({ updatedAt: new Date() }).where(eq(apps.id, id));
    },

    async delete(id: string) {
      await db.delete(apps).where(eq(apps.id, id));
    },

    /** Numbers the version after the app's last one; the unique (app, number) index settles a race. */
    async insertVersion(version: NewVersion): Promise<VersionRow> {
      const [last] = await db
        .select({ n: max(appVersions.number) })
        .from(appVersions)
        .where(eq(appVersions.appId, version.appId));
      const [row] = await db
        .insert(appVersions)
        .values({ ...version, number: (last?.n ?? 0) + 1 })
        .returning();
      return row!;
    },

    async versions(appId: string): Promise<VersionRow[]> {
      return db
        .select()
        .from(appVersions)
        .where(eq(appVersions.appId, appId))
        .orderBy(desc(appVersions.number));
    },

    async version(id: string): Promise<VersionRow | null> {
      const [row] = await db.select().from(appVersions).where(eq(appVersions.id, id));
      return row ?? null;
    },

    async latestVersions(appIds: string[]): Promise<VersionRow[]> {
      if (appIds.length === 0) return [];
      return db
        .selectDistinctOn([appVersions.appId])
        .from(appVersions)
        .where(inArray(appVersions.appId, appIds))
        .orderBy(appVersions.appId, desc(appVersions.number));
    },

    async latestBuilds(versionIds: string[]): Promise<BuildRow[]> {
      if (versionIds.length === 0) return [];
      return db
        .selectDistinctOn([builds.versionId])
        .from(builds)
        .where(inArray(builds.versionId, versionIds))
        .orderBy(builds.versionId, desc(builds.createdAt), desc(builds.id));
    },

    /**
     * Moves the version to `to` only while it is still in `from` and its app is not retired: the state a
     * transition was decided on. False when another change came first (a second promote, a review, a
     * retire): on PostgreSQL the second UPDATE waits for the first's row lock, then finds the row changed.
     */
    async moveVersionLifecycle(
      id: string,
      from: { environment: Environment; reviewState: ReviewState },
      to: { environment: Environment; reviewState: ReviewState },
    ): Promise<boolean> {
      const moved = await db
        .update(appVersions)
        .set(to)
        .where(
          and(
            eq(appVersions.id, id),
            eq(appVersions.environment, from.environment),
            eq(appVersions.reviewState, from.reviewState),
            sql`not exists (select 1 from ${apps} where ${apps.id} = ${appVersions.appId} and ${apps.retiredAt} is not null)`,
          ),
        )
        .returning({ id: appVersions.id });
      return moved.length === 1;
    },

    /** Every stored file of an app: sources and artifacts, deleted with it. */
    async fileKeys(appId: string): Promise<string[]> {
      const rows = await db
        .select({ source: appVersions.sourceKey, artifact: builds.artifactKey })
        .from(appVersions)
        .leftJoin(builds, eq(builds.versionId, appVersions.id))
        .where(eq(appVersions.appId, appId));
      return [...new Set(rows.flatMap((r) => [r.source, r.artifact]).filter((k): k is string => !!k))];
    },

    /** Those of `keys` that a version names as its source, or a build as its artifact: the sweep keeps them. */
    async namedFileKeys(folder: 'sources' | 'artifacts', keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows =
        folder === 'sources'
          ? await db
              .select({ key: appVersions.sourceKey })
              .from(appVersions)
              .where(inArray(appVersions.sourceKey, keys))
          : await db
              .select({ key: builds.artifactKey })
              .from(builds)
              .where(inArray(builds.artifactKey, keys));
      return new Set(rows.map((r) => r.key).filter((key): key is string => key !== null));
    },

    async deploymentCount(appId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(deployments).where(eq(deployments.appId, appId));
      return row?.n ?? 0;
    },
  };
}

export type AppsRepository = ReturnType<typeof appsRepository>;
