import type { AdminApp, AdminAppListQuery } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../platform/httpError.ts';
import { toBuild } from '../builds/builds.port.ts';
import { type AdminAppRow, adminAppsRepository } from './adminApps.repository.ts';

const toApp = (row: AdminAppRow): AdminApp => ({
  ...row,
  type: row.type,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  retiredAt: row.retiredAt ? row.retiredAt.toISOString() : null,
});

/** Every company's apps for provider staff (/admin/apps). */
export function adminAppsService(db: Db) {
  const repo = adminAppsRepository(db);
  return {
    async list(query: AdminAppListQuery) {
      const { total, rows } = await repo.list(query);
      return { total, data: rows.map(toApp) };
    },
    async get(id: string) {
      const row = await repo.byId(id);
      if (!row)
        throw new HttpError('not_found', 'App not found. It may have already been retired or deleted.');
      const versions = await repo.versions(id);
      const builds = await repo.buildsOf(versions.map((v) => v.id));
      return {
        app: toApp(row),
        versions: versions.map((v) => ({
          id: v.id,
          number: v.number,
          version: v.version,
          environment: v.environment,
          reviewState: v.reviewState,
          createdAt: v.createdAt.toISOString(),
          builds: builds.filter((b) => b.versionId === v.id).map(toBuild),
        })),
      };
    },
  };
}

export type AdminAppsService = ReturnType<typeof adminAppsService>;
