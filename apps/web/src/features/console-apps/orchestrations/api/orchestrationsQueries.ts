import type { RunsQuery } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { orchestrationsApi } from './orchestrationsApi.ts';

/** Query keys of runs: under the app, so a launch or cancel refreshes its lists and run pages by one prefix. */
export const orchestrationKeys = {
  app: (appId: string) => ['orchestrations', appId] as const,
  deployed: (appId: string) => [...orchestrationKeys.app(appId), 'deployed'] as const,
  /** Every page of the app's runs, whatever its filter. */
  runLists: (appId: string) => [...orchestrationKeys.app(appId), 'runs'] as const,
  runs: (appId: string, query: RunsQuery) => [...orchestrationKeys.runLists(appId), query] as const,
  /** Every run page of the app. */
  runPages: (appId: string) => [...orchestrationKeys.app(appId), 'run'] as const,
  run: (appId: string, runId: string) => [...orchestrationKeys.runPages(appId), runId] as const,
};

export const deployedOrchestrationsQueryOptions = (appId: string) =>
  queryOptions({
    queryKey: orchestrationKeys.deployed(appId),
    queryFn: ({ signal }) => orchestrationsApi.deployed(appId, signal),
  });

/** The app's runs; a page follows them live with useLiveRuns, which says how often to ask again. */
export const runsQueryOptions = (appId: string, query: RunsQuery) =>
  queryOptions({
    queryKey: orchestrationKeys.runs(appId, query),
    queryFn: ({ signal }) => orchestrationsApi.runs(appId, query, signal),
  });

export const runQueryOptions = (appId: string, runId: string) =>
  queryOptions({
    queryKey: orchestrationKeys.run(appId, runId),
    queryFn: ({ signal }) => orchestrationsApi.run(appId, runId, signal),
  });
