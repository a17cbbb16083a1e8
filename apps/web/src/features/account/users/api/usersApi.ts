import {
  peopleEndpoints as endpoints,
  type InviteRequest,
  identityEndpoints,
  type Role,
} from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/http/api.ts';

export const MEMBERS_PAGE_SIZE = 100;

/** Query keys of a company's people. */
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
    api(identityEndpoints.listOrganizationMembers, {
      params: { org },
      query: { start: (page - 1) * MEMBERS_PAGE_SIZE, length: MEMBERS_PAGE_SIZE },
      signal,
    }),
  admins: (org: string, signal?: AbortSignal) =>
    api(endpoints.getCompanyAdminCount, { params: { org }, signal }),
  invitations: (org: string, signal?: AbortSignal) =>
    api(endpoints.listInvitations, { params: { org }, signal }),
  setRoles: (org: string, user: string, roles: Role[]) =>
    api(endpoints.setMemberRoles, { params: { org, user }, body: { roles }, ...own }),
  remove: (org: string, user: string) => api(endpoints.removeMember, { params: { org, user }, ...own }),
  invite: (org: string, body: InviteRequest) =>
    api(endpoints.inviteMembers, { params: { org }, body, ...own }),
  revokeInvitation: (org: string, id: string) =>
    api(endpoints.revokeInvitation, { params: { org, id }, ...own }),
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
