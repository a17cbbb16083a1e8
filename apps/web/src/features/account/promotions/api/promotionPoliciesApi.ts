import { promotionApprovalsEndpoints as endpoints, type PromotionPolicies } from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/http/api.ts';
import { type MutationEvents, refreshing } from '../../../../lib/query/mutationEvents.ts';

export const promotionPolicyKeys = { policies: (org: string) => ['promotionPolicies', org] as const };

/** The company's approval policies per environment; an environment without one takes promotions at once. */
export function promotionPoliciesQueryOptions(org: string) {
  return queryOptions({
    queryKey: promotionPolicyKeys.policies(org),
    queryFn: ({ signal }) =>
      api(endpoints.getPromotionPolicies, { signal, excludeFromGlobalHandling: [403] }),
  });
}

/** Saves the whole set (company admins); the answer is the set as saved. */
export function useSetPromotionPoliciesMutation(
  org: string,
  events?: MutationEvents<PromotionPolicies, PromotionPolicies>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (policies: PromotionPolicies) =>
      api(endpoints.setPromotionPolicies, { body: policies, excludeFromGlobalHandling: [400, 403] }),
    ...refreshing(
      (saved: PromotionPolicies) => queryClient.setQueryData(promotionPolicyKeys.policies(org), saved),
      events,
    ),
  });
}
