import type { ApprovalDecisionRequest, LaunchRunRequest } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orchestrationsApi } from './orchestrationsApi.ts';
import { orchestrationKeys } from './orchestrationsQueries.ts';

export function useLaunchRunMutation(appId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: LaunchRunRequest) => orchestrationsApi.launch(appId, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orchestrationKeys.app(appId) }),
  });
}

export function useCancelRunMutation(appId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (runId: string) => orchestrationsApi.cancel(appId, runId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orchestrationKeys.app(appId) }),
  });
}

/** Approves or rejects the approval a run waits at; the answer is the run as it is then. */
export function useDecideApprovalMutation(appId: string, runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ApprovalDecisionRequest) => orchestrationsApi.decide(appId, runId, request),
    onSuccess: (run) => {
      queryClient.setQueryData(orchestrationKeys.run(appId, runId), run);
      return queryClient.invalidateQueries({ queryKey: orchestrationKeys.app(appId) });
    },
  });
}
