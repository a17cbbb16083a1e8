import type { Invitation, InviteRequest, OrgMembersPage, Role } from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../../lib/http/httpClient.ts';

export const MEMBERS_PAGE_SIZE = 100;

/** Query keys of a company's people (STYLE.md 4). */
export const usersKeys = {
  all: (org: string) => ['companyUsers', org] as const,
  members: (org: string, page: number) => ['companyUsers', org, 'members', page] as const,
  admins: (org: string) => ['companyUsers', org, 'admins'] as const,
  invitations: (org: string) => ['companyUsers', org, 'invitations'] as const,
};

// The dialogs show the server's refusals (400 form rules, 409 last admin or already a member).
const own = { excludeFromGlobalHandling: [400, 404, 409] } as const;

export const usersApi = {
  members: (org: string, page: number, signal?: AbortSignal) =>
    http.get<OrgMembersPage>(`/auth/v1/organizations/${org}/users`, {
      query: { start: (page - 1) * MEMBERS_PAGE_SIZE, length: MEMBERS_PAGE_SIZE },
      signal,
    }),
  admins: (org: string, signal?: AbortSignal) =>
    http.get<{ total: number }>(`/auth/v2/organizations/${org}/admins`, { signal }),
  invitations: (org: string, signal?: AbortSignal) =>
    http.get<{ data: Invitation[] }>(`/auth/v2/organizations/${org}/invitations`, { signal }),
  setRoles: (org: string, user: string, roles: Role[]) =>
    http.put<{ roles: Role[] }>(`/auth/v2/organizations/${org}/users/${user}/roles`, { roles }, own),
  remove: (org: string, user: string) => http.delete(`/auth/v1/organizations/${org}/users/${user}`, own),
  invite: (org: string, body: InviteRequest) =>
    http.post<{ invited: Invitation[] }>(`/auth/v2/organizations/${org}/users`, body, own),
  revokeInvitation: (org: string, id: string) =>
    http.delete(`/auth/v2/organizations/${org}/invitations/${id}`, own),
};

export function membersQueryOptions(org: string, page: number) {
  return queryOptions({
    queryKey: usersKeys.members(org, page),
    queryFn: ({ signal }) => usersApi.members(org, page, signal),
  });
}

export function adminsQueryOptions(org: string) {
  return queryOptions({
    queryKey: usersKeys.admins(org),
    queryFn: ({ signal }) => usersApi.admins(org, signal),
  });
}

export function invitationsQueryOptions(org: string) {
  return queryOptions({
    queryKey: usersKeys.invitations(org),
    queryFn: ({ signal }) => usersApi.invitations(org, signal),
  });
}

/** Every change to a company's people refreshes its members, admin count and invitations. */
export function useUsersMutation<T, R>(org: string, mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all(org) }),
  });
}
