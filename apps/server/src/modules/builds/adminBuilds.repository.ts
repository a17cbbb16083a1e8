import type { AdminBuild, AdminBuildState, BuildStatus } from '@portal/contracts';
import { and, asc, count, desc, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apps, appVersions, builds, organizations, users } from '../../db/schema/index.ts';

const statesOf: Record<AdminBuildState, BuildStatus[]> = {
  waiting: ['SCHEDULED', 'QUEUED'],
  running: ['IN_PROGRESS', 'QUEUED_FOR_SIGNING'],
  finished: ['SUCCEEDED', 'FAILED', 'CANCELLED'],
};

/** Waiting builds oldest first (the queue's order), running ones by start, finished ones newest first. */
const orderOf = {
  waiting: [asc(builds.createdAt), asc(builds.id)],
  running: [asc(builds.startedAt), asc(builds.id)],
  finished: [desc(builds.finishedAt), desc(builds.id)],
};

const columns = {
  id: builds.id,
  status: builds.status,
  appId: apps.id,
  appName: apps.name,
  referenceId: apps.referenceId,
  version: appVersions.version,
  organizationId: organizations.id,
  organizationName: organizations.name,
  requestedBy: users.email,
  attempts: builds.attempts,
  error: builds.error,
  runner: builds.runner,
  createdAt: builds.createdAt,
  startedAt: builds.startedAt,
  finishedAt: builds.finishedAt,
  heartbeatAt: builds.heartbeatAt,
};

type Row = {
  id: string;
  status: BuildStatus;
  appId: string;
  appName: string;
  referenceId: string;
  version: string;
  organizationId: string;
  organizationName: string;
  requestedBy: string | null;
  attempts: number;
  error: string | null;
  runner: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toAdminBuild(row: Row): AdminBuild {
  return {
    id: row.id,
    status: row.status,
    appId: row.appId,
    appName: row.appName,
    referenceId: row.referenceId,
    version: row.version,
    organizationId: row.organizationId,
    organizationName: row.organizationName,
    requestedBy: row.requestedBy,
    attempts: row.attempts,
    error: row.error,
    runner: row.runner,
    queuedAt: row.createdAt.toISOString(),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
  };
}

/** Every company's builds for provider staff (/admin/build). */
export function adminBuildsRepository(db: Db) {
  const joined = () =>
    db
      .select(columns)
      .from(builds)
      .innerJoin(appVersions, eq(appVersions.id, builds.versionId))
      .innerJoin(apps, eq(apps.id, appVersions.appId))
      .innerJoin(organizations, eq(organizations.id, apps.organizationId))
      .leftJoin(users, eq(users.id, appVersions.createdBy));

  return {
    async page(state: AdminBuildState, start: number, length: number) {
      const where = inArray(builds.status, statesOf[state]);
      const [rows, [total]] = await Promise.all([
        joined()
          .where(where)
          .orderBy(...orderOf[state])
          .offset(start)
          .limit(length),
        db.select({ n: count() }).from(builds).where(where),
      ]);
      return { total: total?.n ?? 0, data: rows.map(toAdminBuild) };
    },

    async one(id: string): Promise<AdminBuild | null> {
      const [row] = await joined().where(eq(builds.id, id));
      return row ? toAdminBuild(row) : null;
    },

    /** Builds some process runs now: IN_PROGRESS with a heartbeat newer than `aliveAfter`. */
    async running(aliveAfter: Date) {
      return joined()
        .where(and(eq(builds.status, 'IN_PROGRESS'), gte(builds.heartbeatAt, aliveAfter)))
        .orderBy(asc(builds.runner), asc(builds.startedAt));
    },

    /** The newest build of a version: only it may be retried. */
    async latestOfVersion(versionId: string) {
      const [row] = await db
        .select({ id: builds.id })
        .from(builds)
        .where(eq(builds.versionId, versionId))
        .orderBy(desc(builds.createdAt), desc(builds.id))
        .limit(1);
      return row?.id ?? null;
    },
  };
}
export type AdminBuildsRepository = ReturnType<typeof adminBuildsRepository>;
