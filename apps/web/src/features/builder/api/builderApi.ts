import type {
  AppDraft,
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
  build: (appId: string, revision: number) =>
    http.post<CreatedSource>(
      `${draftPath(appId)}/build`,
      { revision },
      { excludeFromGlobalHandling: shownOnPage },
    ),
};
