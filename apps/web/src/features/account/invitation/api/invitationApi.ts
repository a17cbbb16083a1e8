import { peopleEndpoints } from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/http/api.ts';
import { companyKeys } from '../../../../lib/identity/companyKeys.ts';
import { type MutationEvents, refreshing } from '../../../../lib/query/mutationEvents.ts';

// The page says why a link does not work (unknown 404, used or expired 409) and who must sign in (401, 403).
const own = { excludeFromGlobalHandling: [400, 401, 403, 404, 409] } as const;

export const invitationApi = {
  preview: (token: string, signal?: AbortSignal) =>
    api(peopleEndpoints.previewInvitation, { params: { token }, ...own, signal }),
  accept: (token: string, password?: string) =>
    api(peopleEndpoints.acceptInvitation, { params: { token }, body: password ? { password } : {}, ...own }),
};

export const invitationKeys = { preview: (token: string) => ['invitation', token] as const };

export function invitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: invitationKeys.preview(token),
    queryFn: ({ signal }) => invitationApi.preview(token, signal),
    retry: false,
  });
}

/** Joining a company changes the user's companies: the switcher reads them again. */
export function useAcceptInvitationMutation(
  token: string,
  events?: MutationEvents<unknown, string | undefined>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password?: string) => invitationApi.accept(token, password),
    ...refreshing(() => queryClient.invalidateQueries({ queryKey: companyKeys.all }), events),
  });
}
