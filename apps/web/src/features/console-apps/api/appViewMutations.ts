import type { Environment } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UploadProgressListener } from '../../../lib/http/xhrTransport.ts';
import { appViewApi } from './appViewApi.ts';
import { appViewKeys } from './appViewKeys.ts';

/** Other features' app lists also show names and statuses: they are refreshed by their own prefix. */
const appListsKey = ['apps'] as const;

export function useRenameAppMutation(appId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => appViewApi.rename(appId, name),
    onSuccess: (app) => {
      queryClient.setQueryData(appViewKeys.app(appId), app);
      void queryClient.invalidateQueries({ queryKey: appListsKey });
    },
  });
}

export function useCopyAppMutation(appId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; referenceId: string }) => appViewApi.copy(appId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appListsKey }),
  });
}

export function useDeleteAppMutation(appId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => appViewApi.remove(appId),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: appViewKeys.app(appId) });
      void queryClient.invalidateQueries({ queryKey: appListsKey });
    },
  });
}

export function useUploadSourceMutation(appId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: UploadProgressListener }) =>
      appViewApi.uploadSource(appId, file, onProgress),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: appViewKeys.app(appId) });
      void queryClient.invalidateQueries({ queryKey: appListsKey });
    },
  });
}

export type LifecycleRequest =
  | { type: 'promote'; versionId: string; to: Environment }
  | { type: 'review' | 'certify'; versionId: string }
  | { type: 'deploy'; versionId: string; tenant: string; environment: Environment };

function runLifecycle(request: LifecycleRequest): Promise<unknown> {
  switch (request.type) {
    case 'promote':
      return appViewApi.promote(request.versionId, request.to);
    case 'review':
      return appViewApi.review(request.versionId);
    case 'certify':
      return appViewApi.certify(request.versionId);
    case 'deploy':
      return appViewApi.deploy(request);
  }
}

/** Promote, review, certify or deploy one version of the app; the server answers 409 when not allowed. */
export function useLifecycleMutation(appId: string, referenceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runLifecycle,
    onSuccess: (_answer, request) => {
      void queryClient.invalidateQueries({ queryKey: appViewKeys.app(appId) });
      void queryClient.invalidateQueries({ queryKey: appViewKeys.version(request.versionId) });
      if (request.type === 'deploy' || request.type === 'promote')
        void queryClient.invalidateQueries({ queryKey: appViewKeys.registry(referenceId) });
    },
  });
}
