import type { AdminAppListQuery } from '@portal/contracts';
import { and, asc, count, desc, eq, exists, ilike, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apps, appVersions, builds, organizations } from '../../db/schema/index.ts';

const columns = {
  id: apps.id,
  name: apps.name,
  referenceId: apps.referenceId,
  description: apps.description,
  type: apps.type,
  organizationId: apps.organizationId,
  organizationName: organizations.name,
  createdAt: apps.createdAt,
  updatedAt: apps.updatedAt,
  retiredAt: apps.retiredAt,
};

const sorts = {
  name: [asc(apps.name), asc(apps.id)],
  '-name': [desc(apps.name), desc(apps.id)],
  company: [asc(organizations.name), asc(apps.name), asc(apps.id)],
  '-company': [desc(organizations.name), asc(apps.name), asc(apps.id)],
  updatedAt: [asc(apps.updatedAt), asc(apps.id)],
  '-updatedAt': [desc(apps.updatedAt), desc(apps.id)],
} as const;

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Reads across every company: only the admin routes, behind admin.apps, use it. */
export function adminAppsRepository(db: Db) {
  return {
    async list(query: AdminAppListQuery) {
      const pattern = query.q ? likePattern(query.q) : undefined;
      const inReview = db
        .select({ id: appVersions.id })
        .from(appVersions)
        .where(and(eq(appVersions.appId, apps.id), eq(appVersions.reviewState, 'IN_REVIEW')));
      const where = and(
        pattern
          ? or(
              ilike(apps.name, pattern),
              ilike(apps.referenceId, pattern),
              ilike(organizations.name, pattern),
            )
          : undefined,
        query.review === 'IN_REVIEW' ? exists(inReview) : undefined,
        query.organizationId ? eq(apps.organizationId, query.organizationId.toLowerCase()) : undefined,
      );
      const [total] = await db
        .select({ n: count() })
        .from(apps)
        .innerJoin(organizations, eq(organizations.id, apps.organizationId))
        .where(where);
      const rows = await db
        .select(columns)
        .from(apps)
        .innerJoin(organizations, eq(organizations.id, apps.organizationId))
        .where(where)
        .orderBy(...sorts[query.sort])
        .limit(query.length)
        .offset(query.start);
      return { total: total?.n ?? 0, rows };
    },
    async byId(id: string) {
      const [row] = await db
        .select(columns)
        .from(apps)
        .innerJoin(organizations, eq(organizations.id, apps.organizationId))
        .where(eq(apps.id, id));
      return row ?? null;
    },
    versions: (appId: string) =>
      db.select().from(appVersions).where(eq(appVersions.appId, appId)).orderBy(desc(appVersions.number)),
    buildsOf: (versionIds: string[]) =>
      versionIds.length
        ? db
            .select()
            .from(builds)
            .where(inArray(builds.versionId, versionIds))
            .orderBy(desc(builds.createdAt), desc(builds.id))
        : Promise.resolve([]),
  };
}

export type AdminAppRow = NonNullable<Awaited<ReturnType<ReturnType<typeof adminAppsRepository>['byId']>>>;
