/**
 * What other features may use of the console's apps: an app's orchestration runs, followed live, with
 * their status badge (the orchestration builder lists them).
 */
export { runsQueryOptions } from './orchestrations/api/orchestrationsQueries.ts';
export { useLiveRuns } from './orchestrations/live/useLiveRuns.ts';
export { RunStatusBadge } from './orchestrations/RunStatusBadge.tsx';
