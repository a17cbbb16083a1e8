import type { RunsPage } from '@portal/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { orchestrationKeys } from '../api/orchestrationsQueries.ts';
import { demoRun, demoRunDetail, demoRunId } from '../orchestrationsTestApi.ts';
import { applyRunEvent, syncListedRun } from './runCache.ts';

const appId = '00000000-0000-4000-a000-000000000003';
const otherRun = {
  ...demoRun(appId),
  id: '00000000-0000-4000-b000-000000000002',
  status: 'RUNNING' as const,
};
const running = { status: 'RUNNING' as const, finishedAt: null, durationMs: null, error: null };

/** A client holding the first page of the app's runs (the run running) and a page filtered to failures. */
function cachedLists() {
  const queryClient = new QueryClient();
  const all = orchestrationKeys.runs(appId, { start: 0, length: 25 });
  const failed = orchestrationKeys.runs(appId, { start: 0, length: 25, status: 'FAILED' });
  queryClient.setQueryData<RunsPage>(all, { total: 2, data: [demoRun(appId, running), otherRun] });
  queryClient.setQueryData<RunsPage>(failed, { total: 0, data: [] });
  const stateOf = (key: typeof all) => queryClient.getQueryState(key);
  return { queryClient, all, failed, stateOf, listed: () => queryClient.getQueryData<RunsPage>(all)?.data };
}

describe('the cached runs', () => {
  // docs/product/orchestrations.md ORCH-9: going back from a finished run once showed it Running from the
  // older list.
  it('take what a run page read of its finished run, so the list never shows it Running', () => {
    const { queryClient, failed, stateOf, listed } = cachedLists();
    const untouched = stateOf(failed)?.dataUpdatedAt;
    syncListedRun(queryClient, demoRunDetail(appId, { status: 'SUCCEEDED', error: null, errorStep: null }));
    expect(listed()?.[0]).toEqual(demoRun(appId, { status: 'SUCCEEDED', error: null, errorStep: null }));
    expect(listed()?.[0]).not.toHaveProperty('steps');
    expect(listed()?.[1]).toBe(otherRun);
    // A page that does not list the run keeps its data as it was.
    expect(stateOf(failed)?.dataUpdatedAt).toBe(untouched);
  });

  it('are left alone by a run page whose run the lists show as it is', () => {
    const { queryClient, all, stateOf } = cachedLists();
    const before = stateOf(all);
    syncListedRun(queryClient, demoRunDetail(appId, running));
    expect(stateOf(all)).toBe(before);
  });

  it('show the status of a run event at once, and are read afresh with the run page', () => {
    const { queryClient, all, stateOf, listed } = cachedLists();
    const page = orchestrationKeys.run(appId, demoRunId);
    queryClient.setQueryData(page, demoRunDetail(appId, running));
    applyRunEvent(queryClient, {
      type: 'run',
      runId: demoRunId,
      appId,
      orchestration: 'directory_check',
      status: 'CANCELLED',
    });
    expect(listed()?.[0]?.status).toBe('CANCELLED');
    expect(stateOf(all)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(page)?.isInvalidated).toBe(true);
  });
});
