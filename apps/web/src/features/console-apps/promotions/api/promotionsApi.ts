import {
  promotionApprovalsEndpoints as endpoints,
  type PromotionDecisionKind,
  type PromotionRequest,
} from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/http/api.ts';
import { type MutationEvents, refreshing } from '../../../../lib/query/mutationEvents.ts';
import { appsKeys } from '../../api/keys.ts';

/** The app's promotion requests, newest first (docs/app-lifecycle.md "Promotion approvals"). */
export function appPromotionsQueryOptions(appId: string) {
  return queryOptions({
    queryKey: appsKeys.promotions(appId),
    queryFn: ({ signal }) => api(endpoints.listPromotionRequests, { query: { appId }, signal }),
  });
}

export type PromotionDecisionInput = { id: string; decision: PromotionDecisionKind; comment: string };

/**
 * Approve or reject a request; the dialog shows the server's refusal (not in the role, the requester,
 * no longer open). The last approval moves the version: the app's versions and registry refresh too.
 */
export function useDecidePromotionMutation(
  appId: string,
  events?: MutationEvents<PromotionRequest, PromotionDecisionInput>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, comment }: PromotionDecisionInput) =>
      api(decision === 'approve' ? endpoints.approvePromotionRequest : endpoints.rejectPromotionRequest, {
        params: { id },
        body: { comment },
        excludeFromGlobalHandling: [400, 403, 404, 409],
      }),
    ...refreshing(
      (request: PromotionRequest) =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: appsKeys.app(appId) }),
          queryClient.invalidateQueries({ queryKey: appsKeys.version(request.versionId) }),
          queryClient.invalidateQueries({ queryKey: [...appsKeys.all, 'registry'] }),
        ]),
      events,
    ),
  });
}
