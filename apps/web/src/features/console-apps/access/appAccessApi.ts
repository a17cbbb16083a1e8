import type { AppPermission, AppRole, AppUser, Paged } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http/httpClient.ts';

const base = (appId: string) => `/auth/v1/apps/${encodeURIComponent(appId)}`;
const seg = encodeURIComponent;
// Bad names, duplicates and unknown ones are shown next to the form that sent them.
const handled = { excludeFromGlobalHandling: [400, 404, 409] } as const;

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
      queryFn: ({ signal }) => http.get<Paged<AppPermission>>(`${base(appId)}/permissions`, { signal }),
    }),
  roles: (appId: string) =>
    queryOptions({
      queryKey: appAccessKeys.roles(appId),
      queryFn: ({ signal }) => http.get<Paged<AppRole>>(`${base(appId)}/roles`, { signal }),
    }),
  users: (appId: string, start: number) =>
    queryOptions({
      queryKey: appAccessKeys.users(appId, start),
      queryFn: ({ signal }) =>
        http.get<Paged<AppUser>>(`${base(appId)}/users`, { query: { start, length: USERS_PAGE }, signal }),
    }),
};

/** Per-app access calls (identity v1 apps/{id}/...): the server checks apps.read and apps.write. */
export const appAccessApi = {
  createPermission: (appId: string, name: string) =>
    http.post<AppPermission>(`${base(appId)}/permissions`, { name }, handled),
  deletePermission: (appId: string, name: string) =>
    http.delete<null>(`${base(appId)}/permissions/${seg(name)}`, handled),
  createRole: (appId: string, name: string, permissions: string[]) =>
    http.post<AppRole>(`${base(appId)}/roles`, { name, permissions }, handled),
  deleteRole: (appId: string, name: string) =>
    http.delete<null>(`${base(appId)}/roles/${seg(name)}`, handled),
  setUserRoles: (appId: string, email: string, roles: string[]) =>
    http.put<AppUser>(`${base(appId)}/users/${seg(email)}`, { roles }, handled),
  removeUser: (appId: string, email: string) =>
    http.delete<null>(`${base(appId)}/users/${seg(email)}`, handled),
};
