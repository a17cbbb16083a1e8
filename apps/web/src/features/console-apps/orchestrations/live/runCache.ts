import type { OrchestrationRun, OrchestrationRunDetail, RunEvent, RunsPage } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { orchestrationKeys } from '../api/orchestrationsQueries.ts';

/**
 * Writes what is known of a run into every cached page of the app's runs that lists it, and marks those
 * pages stale so they are read again when shown. A page that does not list the run is left as it is.
 */
function patchListedRun(
  queryClient: QueryClient,
  appId: string,
  runId: string,
  fields: Partial<OrchestrationRun>,
): void {
  queryClient.setQueriesData<RunsPage>({ queryKey: orchestrationKeys.runLists(appId) }, (page) =>
    page?.data.some((run) => run.id === runId)
      ? { ...page, data: page.data.map((run) => (run.id === runId ? { ...run, ...fields } : run)) }
      : undefined,
  );
  void queryClient.invalidateQueries({ queryKey: orchestrationKeys.runLists(appId) });
}

/** A run event: the lists show the new status at once, and the lists and the run's page read it afresh. */
export function applyRunEvent(queryClient: QueryClient, event: RunEvent): void {
  patchListedRun(queryClient, event.appId, event.runId, { status: event.status });
  void queryClient.invalidateQueries({ queryKey: orchestrationKeys.run(event.appId, event.runId) });
}

/**
 * What a run page read of its run, into the cached lists that show it with another status: going back from a
 * run seen to finish must not show it Running from the older list (docs/product/orchestrations.md ORCH-9).
 */
export function syncListedRun(queryClient: QueryClient, run: OrchestrationRunDetail): void {
  const listed = queryClient
    .getQueriesData<RunsPage>({ queryKey: orchestrationKeys.runLists(run.appId) })
    .flatMap(([, page]) => page?.data ?? [])
    .filter((entry) => entry.id === run.id);
  if (listed.every((entry) => entry.status === run.status)) return;
  // A list row is the run without what only its page reads (orchestrationRunDetailSchema's additions).
  const { steps: _steps, approvals: _approvals, ...fields } = run;
  patchListedRun(queryClient, run.appId, run.id, fields);
}
