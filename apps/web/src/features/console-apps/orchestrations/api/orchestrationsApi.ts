import {
  type ApprovalDecisionRequest,
  type LaunchRunRequest,
  orchestrationsEndpoints,
  type RunsQuery,
} from '@portal/contracts';
import { api } from '../../../../lib/http/api.ts';

/** The orchestration runs API (docs/product/orchestrations.md), through the one http client. */
export const orchestrationsApi = {
  deployed: (appId: string, signal?: AbortSignal) =>
    api(orchestrationsEndpoints.listDeployedOrchestrations, {
      params: { id: appId },
      signal,
      excludeFromGlobalHandling: true,
    }),
  runs: (appId: string, query: RunsQuery, signal?: AbortSignal) =>
    api(orchestrationsEndpoints.listOrchestrationRuns, { params: { id: appId }, query, signal }),
  run: (appId: string, runId: string, signal?: AbortSignal) =>
    api(orchestrationsEndpoints.getOrchestrationRun, {
      params: { id: appId, run: runId },
      signal,
      excludeFromGlobalHandling: [404],
    }),
  // The dialog shows why a launch is refused (a step that cannot run, a missing input).
  launch: (appId: string, request: LaunchRunRequest) =>
    api(orchestrationsEndpoints.launchOrchestrationRun, {
      params: { id: appId },
      body: request,
      excludeFromGlobalHandling: [400, 403, 404, 409, 413],
    }),
  // The run page shows why a decision is refused (not the role, decided already, timed out).
  decide: (appId: string, runId: string, request: ApprovalDecisionRequest) =>
    api(orchestrationsEndpoints.decideOrchestrationApproval, {
      params: { id: appId, run: runId },
      body: request,
      excludeFromGlobalHandling: [400, 403, 404, 409],
    }),
  cancel: (appId: string, runId: string) =>
    api(orchestrationsEndpoints.cancelOrchestrationRun, {
      params: { id: appId, run: runId },
      excludeFromGlobalHandling: [404, 409],
    }),
};
