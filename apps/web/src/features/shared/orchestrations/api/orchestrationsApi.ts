import type {
  DeployedOrchestration,
  LaunchRunRequest,
  OrchestrationRun,
  OrchestrationRunDetail,
  RunsPage,
  RunsQuery,
} from '@portal/contracts';
import { http } from '../../../../lib/http/httpClient.ts';

const runsPath = (appId: string) => `/apphub/v1/apps/${encodeURIComponent(appId)}/orchestration-runs`;
const runPath = (appId: string, runId: string) => `${runsPath(appId)}/${encodeURIComponent(runId)}`;

/** The orchestration runs API (docs/app-format.md, issue 18), through the one http client. */
export const orchestrationsApi = {
  deployed: (appId: string, signal?: AbortSignal) =>
    http.get<{ data: DeployedOrchestration[] }>(
      `/apphub/v1/apps/${encodeURIComponent(appId)}/orchestrations`,
      { signal, excludeFromGlobalHandling: true },
    ),
  runs: (appId: string, query: RunsQuery, signal?: AbortSignal) =>
    http.get<RunsPage>(runsPath(appId), { query, signal }),
  run: (appId: string, runId: string, signal?: AbortSignal) =>
    http.get<OrchestrationRunDetail>(runPath(appId, runId), { signal, excludeFromGlobalHandling: [404] }),
  // The dialog shows why a launch is refused (a step that cannot run, a missing input).
  launch: (appId: string, request: LaunchRunRequest) =>
    http.post<OrchestrationRun>(runsPath(appId), request, {
      excludeFromGlobalHandling: [400, 403, 404, 409, 413],
    }),
  cancel: (appId: string, runId: string) =>
    http.post<OrchestrationRun>(`${runPath(appId, runId)}/cancel`, undefined, {
      excludeFromGlobalHandling: [404, 409],
    }),
};
