import { type RollbackRequest, releasesEndpoints } from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/http/api.ts';
import { appsKeys } from '../../api/keys.ts';

/** Under the app's keys: a deploy or upload that refreshes the app refreshes its board too. */
export const boardKeys = {
  board: (appId: string) => [...appsKeys.app(appId), 'board'] as const,
  diff: (appId: string, from: string, to: string) => [...appsKeys.app(appId), 'diff', from, to] as const,
  file: (appId: string, from: string, to: string, path: string) =>
    [...boardKeys.diff(appId, from, to), 'file', path] as const,
};

/** The refusals the board shows where the user acted (the server's sentence), not as a global page. */
const shownOnPage = [400, 403, 404, 409] as const;

export function boardQueryOptions(appId: string) {
  return queryOptions({
    queryKey: boardKeys.board(appId),
    queryFn: ({ signal }) =>
      api(releasesEndpoints.getAppBoard, { params: { id: appId }, signal, excludeFromGlobalHandling: [403] }),
  });
}

/** Two versions' files and manifest compared; sources never change, so the answer stays fresh. */
export function versionDiffQueryOptions(appId: string, from: string, to: string) {
  return queryOptions({
    queryKey: boardKeys.diff(appId, from, to),
    queryFn: ({ signal }) =>
      api(releasesEndpoints.getVersionDiff, {
        params: { id: appId },
        query: { from, to },
        signal,
        excludeFromGlobalHandling: shownOnPage,
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function fileDiffQueryOptions(appId: string, from: string, to: string, path: string) {
  return queryOptions({
    queryKey: boardKeys.file(appId, from, to, path),
    queryFn: ({ signal }) =>
      api(releasesEndpoints.getFileDiff, {
        params: { id: appId },
        query: { from, to, path },
        signal,
        excludeFromGlobalHandling: shownOnPage,
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Rollback; what runs where changed, so the app's board, registry and versions are read again. */
export function useRollbackMutation(appId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RollbackRequest) =>
      api(releasesEndpoints.rollbackApp, {
        params: { id: appId },
        body: request,
        excludeFromGlobalHandling: shownOnPage,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: appsKeys.app(appId) }),
        queryClient.invalidateQueries({ queryKey: appsKeys.companies() }),
        queryClient.invalidateQueries({ queryKey: [...appsKeys.all, 'registry'] }),
      ]),
  });
}
