import type { CompanyEvent, OrchestrationRunStatus } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useCompanyEvents } from '../../live/useCompanyEvents.ts';
import { orchestrationKeys } from '../api/orchestrationsQueries.ts';
import { applyRunEvent } from './runCache.ts';
import { isRunOpen, runsPollInterval } from './runPolling.ts';

/**
 * Follows the app's runs a page shows by their events on the notifications socket while one of them has not
 * ended (docs/product/orchestrations.md ORCH-9): each event refreshes the lists and the run's page. The
 * returned interval is the page's polling: the fallback when the socket fails, a slow safety net otherwise
 * (runPolling.ts).
 */
export function useLiveRuns(
  appId: string,
  statuses: readonly OrchestrationRunStatus[],
): { pollInterval: number | false } {
  const queryClient = useQueryClient();
  const handleEvent = useCallback(
    (event: CompanyEvent) => {
      if (event.type === 'run' && event.appId === appId) applyRunEvent(queryClient, event);
    },
    [appId, queryClient],
  );
  // A run may move between the page's first read and the socket's subscription: read again then.
  const handleReady = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: orchestrationKeys.runLists(appId) });
    void queryClient.invalidateQueries({ queryKey: orchestrationKeys.runPages(appId) });
  }, [appId, queryClient]);
  const mode = useCompanyEvents(statuses.some(isRunOpen), handleEvent, handleReady);
  return { pollInterval: runsPollInterval(statuses, mode) };
}
