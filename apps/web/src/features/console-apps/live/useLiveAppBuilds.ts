import type { CompanyEvent } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { appsKeys } from '../api/keys.ts';
import { useCompanyEvents } from './useCompanyEvents.ts';

/** How often a running build is polled when the notifications socket is not available. */
export const BUILD_POLL_MS = 2000;
/** While the socket is live, a slow poll still runs: a lost event must not leave a build shown running. */
export const BUILD_SAFETY_POLL_MS = 15_000;

/**
 * Keeps the app view's build data fresh while one of the app's builds runs: each socket event refreshes
 * the queries that show that build; without the socket, queries poll at the returned interval. Nothing
 * listens or polls once every build has finished (SUCCEEDED or FAILED).
 */
export function useLiveAppBuilds(appId: string, hasRunningBuild: boolean): { pollInterval: number | false } {
  const queryClient = useQueryClient();
  const handleEvent = useCallback(
    (event: CompanyEvent) => {
      if (event.type !== 'build' || event.appId !== appId) return;
      void queryClient.invalidateQueries({ queryKey: appsKeys.build(event.buildId) });
      void queryClient.invalidateQueries({ queryKey: appsKeys.version(event.versionId) });
      void queryClient.invalidateQueries({ queryKey: appsKeys.app(appId) });
    },
    [appId, queryClient],
  );
  // A build may finish between the page's first read and the socket's subscription: read again then.
  const handleReady = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: appsKeys.all }),
    [queryClient],
  );
  const mode = useCompanyEvents(hasRunningBuild, handleEvent, handleReady);
  if (!hasRunningBuild) return { pollInterval: false };
  return { pollInterval: mode === 'polling' ? BUILD_POLL_MS : BUILD_SAFETY_POLL_MS };
}
