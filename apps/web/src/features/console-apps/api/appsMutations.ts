import {
  type AppVersion,
  type CopyAppRequest,
  type CreateAppRequest,
  type Environment,
  isPromotionRequest,
  type PromotionRequest,
} from '@portal/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { UploadProgressListener } from '../../../lib/http/xhrTransport.ts';
import { appsApi, type UploadAppInput } from './appsApi.ts';
import { appsKeys } from './keys.ts';

/**
 * What a write to apps refreshes: every company's lists and home's recent apps (the app's name, status
 * or presence shows there), and, when one app changed, that app's view with its versions. Writes only
 * mark inactive queries stale, so this costs a request only for what is on screen.
 */
function refreshApps(queryClient: QueryClient, appId?: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: appsKeys.companies() }),
    appId ? queryClient.invalidateQueries({ queryKey: appsKeys.app(appId) }) : undefined,
  ]);
}

export function useCreateAppMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateAppRequest) => appsApi.create(request),
    onSuccess: () => refreshApps(queryClient),
  });
}

export function useUploadAppMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, onProgress }: { input: UploadAppInput; onProgress: UploadProgressListener }) =>
      appsApi.upload(input, onProgress),
    onSuccess: () => refreshApps(queryClient),
  });
}

export function useRenameAppMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ appId, name }: { appId: string; name: string }) => appsApi.rename(appId, name),
    onSuccess: (app) => {
      // The answer is the renamed app: the view shows it at once, without waiting for a refetch.
      queryClient.setQueryData(appsKeys.app(app.id), app);
      return refreshApps(queryClient, app.id);
    },
  });
}

export function useCopyAppMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ appId, request }: { appId: string; request: CopyAppRequest }) =>
      appsApi.copy(appId, request),
    onSuccess: () => refreshApps(queryClient),
  });
}

export function useUploadSourceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      appId,
      file,
      onProgress,
    }: {
      appId: string;
      file: File;
      onProgress: UploadProgressListener;
    }) => appsApi.uploadSource(appId, file, onProgress),
    onSuccess: (_created, { appId }) => refreshApps(queryClient, appId),
  });
}

export function useRetireAppMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (appId: string) => appsApi.retire(appId),
    onSuccess: (_app, appId) => refreshApps(queryClient, appId),
  });
}

export function useUnretireAppMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (appId: string) => appsApi.unretire(appId),
    onSuccess: (_app, appId) => refreshApps(queryClient, appId),
  });
}

export function useDeleteAppMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (appId: string) => appsApi.delete(appId),
    onSuccess: (_answer, appId) => {
      // The app is gone: its view must not be refetched (a 404) while the page leaves it.
      queryClient.removeQueries({ queryKey: appsKeys.app(appId) });
      return refreshApps(queryClient);
    },
  });
}

export type LifecycleRequest =
  | { type: 'promote'; versionId: string; to: Environment }
  | { type: 'review' | 'certify'; versionId: string }
  | { type: 'deploy'; versionId: string; tenant: string; environment: Environment };

/** What an action did: a promotion the company's approvals hold answers its request (202), else null. */
export type LifecycleOutcome = { held: PromotionRequest | null };

async function runLifecycle(request: LifecycleRequest): Promise<LifecycleOutcome> {
  switch (request.type) {
    case 'promote': {
      const answer: AppVersion | PromotionRequest = await appsApi.promote(request.versionId, request.to);
      return { held: isPromotionRequest(answer) ? answer : null };
    }
    case 'review':
      await appsApi.review(request.versionId);
      break;
    case 'certify':
      await appsApi.certify(request.versionId);
      break;
    case 'deploy':
      await appsApi.deploy(request);
      break;
  }
  return { held: null };
}

/** Promote, review, certify or deploy one version of the app; the server answers 409 when not allowed. */
export function useLifecycleMutation(appId: string, referenceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runLifecycle,
    onSuccess: (_answer, request) =>
      Promise.all([
        refreshApps(queryClient, appId),
        queryClient.invalidateQueries({ queryKey: appsKeys.version(request.versionId) }),
        request.type === 'deploy' || request.type === 'promote'
          ? queryClient.invalidateQueries({ queryKey: appsKeys.registry(referenceId) })
          : undefined,
      ]),
  });
}

/**
 * Builds a failed or cancelled build's version again (docs/product/builds.md BUILDS-2); the answer is the new
 * build.
 */
export function useRetryBuildMutation(appId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (buildId: string) => appsApi.retryBuild(buildId),
    onSuccess: (build) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: appsKeys.builds(build.versionId) }),
        refreshApps(queryClient, appId),
      ]),
  });
}
