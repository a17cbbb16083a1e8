import type {
  App,
  AppVersion,
  Build,
  buildLogsResponseSchema,
  deploymentSchema,
  Environment,
  licensesResponseSchema,
  notificationTicketSchema,
  registryResponseSchema,
} from '@portal/contracts';
import type { z } from 'zod';
import { http } from '../../../lib/http/httpClient.ts';
import type { UploadProgressListener } from '../../../lib/http/xhrTransport.ts';

export type CreatedSource = { app: App; version: AppVersion; build: Build };
export type BuildLogsPage = z.infer<typeof buildLogsResponseSchema>;
export type Deployment = z.infer<typeof deploymentSchema>;
export type LicensedApp = z.infer<typeof licensesResponseSchema>['data'][number];

const APPHUB = '/apphub/v1';
const id = encodeURIComponent;
/**
 * Answers the page shows itself (validation, conflicts, a missing app, a refused action): no global
 * redirect for them. SPEC.md 7 excludes the deploy 403 in one variant; the lifecycle actions do the same so
 * the server's reason stays on the page.
 */
const shownOnPage = [400, 403, 404, 409, 413, 415, 422] as const;
const notFoundOnPage = [404] as const;

/** The app view's calls (SPEC.md 7 app hub, registry and deploy), all through the one http client. */
export const appViewApi = {
  app: (appId: string, signal?: AbortSignal) =>
    http.get<App>(`${APPHUB}/apps/${id(appId)}`, { signal, excludeFromGlobalHandling: notFoundOnPage }),
  rename: (appId: string, name: string) =>
    http.patch<App>(`${APPHUB}/apps/${id(appId)}`, { name }, { excludeFromGlobalHandling: shownOnPage }),
  copy: (appId: string, body: { name: string; referenceId: string }) =>
    http.post<CreatedSource>(`${APPHUB}/apps/${id(appId)}/copy`, body, {
      excludeFromGlobalHandling: shownOnPage,
    }),
  remove: (appId: string) =>
    http.delete<null>(`${APPHUB}/apps/${id(appId)}`, { excludeFromGlobalHandling: shownOnPage }),
  versions: (appId: string, signal?: AbortSignal) =>
    http.get<{ total: number; data: AppVersion[] }>(`${APPHUB}/apps/${id(appId)}/versions`, {
      signal,
      excludeFromGlobalHandling: notFoundOnPage,
    }),
  uploadSource: (appId: string, file: File, onUploadProgress: UploadProgressListener) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return http.post<CreatedSource>(`${APPHUB}/apps/${id(appId)}/versions`, form, {
      onUploadProgress,
      excludeFromGlobalHandling: shownOnPage,
    });
  },
  version: (versionId: string, signal?: AbortSignal) =>
    http.get<AppVersion>(`${APPHUB}/versions/${id(versionId)}`, {
      signal,
      excludeFromGlobalHandling: notFoundOnPage,
    }),
  sourceZip: (versionId: string) => http.get<Blob>(`${APPHUB}/versions/${id(versionId)}/source`),
  builds: (versionId: string, signal?: AbortSignal) =>
    http.get<{ total: number; data: Build[] }>(`${APPHUB}/versions/${id(versionId)}/builds`, {
      signal,
      excludeFromGlobalHandling: notFoundOnPage,
    }),
  build: (buildId: string, signal?: AbortSignal) =>
    http.get<Build>(`${APPHUB}/builds/${id(buildId)}`, { signal, excludeFromGlobalHandling: notFoundOnPage }),
  buildLogs: (buildId: string, after: number, signal?: AbortSignal) =>
    http.get<BuildLogsPage>(`${APPHUB}/builds/${id(buildId)}/logs`, {
      query: { after, limit: 1000 },
      signal,
    }),
  buildLogsFile: (buildId: string) => http.get<string>(`${APPHUB}/builds/${id(buildId)}/logs/download`),
  promote: (versionId: string, to: Environment) =>
    http.post<AppVersion>(
      `${APPHUB}/versions/${id(versionId)}/promote`,
      { to },
      {
        excludeFromGlobalHandling: shownOnPage,
      },
    ),
  review: (versionId: string) =>
    http.post<AppVersion>(`${APPHUB}/versions/${id(versionId)}/review`, undefined, {
      excludeFromGlobalHandling: shownOnPage,
    }),
  certify: (versionId: string) =>
    http.post<AppVersion>(`${APPHUB}/versions/${id(versionId)}/certify`, undefined, {
      excludeFromGlobalHandling: shownOnPage,
    }),
  deploy: (body: { versionId: string; tenant: string; environment: Environment }) =>
    http.post<Deployment>('/aos/v1/deploy', body, { excludeFromGlobalHandling: shownOnPage }),
  registry: (referenceId: string, signal?: AbortSignal) =>
    http.get<z.infer<typeof registryResponseSchema>>('/aos/v1/registry', { query: { referenceId }, signal }),
  licensedApps: (signal?: AbortSignal) =>
    http.get<z.infer<typeof licensesResponseSchema>>(`${APPHUB}/licensedApps`, { signal }),
  notificationTicket: () =>
    http.post<z.infer<typeof notificationTicketSchema>>('/sub-api/v1/notifications/ticket', undefined, {
      excludeFromGlobalHandling: true,
    }),
};
