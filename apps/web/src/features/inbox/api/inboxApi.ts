import { inboxEndpoints } from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http/api.ts';

export const inboxKeys = {
  // The user and the company are part of the key: the notifications are theirs, in that company.
  inbox: (userId: string, organizationId: string) => ['inbox', userId, organizationId] as const,
};

export const inboxApi = {
  inbox: (signal?: AbortSignal) => api(inboxEndpoints.getInbox, { signal }),
  markRead: (ids?: string[]) => api(inboxEndpoints.markInboxRead, { body: ids ? { ids } : {} }),
};

/** The header's inbox: asked again each minute, as approvals and messages come from runs at any time. */
export const inboxQueryOptions = (userId: string, organizationId: string) =>
  queryOptions({
    queryKey: inboxKeys.inbox(userId, organizationId),
    queryFn: ({ signal }) => inboxApi.inbox(signal),
    refetchInterval: 60_000,
  });

export function useMarkReadMutation(userId: string, organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) => inboxApi.markRead(ids),
    onSuccess: (inbox) => queryClient.setQueryData(inboxKeys.inbox(userId, organizationId), inbox),
  });
}
