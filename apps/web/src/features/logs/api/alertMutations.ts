import type { AlertRuleInput } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { alertsApi } from './alertsApi.ts';
import { logsKeys } from './keys.ts';

/** Rule writes change the rule lists; a replay adds a delivery to its rule's list. */
export function useSaveAlertRuleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: AlertRuleInput }) =>
      id ? alertsApi.update(id, input) : alertsApi.create(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...logsKeys.alerts(), 'rules'] }),
  });
}

export function useDeleteAlertRuleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => alertsApi.remove(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...logsKeys.alerts(), 'rules'] }),
  });
}

export function useMuteAlertRuleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, until }: { id: string; until: string | null }) => alertsApi.mute(id, until),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...logsKeys.alerts(), 'rules'] }),
  });
}

export function useReplayAlertDeliveryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ruleId, deliveryId }: { ruleId: string; deliveryId: string }) =>
      alertsApi.replay(ruleId, deliveryId),
    onSuccess: (_data, { ruleId }) =>
      queryClient.invalidateQueries({ queryKey: logsKeys.alertDeliveries(ruleId) }),
  });
}

/** A new test inbox joins the company's list. */
export function useCreateWebhookInboxMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => alertsApi.createInbox(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: logsKeys.webhookInboxes() }),
  });
}

/** A deleted inbox leaves the list, with what it received. */
export function useDeleteWebhookInboxMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inboxId: string) => alertsApi.removeInbox(inboxId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: logsKeys.webhookInboxes() }),
  });
}
