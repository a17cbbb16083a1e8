import { orchestrationsEndpoints, type WebhookRequest } from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/http/api.ts';
import { orchestrationKeys } from './orchestrationsQueries.ts';

const webhooksKey = (appId: string) => [...orchestrationKeys.app(appId), 'webhooks'] as const;

/** The app's orchestration webhooks (never their secrets). */
export const webhooksQueryOptions = (appId: string) =>
  queryOptions({
    queryKey: webhooksKey(appId),
    queryFn: ({ signal }) =>
      api(orchestrationsEndpoints.listOrchestrationWebhooks, { params: { id: appId }, signal }),
  });

/** Makes a webhook or rotates its secret: the answer carries the secret, shown this once. */
export function useMakeWebhookMutation(appId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: WebhookRequest) =>
      api(orchestrationsEndpoints.createOrchestrationWebhook, {
        params: { id: appId },
        body: request,
        excludeFromGlobalHandling: [400, 404],
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey(appId) }),
  });
}

export function useRemoveWebhookMutation(appId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api(orchestrationsEndpoints.deleteOrchestrationWebhook, {
        params: { id: appId, hook: id },
        excludeFromGlobalHandling: [404],
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey(appId) }),
  });
}
