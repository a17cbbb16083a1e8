import { appAccessEndpoints as endpoints } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/http/api.ts';

// Bad names, duplicates and unknown ones are shown next to the form that sent them.
const handled = { excludeFromGlobalHandling: [400, 404, 409] };

export const appAccessKeys = {
  all: (appId: string) => ['appAccess', appId] as const,
  permissions: (appId: string) => [...appAccessKeys.all(appId), 'permissions'] as const,
  roles: (appId: string) => [...appAccessKeys.all(appId), 'roles'] as const,
  users: (appId: string, start: number) => [...appAccessKeys.all(appId), 'users', start] as const,
};

export const USERS_PAGE = 25;

export const appAccessQueries = {
  permissions: (appId: string) =>
    queryOptions({
      queryKey: appAccessKeys.permissions(appId),
      queryFn: ({ signal }) => api(endpoints.listAppPermissions, { params: { id: appId }, signal }),
    }),
  roles: (appId: string) =>
    queryOptions({
      queryKey: appAccessKeys.roles(appId),
      queryFn: ({ signal }) => api(endpoints.listAppRoles, { params: { id: appId }, signal }),
    }),
  users: (appId: string, start: number) =>
    queryOptions({
      queryKey: appAccessKeys.users(appId, start),
      queryFn: ({ signal }) =>
        api(endpoints.listAppUsers, { params: { id: appId }, query: { start, length: USERS_PAGE }, signal }),
    }),
};

/** Per-app access calls (identity v1 apps/{id}/...): the server checks apps.read and apps.write. */
export const appAccessApi = {
  createPermission: (appId: string, name: string) =>
    api(endpoints.createAppPermission, { params: { id: appId }, body: { name }, ...handled }),
  deletePermission: (appId: string, name: string) =>
    api(endpoints.deleteAppPermission, { params: { id: appId, perm: name }, ...handled }),
  createRole: (appId: string, name: string, permissions: string[]) =>
    api(endpoints.createAppRole, { params: { id: appId }, body: { name, permissions }, ...handled }),
  deleteRole: (appId: string, name: string) =>
    api(endpoints.deleteAppRole, { params: { id: appId, role: name }, ...handled }),
  setUserRoles: (appId: string, email: string, roles: string[]) =>
    api(endpoints.setAppUserRoles, { params: { id: appId, email }, body: { roles }, ...handled }),
  removeUser: (appId: string, email: string) =>
    api(endpoints.removeAppUser, { params: { id: appId, email }, ...handled }),
};
