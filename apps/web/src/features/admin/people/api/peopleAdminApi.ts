import {
  peopleEndpoints as endpoints,
  identityEndpoints,
  type OrgPermission,
  type Role,
  type RolesMatrix,
  twoFactorEndpoints,
} from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/http/api.ts';

export const ADMIN_USERS_PAGE_SIZE = 25;
/** The CSV export, streamed by the server: a plain link, so the browser saves it as it arrives. */
export const USERS_EXPORT_URL = endpoints.exportUsers.path;

/** Query keys of staff's user management and role permissions. */
export const peopleAdminKeys = {
  users: ['adminUsers'] as const,
  usersPage: (q: string, page: number) => ['adminUsers', q, page] as const,
  roles: ['adminRoles'] as const,
};

const own = { excludeFromGlobalHandling: [404, 409] } as const;

export const peopleAdminApi = {
  users: (q: string, page: number, signal?: AbortSignal) =>
    api(endpoints.listAllUsers, {
      query: { q: q || undefined, start: (page - 1) * ADMIN_USERS_PAGE_SIZE, length: ADMIN_USERS_PAGE_SIZE },
      signal,
    }),
  setDisabled: (id: string, disabled: boolean) =>
    api(endpoints.setUserDisabled, { params: { id }, body: { disabled }, ...own }),
  resetTerms: (id: string) => api(identityEndpoints.resetTerms, { body: { userUuids: [id] } }),
  resetTotp: (id: string) => api(twoFactorEndpoints.resetTotp, { params: { id }, ...own }),
  roles: (signal?: AbortSignal) => api(endpoints.getRolesMatrix, { signal }),
  setPermission: (role: Role, permission: OrgPermission, granted: boolean) =>
    api(endpoints.setRolePermission, { params: { role, permission }, body: { granted }, ...own }),
};

export function adminUsersQueryOptions(q: string, page: number) {
  return queryOptions({
    queryKey: peopleAdminKeys.usersPage(q, page),
    queryFn: ({ signal }) => peopleAdminApi.users(q, page, signal),
  });
}

export function rolesMatrixQueryOptions() {
  return queryOptions({
    queryKey: peopleAdminKeys.roles,
    queryFn: ({ signal }) => peopleAdminApi.roles(signal),
  });
}

export function useSetDisabledMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, disabled }: { id: string; disabled: boolean }) =>
      peopleAdminApi.setDisabled(id, disabled),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleAdminKeys.users }),
  });
}

export function useResetTermsMutation() {
  return useMutation({ mutationFn: (id: string) => peopleAdminApi.resetTerms(id) });
}

export function useResetTotpMutation() {
  return useMutation({ mutationFn: (id: string) => peopleAdminApi.resetTotp(id) });
}

/**
 * The box changes at once (the cached matrix is updated before the answer), goes back if the server
 * refuses, and the answer, the whole matrix as it now is, replaces the cached one.
 */
export function useSetPermissionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { role: Role; permission: OrgPermission; granted: boolean }) =>
      peopleAdminApi.setPermission(change.role, change.permission, change.granted),
    onMutate: async ({ role, permission, granted }) => {
      await queryClient.cancelQueries({ queryKey: peopleAdminKeys.roles });
      const before = queryClient.getQueryData<RolesMatrix>(peopleAdminKeys.roles);
      if (before)
        queryClient.setQueryData<RolesMatrix>(peopleAdminKeys.roles, {
          ...before,
          roles: before.roles.map((entry) =>
            entry.role !== role
              ? entry
              : {
                  role,
                  permissions: granted
                    ? [...entry.permissions, permission]
                    : entry.permissions.filter((p) => p !== permission),
                },
          ),
        });
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(peopleAdminKeys.roles, context.before);
    },
    onSuccess: (matrix) => queryClient.setQueryData(peopleAdminKeys.roles, matrix),
  });
}
