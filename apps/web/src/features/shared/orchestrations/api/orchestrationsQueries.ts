import { finishedRunStatuses, type RunsQuery } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { orchestrationsApi } from './orchestrationsApi.ts';

/** Query keys of runs: under the app, so a launch or cancel refreshes its lists and run pages by one prefix. */
export const orchestrationKeys = {
  app: (appId: string) => ['orchestrations', appId] as const,
  deployed: (appId: string) => [...orchestrationKeys.app(appId), 'deployed'] as const,
  runs: (appId: string, query: RunsQuery) => [...orchestrationKeys.app(appId), 'runs', query] as const,
  run: (appId: string, runId: string) => [...orchestrationKeys.app(appId), 'run', runId] as const,
};

/** How often a page showing a run that has not ended asks again: runs move step by step. */
export const LIVE_POLL_MS = 1500;
const isLive = (status: string) => !finishedRunStatuses.includes(status as never);

export const deployedOrchestrationsQueryOptions = (appId: string) =>
  queryOptions({
    queryKey: orchestrationKeys.deployed(appId),
    queryFn: ({ signal }) => orchestrationsApi.deployed(appId, signal),
  });

export const runsQueryOptions = (appId: string, query: RunsQuery) =>
  queryOptions({
    queryKey: orchestrationKeys.runs(appId, query),
    queryFn: ({ signal }) => orchestrationsApi.runs(appId, query, signal),
    refetchInterval: (q) => (q.state.data?.data.some((run) => isLive(run.status)) ? LIVE_POLL_MS : false),
  });

export const runQueryOptions = (appId: string, runId: string) =>
  queryOptions({
    queryKey: orchestrationKeys.run(appId, runId),
    queryFn: ({ signal }) => orchestrationsApi.run(appId, runId, signal),
    refetchInterval: (q) => (q.state.data && isLive(q.state.data.status) ? LIVE_POLL_MS : false),
  });
