import type { OrchestrationWebhook, WebhookRequest } from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../../lib/http/httpClient.ts';
import { orchestrationKeys } from '../../../shared/orchestrations/api/orchestrationsQueries.ts';

const webhooksPath = (appId: string) => `/apphub/v1/apps/${encodeURIComponent(appId)}/orchestration-webhooks`;
const webhooksKey = (appId: string) => [...orchestrationKeys.app(appId), 'webhooks'] as const;

/** The app's orchestration webhooks (never their secrets). */
export const webhooksQueryOptions = (appId: string) =>
  queryOptions({
    queryKey: webhooksKey(appId),
    queryFn: ({ signal }) => http.get<{ data: OrchestrationWebhook[] }>(webhooksPath(appId), { signal }),
  });

/** Makes a webhook or rotates its secret: the answer carries the secret, shown this once. */
export function useMakeWebhookMutation(appId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: WebhookRequest) =>
      http.post<OrchestrationWebhook>(webhooksPath(appId), request, {
        excludeFromGlobalHandling: [400, 404],
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey(appId) }),
  });
}

export function useRemoveWebhookMutation(appId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      http.delete<null>(`${webhooksPath(appId)}/${encodeURIComponent(id)}`, {
        excludeFromGlobalHandling: [404],
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey(appId) }),
  });
}
