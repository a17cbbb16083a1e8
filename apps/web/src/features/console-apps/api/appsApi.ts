import {
  type App,
  type AppListQuery,
  appsEndpoints,
  type buildLogsResponseSchema,
  buildsEndpoints,
  type CopyAppRequest,
  type CreateAppRequest,
  deployEndpoints,
  type deploymentSchema,
  type Environment,
  type LicensesResponse,
  licensesEndpoints,
  notificationsEndpoints,
} from '@portal/contracts';
import type { z } from 'zod';
import { api } from '../../../lib/http/api.ts';
import type { UploadProgressListener } from '../../../lib/http/xhrTransport.ts';

export type BuildLogsPage = z.infer<typeof buildLogsResponseSchema>;
export type Deployment = z.infer<typeof deploymentSchema>;
export type LicensedApp = LicensesResponse['data'][number];

/** The fields of a zip upload; the file goes last so the server reads the fields before it streams. */
export type UploadAppInput = {
  name: string;
  referenceId: string;
  description?: string;
  type: App['type'];
  builtOnProvider: boolean;
  file: File;
};

/**
 * Answers a form or dialog shows itself (validation, conflicts, a missing app, a refused action): no global
 * redirect for them, so the server's reason stays where the user acted (docs/product/apps.md APPS-9).
 */
const shownOnPage = [400, 403, 404, 409, 413, 415, 422] as const;
/** A missing app, version or build is the page's own not-found state. */
const notFoundOnPage = [404] as const;

function zipForm(fields: Record<string, string | undefined>, file: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  form.append('file', file, file.name);
  return form;
}

/** Every app hub, registry and deploy call of the web, all through the one http client. */
export const appsApi = {
  list: (query: AppListQuery, signal?: AbortSignal) => api(appsEndpoints.listApps, { query, signal }),
  /** The list for a widget on another page: a failure shows in the widget, never as a redirect. */
  listQuietly: (query: AppListQuery, signal?: AbortSignal) =>
    api(appsEndpoints.listApps, { query, signal, excludeFromGlobalHandling: true }),
  create: (request: CreateAppRequest) =>
    api(appsEndpoints.createApp, { body: request, excludeFromGlobalHandling: shownOnPage }),
  upload: (input: UploadAppInput, onUploadProgress: UploadProgressListener, signal?: AbortSignal) => {
    const { file, builtOnProvider, ...fields } = input;
    const form = zipForm({ ...fields, builtOnProvider: String(builtOnProvider) }, file);
    return api(appsEndpoints.uploadApp, {
      body: form,
      onUploadProgress,
      signal,
      excludeFromGlobalHandling: shownOnPage,
    });
  },
  app: (appId: string, signal?: AbortSignal) =>
    api(appsEndpoints.getApp, { params: { id: appId }, signal, excludeFromGlobalHandling: notFoundOnPage }),
  rename: (appId: string, name: string) =>
    api(appsEndpoints.updateApp, {
      params: { id: appId },
      body: { name },
      excludeFromGlobalHandling: shownOnPage,
    }),
  copy: (appId: string, request: CopyAppRequest) =>
    api(appsEndpoints.copyApp, {
      params: { id: appId },
      body: request,
      excludeFromGlobalHandling: shownOnPage,
    }),
  // APPS-8 (docs/product/apps.md) names a message for every retire failure, 401 and 403 included: the dialog
  // shows it.
  retire: (appId: string) =>
    api(appsEndpoints.retireApp, { params: { id: appId }, excludeFromGlobalHandling: true }),
  unretire: (appId: string) =>
    api(appsEndpoints.unretireApp, { params: { id: appId }, excludeFromGlobalHandling: [404, 409] }),
  delete: (appId: string) =>
    api(appsEndpoints.deleteApp, { params: { id: appId }, excludeFromGlobalHandling: [404, 409] }),
  versions: (appId: string, signal?: AbortSignal) =>
    api(appsEndpoints.listAppVersions, {
      params: { id: appId },
      signal,
      excludeFromGlobalHandling: notFoundOnPage,
    }),
  grantedVersion: (appId: string, signal?: AbortSignal) =>
    api(appsEndpoints.getGrantedVersion, {
      params: { id: appId },
      signal,
      excludeFromGlobalHandling: notFoundOnPage,
    }),
  uploadSource: (appId: string, file: File, onUploadProgress: UploadProgressListener) =>
    api(appsEndpoints.uploadAppVersion, {
      params: { id: appId },
      body: zipForm({}, file),
      onUploadProgress,
      excludeFromGlobalHandling: shownOnPage,
    }),
  version: (versionId: string, signal?: AbortSignal) =>
    api(appsEndpoints.getVersion, {
      params: { id: versionId },
      signal,
      excludeFromGlobalHandling: notFoundOnPage,
    }),
  sourceZip: (versionId: string) => api(appsEndpoints.getVersionSource, { params: { id: versionId } }),
  /** 404 until a build of the version succeeds: the page says so in its place. */
  manifest: (versionId: string, signal?: AbortSignal) =>
    api(appsEndpoints.getVersionManifest, {
      params: { id: versionId },
      signal,
      excludeFromGlobalHandling: notFoundOnPage,
    }),
  builds: (versionId: string, signal?: AbortSignal) =>
    api(buildsEndpoints.listVersionBuilds, {
      params: { id: versionId },
      signal,
      excludeFromGlobalHandling: notFoundOnPage,
    }),
  build: (buildId: string, signal?: AbortSignal) =>
    api(buildsEndpoints.getBuild, {
      params: { id: buildId },
      signal,
      excludeFromGlobalHandling: notFoundOnPage,
    }),
  buildLogs: (buildId: string, after: number, signal?: AbortSignal) =>
    api(buildsEndpoints.getBuildLogs, { params: { id: buildId }, query: { after, limit: 1000 }, signal }),
  buildLogsFile: (buildId: string) => api(buildsEndpoints.downloadBuildLog, { params: { id: buildId } }),
  retryBuild: (buildId: string) => api(buildsEndpoints.retryVersionBuild, { params: { id: buildId } }),
  promote: (versionId: string, to: Environment) =>
    api(appsEndpoints.promoteVersion, {
      params: { id: versionId },
      body: { to },
      excludeFromGlobalHandling: shownOnPage,
    }),
  review: (versionId: string) =>
    api(appsEndpoints.submitVersionForReview, {
      params: { id: versionId },
      excludeFromGlobalHandling: shownOnPage,
    }),
  certify: (versionId: string) =>
    api(appsEndpoints.certifyVersion, { params: { id: versionId }, excludeFromGlobalHandling: shownOnPage }),
  deploy: (body: { versionId: string; tenant: string; environment: Environment }) =>
    api(deployEndpoints.deployVersion, { body, excludeFromGlobalHandling: shownOnPage }),
  /** The deploy dialog shows its own error in place of the global pages. */
  availability: (appId: string, versionId: string, signal?: AbortSignal) =>
    api(deployEndpoints.getAppAvailability, {
      params: { id: appId },
      query: { versionId },
      signal,
      excludeFromGlobalHandling: [403, 404],
    }),
  registry: (referenceId: string, signal?: AbortSignal) =>
    api(deployEndpoints.getRegistry, { query: { referenceId }, signal }),
  /** Every deployment of the company, for a widget: a failure shows in the widget. */
  companyRegistry: (signal?: AbortSignal) =>
    api(deployEndpoints.getRegistry, { signal, excludeFromGlobalHandling: true }),
  licensed: (signal?: AbortSignal) => api(licensesEndpoints.listLicensedApps, { signal }),
  notificationTicket: () =>
    api(notificationsEndpoints.createNotificationTicket, { excludeFromGlobalHandling: true }),
};
