import type {
  App,
  AppListQuery,
  AppPage,
  CatalogList,
  CopyAppRequest,
  CreateAppRequest,
  CreatedSource,
  LicensesResponse,
} from '@portal/contracts';
import { http } from '../../../lib/http/httpClient.ts';
import type { UploadProgressListener } from '../../../lib/http/xhrTransport.ts';

export const APPS_PREFIX = '/apphub/v1';

/** The fields of a zip upload; the file goes last so the server reads the fields before it streams. */
export type UploadAppInput = {
  name: string;
  referenceId: string;
  description?: string;
  type: App['type'];
  builtOnProvider: boolean;
  file: File;
};

const appPath = (id: string) => `${APPS_PREFIX}/apps/${encodeURIComponent(id)}`;
// Form errors are shown on the form: the bad-input statuses are not global errors.
const formErrors = [400, 404, 409, 413, 415, 422] as const;

/** The app hub calls of the lists, create and retire (SPEC.md 7), all through the one http client. */
export const appsApi = {
  list: (query: AppListQuery, signal?: AbortSignal) =>
    http.get<AppPage>(`${APPS_PREFIX}/apps`, { query, signal }),
  /** The list for a widget on another page: a failure shows in the widget, never as a redirect. */
  listQuietly: (query: AppListQuery, signal?: AbortSignal) =>
    http.get<AppPage>(`${APPS_PREFIX}/apps`, { query, signal, excludeFromGlobalHandling: true }),
  create: (request: CreateAppRequest) =>
    http.post<CreatedSource>(`${APPS_PREFIX}/apps`, request, { excludeFromGlobalHandling: formErrors }),
  upload: (input: UploadAppInput, onUploadProgress: UploadProgressListener, signal?: AbortSignal) => {
    const form = new FormData();
    form.append('name', input.name);
    form.append('referenceId', input.referenceId);
    if (input.description) form.append('description', input.description);
    form.append('type', input.type);
    form.append('builtOnProvider', String(input.builtOnProvider));
    form.append('file', input.file, input.file.name);
    return http.post<CreatedSource>(`${APPS_PREFIX}/apps/upload`, form, {
      onUploadProgress,
      signal,
      excludeFromGlobalHandling: formErrors,
    });
  },
  copy: (id: string, request: CopyAppRequest) =>
    http.post<CreatedSource>(`${appPath(id)}/copy`, request, { excludeFromGlobalHandling: formErrors }),
  // SPEC.md 8 names a message for every retire failure, 401 and 403 included: the dialog shows it.
  retire: (id: string) =>
    http.post<App>(`${appPath(id)}/retire`, undefined, { excludeFromGlobalHandling: true }),
  unretire: (id: string) =>
    http.post<App>(`${appPath(id)}/unretire`, undefined, { excludeFromGlobalHandling: [404, 409] }),
  delete: (id: string) => http.delete<null>(appPath(id), { excludeFromGlobalHandling: [404, 409] }),
  licensed: (signal?: AbortSignal) => http.get<LicensesResponse>(`${APPS_PREFIX}/licensedApps`, { signal }),
  catalog: (signal?: AbortSignal) => http.get<CatalogList>(`${APPS_PREFIX}/catalog`, { signal }),
};
