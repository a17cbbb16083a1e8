import type { App, AppVersion } from '@portal/contracts';
import { toBuild } from '../builds/builds.port.ts';
import type { SearchEntry } from '../search/search.port.ts';
import type { BuildRow, VersionRow } from './apps.repository.ts';
import type { ListedApp } from './appsList.repository.ts';

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** The API's view of an app (with its latest version and build, read by the caller). */
export function toAppView(app: ListedApp): App {
  return {
    id: app.id,
    organizationId: app.organizationId,
    organizationName: app.organizationName,
    referenceId: app.referenceId,
    name: app.name,
    description: app.description,
    type: app.type,
    builtOnProvider: app.builtOnProvider,
    createdAt: iso(app.createdAt),
    updatedAt: iso(app.updatedAt),
    retiredAt: isoOrNull(app.retiredAt),
    latestVersion: app.latestVersion,
  };
}

export function toVersion(row: VersionRow, latest: BuildRow | null): AppVersion {
  return {
    id: row.id,
    appId: row.appId,
    number: row.number,
    version: row.version,
    sourceSize: row.sourceSize,
    sourceSha256: row.sourceSha256,
    environment: row.environment,
    reviewState: row.reviewState,
    createdAt: iso(row.createdAt),
    latestBuild: latest ? toBuild(latest) : null,
  };
}

/** The app as the portal's search lists it. */
export const toSearchEntry = (app: {
  id: string;
  organizationId: string;
  referenceId: string;
  name: string;
  description: string;
  type: string;
  updatedAt: Date;
}): SearchEntry => ({
  kind: 'app',
  key: app.id,
  organizationId: app.organizationId,
  title: app.name,
  summary: app.referenceId,
  body: `${app.description} ${app.type} app`,
  url: `/console/apps/view/${app.id}`,
  updatedAt: app.updatedAt,
});
