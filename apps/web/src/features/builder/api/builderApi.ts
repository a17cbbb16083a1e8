import { builderEndpoints, type SaveDraftRequest } from '@portal/contracts';
import { api } from '../../../lib/http/api.ts';

/** A stale save (409), a draft over its limits (413) and a refused build (422) show in the builder itself. */
const shownOnPage = [400, 404, 409, 413, 422] as const;

/** The app builder's calls: drafts, validate, reset, source build. */
export const builderApi = {
  /** When the session ends; a 401 (it has ended) is the builder's notice, not a trip to the login page. */
  sessionStatus: (signal?: AbortSignal) =>
    api(builderEndpoints.getBuilderSession, { signal, excludeFromGlobalHandling: [401] }),
  renewSession: () => api(builderEndpoints.renewBuilderSession, { excludeFromGlobalHandling: [401] }),
  draft: (appId: string, signal?: AbortSignal) =>
    api(builderEndpoints.getDraft, { params: { id: appId }, signal, excludeFromGlobalHandling: [404] }),
  base: (appId: string, signal?: AbortSignal) =>
    api(builderEndpoints.getDraftBase, { params: { id: appId }, signal, excludeFromGlobalHandling: [404] }),
  save: (appId: string, request: SaveDraftRequest) =>
    api(builderEndpoints.saveDraft, {
      params: { id: appId },
      body: request,
      excludeFromGlobalHandling: shownOnPage,
    }),
  reset: (appId: string) =>
    api(builderEndpoints.resetDraft, { params: { id: appId }, excludeFromGlobalHandling: shownOnPage }),
  validate: (appId: string) =>
    api(builderEndpoints.validateDraft, { params: { id: appId }, excludeFromGlobalHandling: shownOnPage }),
  /** An asset's bytes, for its preview (a Blob: images are read as blobs). */
  assetContent: (appId: string, path: string, signal?: AbortSignal) =>
    api(builderEndpoints.getDraftAssetContent, { params: { id: appId }, query: { path }, signal }),
  /** Adds or replaces an asset, on the draft's revision (409 when another tab moved it). */
  putAsset: (appId: string, path: string, file: Blob, revision: number) =>
    api(builderEndpoints.putDraftAsset, {
      params: { id: appId },
      query: { path },
      body: file,
      headers: { 'content-type': 'application/octet-stream', 'if-match': `"${revision}"` },
      excludeFromGlobalHandling: [...shownOnPage, 415],
    }),
  deleteAsset: (appId: string, path: string, revision: number) =>
    api(builderEndpoints.deleteDraftAsset, {
      params: { id: appId },
      query: { path },
      headers: { 'if-match': `"${revision}"` },
      excludeFromGlobalHandling: shownOnPage,
    }),
  /** The draft as a source zip (a Blob). */
  zip: (appId: string) =>
    api(builderEndpoints.downloadDraftZip, { params: { id: appId }, excludeFromGlobalHandling: [404] }),
  /** Replaces the whole draft with a source zip, on the draft's revision. */
  uploadZip: (appId: string, file: File, revision: number) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return api(builderEndpoints.uploadDraftZip, {
      params: { id: appId },
      body: form,
      headers: { 'if-match': `"${revision}"` },
      excludeFromGlobalHandling: [...shownOnPage, 415],
    });
  },
  build: (appId: string, revision: number) =>
    api(builderEndpoints.buildDraft, {
      params: { id: appId },
      body: { revision },
      excludeFromGlobalHandling: shownOnPage,
    }),
};
