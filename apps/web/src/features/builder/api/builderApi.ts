import type {
  AppDraft,
  BuilderSessionStatus,
  CreatedSource,
  DraftBase,
  DraftValidation,
  SaveDraftRequest,
} from '@portal/contracts';
import { http } from '../../../lib/http/httpClient.ts';
import { APPS_PREFIX } from '../../shared/apps/api/appsApi.ts';

const draftPath = (appId: string) => `${APPS_PREFIX}/apps/${encodeURIComponent(appId)}/draft`;
/** A stale save (409), a draft over its limits (413) and a refused build (422) show in the builder itself. */
const shownOnPage = [400, 404, 409, 413, 422] as const;

/** The app builder's calls (SPEC.md 7 "App builder": drafts, validate, reset, source build). */
export const builderApi = {
  /** When the session ends; a 401 (it has ended) is the builder's notice, not a trip to the login page. */
  sessionStatus: (signal?: AbortSignal) =>
    http.get<BuilderSessionStatus>('/apphub/v1/builder/session', {
      signal,
      excludeFromGlobalHandling: [401],
    }),
  renewSession: () =>
    http.post<BuilderSessionStatus>('/apphub/v1/builder/session/renew', undefined, {
      excludeFromGlobalHandling: [401],
    }),
  draft: (appId: string, signal?: AbortSignal) =>
    http.get<AppDraft>(draftPath(appId), { signal, excludeFromGlobalHandling: [404] }),
  base: (appId: string, signal?: AbortSignal) =>
    http.get<DraftBase>(`${draftPath(appId)}/base`, { signal, excludeFromGlobalHandling: [404] }),
  save: (appId: string, request: SaveDraftRequest) =>
    http.put<AppDraft>(draftPath(appId), request, { excludeFromGlobalHandling: shownOnPage }),
  reset: (appId: string) =>
    http.delete<AppDraft>(draftPath(appId), { excludeFromGlobalHandling: shownOnPage }),
  validate: (appId: string) =>
    http.post<DraftValidation>(`${draftPath(appId)}/validate`, undefined, {
      excludeFromGlobalHandling: shownOnPage,
    }),
  /** An asset's bytes, for its preview (a Blob: images are read as blobs, SPEC.md 7). */
  assetContent: (appId: string, path: string, signal?: AbortSignal) =>
    http.get<Blob>(`${draftPath(appId)}/assets/content`, { query: { path }, signal }),
  /** Adds or replaces an asset, on the draft's revision (409 when another tab moved it). */
  putAsset: (appId: string, path: string, file: Blob, revision: number) =>
    http.put<AppDraft>(`${draftPath(appId)}/assets`, file, {
      query: { path },
      headers: { 'content-type': 'application/octet-stream', 'if-match': `"${revision}"` },
      excludeFromGlobalHandling: [...shownOnPage, 415],
    }),
  deleteAsset: (appId: string, path: string, revision: number) =>
    http.delete<AppDraft>(`${draftPath(appId)}/assets`, {
      query: { path },
      headers: { 'if-match': `"${revision}"` },
      excludeFromGlobalHandling: shownOnPage,
    }),
  /** The draft as a source zip (a Blob). */
  zip: (appId: string) => http.get<Blob>(`${draftPath(appId)}/zip`, { excludeFromGlobalHandling: [404] }),
  /** Replaces the whole draft with a source zip, on the draft's revision. */
  uploadZip: (appId: string, file: File, revision: number) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return http.put<AppDraft>(`${draftPath(appId)}/zip`, form, {
      headers: { 'if-match': `"${revision}"` },
      excludeFromGlobalHandling: [...shownOnPage, 415],
    });
  },
  build: (appId: string, revision: number) =>
    http.post<CreatedSource>(
      `${draftPath(appId)}/build`,
      { revision },
      { excludeFromGlobalHandling: shownOnPage },
    ),
};
