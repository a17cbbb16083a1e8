import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apps, logArchives, users } from '../../db/schema/index.ts';

export type LogArchiveRow = typeof logArchives.$inferSelect & {
  createdByEmail: string | null;
  appName: string | null;
};

/** How many archives a company's list shows: the newest; older ones stay downloadable by id. */
const LIST_LIMIT = 100;

/** The log_archives rows: always read within one company. */
export function logArchivesRepository(db: Db) {
  const columns = { archive: logArchives, createdByEmail: users.email, appName: apps.name };
  // app_id is text (lines of apps from elsewhere carry other ids): compare as text.
  const appOf = sql`${apps.id}::text = ${logArchives.appId}`;
  const toRow = (row: {
    archive: typeof logArchives.$inferSelect;
    createdByEmail: string | null;
    appName: string | null;
  }): LogArchiveRow => ({ ...row.archive, createdByEmail: row.createdByEmail, appName: row.appName });

  return {
    async create(values: {
      organizationId: string;
      createdBy: string;
      appId: string | undefined;
      rangeStart: Date;
      rangeEnd: Date;
    }): Promise<string> {
      const [row] = await db
        .insert(logArchives)
        .values({ ...values, appId: values.appId ?? null })
        .returning({ id: logArchives.id });
      return row!.id;
    },

    async get(organizationId: string, id: string): Promise<LogArchiveRow | null> {
      const [row] = await db
        .select(columns)
        .from(logArchives)
        .leftJoin(users, eq(users.id, logArchives.createdBy))
        .leftJoin(apps, appOf)
        .where(and(eq(logArchives.organizationId, organizationId), eq(logArchives.id, id)));
      return row ? toRow(row) : null;
    },

    /** The job's view: by id alone, since the job carries no company. */
    async byId(id: string) {
      const [row] = await db.select().from(logArchives).where(eq(logArchives.id, id));
      return row ?? null;
    },

    async list(organizationId: string): Promise<LogArchiveRow[]> {
      const rows = await db
        .select(columns)
        .from(logArchives)
        .leftJoin(users, eq(users.id, logArchives.createdBy))
        .leftJoin(apps, appOf)
        .where(eq(logArchives.organizationId, organizationId))
        .orderBy(desc(logArchives.createdAt))
        .limit(LIST_LIMIT);
      return rows.map(toRow);
    },

    async markRunning(id: string) {
      await db
        .update(logArchives)
        .set({ status: 'RUNNING', error: null, finishedAt: null })
        .where(eq(logArchives.id, id));
    },

    async markReady(id: string, result: { fileKey: string; rowCount: number; sizeBytes: number }) {
      await db
        .update(logArchives)
        .set({ status: 'READY', ...result, finishedAt: new Date() })
        .where(eq(logArchives.id, id));
    },

    /** Archives not settled (QUEUED or RUNNING) and asked for before `before`: the sweep checks their jobs. */
    async unsettled(before: Date, limit: number) {
      return db
        .select({ id: logArchives.id, status: logArchives.status })
        .from(logArchives)
        .where(and(inArray(logArchives.status, ['QUEUED', 'RUNNING']), lt(logArchives.createdAt, before)))
        .orderBy(asc(logArchives.createdAt))
        .limit(limit);
    },

    /** Which of these stored file keys an archive names (the orphan file sweep's question). */
    async namedFileKeys(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .select({ key: logArchives.fileKey })
        .from(logArchives)
        .where(inArray(logArchives.fileKey, keys));
      return new Set(rows.map((row) => row.key).filter((key): key is string => key !== null));
    },

    /** FAILED with `error` only if the archive is still `from`: a job that settled it meanwhile wins. */
    async failIfStill(id: string, from: 'QUEUED' | 'RUNNING', error: string): Promise<boolean> {
      const moved = await db
        .update(logArchives)
        .set({ status: 'FAILED', error, finishedAt: new Date() })
        .where(and(eq(logArchives.id, id), eq(logArchives.status, from)))
        .returning({ id: logArchives.id });
      return moved.length > 0;
    },

    async markFailed(id: string, error: string) {
      await db
        .update(logArchives)
        .set({ status: 'FAILED', error, finishedAt: new Date() })
        .where(eq(logArchives.id, id));
    },

    async delete(organizationId: string, id: string): Promise<boolean> {
      const removed = await db
        .delete(logArchives)
        .where(and(eq(logArchives.organizationId, organizationId), eq(logArchives.id, id)))
        .returning({ id: logArchives.id });
      return removed.length > 0;
    },
  };
}

export type LogArchivesRepository = ReturnType<typeof logArchivesRepository>;
