import type { z } from 'zod';
import type {
  appAccessParamsSchema,
  appPermissionListSchema,
  appPermissionParamsSchema,
  appPermissionSchema,
  appRoleListSchema,
  appRoleParamsSchema,
  appRolePermissionParamsSchema,
  appRolePermissionSchema,
  appRolePermissionsSchema,
  appRoleSchema,
  appUserListSchema,
  appUserParamsSchema,
  appUserSchema,
  createAppPermissionSchema,
  createAppRoleSchema,
  createRoleForAppSchema,
  setAppUserRolesSchema,
} from '../apps/appAccessApi.ts';
import type { pageQuerySchema } from '../paging.ts';
import { endpointTable, op } from './endpoint.ts';

type App = { params: typeof appAccessParamsSchema };
type Permission = { params: typeof appPermissionParamsSchema };
type Role = { params: typeof appRoleParamsSchema };
type RolePermission = { params: typeof appRolePermissionParamsSchema };
type User = { params: typeof appUserParamsSchema };
type NoContent = { response: z.ZodNull };

/**
 * Identity v1 per-app roles, permissions and users. Members of the app's company read with apps.read
 * and change with apps.write; the handler finds the app's company first (404 for an app unknown to the
 * caller), so the table asks only for a session.
 */
export const appAccessEndpoints = /* @__PURE__ */ endpointTable({
  listAppPermissions: op<App & { response: typeof appPermissionListSchema }>()({
    method: 'GET',
    path: '/auth/v1/apps/:id/permissions',
    status: 200,
    access: 'session',
  }),
  createAppPermission: op<
    App & { body: typeof createAppPermissionSchema; response: typeof appPermissionSchema }
  >()({
    method: 'POST',
    path: '/auth/v1/apps/:id/permissions',
    status: 201,
    access: 'session',
  }),
  getAppPermission: op<Permission & { response: typeof appPermissionSchema }>()({
    method: 'GET',
    path: '/auth/v1/apps/:id/permissions/:perm',
    status: 200,
    access: 'session',
  }),
  deleteAppPermission: op<Permission & NoContent>()({
    method: 'DELETE',
    path: '/auth/v1/apps/:id/permissions/:perm',
    status: 204,
    access: 'session',
  }),
  listAppRoles: op<App & { response: typeof appRoleListSchema }>()({
    method: 'GET',
    path: '/auth/v1/apps/:id/roles',
    status: 200,
    access: 'session',
  }),
  createAppRole: op<App & { body: typeof createAppRoleSchema; response: typeof appRoleSchema }>()({
    method: 'POST',
    path: '/auth/v1/apps/:id/roles',
    status: 201,
    access: 'session',
  }),
  createRoleForApp: op<{ body: typeof createRoleForAppSchema; response: typeof appRoleSchema }>()({
    method: 'POST',
    path: '/auth/v1/roles',
    status: 201,
    access: 'session',
  }),
  getAppRole: op<Role & { response: typeof appRoleSchema }>()({
    method: 'GET',
    path: '/auth/v1/apps/:id/roles/:role',
    status: 200,
    access: 'session',
  }),
  deleteAppRole: op<Role & NoContent>()({
    method: 'DELETE',
    path: '/auth/v1/apps/:id/roles/:role',
    status: 204,
    access: 'session',
  }),
  listAppRolePermissions: op<Role & { response: typeof appRolePermissionsSchema }>()({
    method: 'GET',
    path: '/auth/v1/apps/:id/roles/:role/permissions',
    status: 200,
    access: 'session',
  }),
  getAppRolePermission: op<RolePermission & { response: typeof appRolePermissionSchema }>()({
    method: 'GET',
    path: '/auth/v1/apps/:id/roles/:role/permissions/:perm',
    status: 200,
    access: 'session',
  }),
  grantAppRolePermission: op<RolePermission & { response: typeof appRoleSchema }>()({
    method: 'PUT',
    path: '/auth/v1/apps/:id/roles/:role/permissions/:perm',
    status: 200,
    access: 'session',
  }),
  revokeAppRolePermission: op<RolePermission & NoContent>()({
    method: 'DELETE',
    path: '/auth/v1/apps/:id/roles/:role/permissions/:perm',
    status: 204,
    access: 'session',
  }),
  listAppUsers: op<App & { query: typeof pageQuerySchema; response: typeof appUserListSchema }>()({
    method: 'GET',
    path: '/auth/v1/apps/:id/users',
    status: 200,
    access: 'session',
  }),
  getAppUser: op<User & { response: typeof appUserSchema }>()({
    method: 'GET',
    path: '/auth/v1/apps/:id/users/:email',
    status: 200,
    access: 'session',
  }),
  setAppUserRoles: op<User & { body: typeof setAppUserRolesSchema; response: typeof appUserSchema }>()({
    method: 'PUT',
    path: '/auth/v1/apps/:id/users/:email',
    status: 200,
    access: 'session',
  }),
  removeAppUser: op<User & NoContent>()({
    method: 'DELETE',
    path: '/auth/v1/apps/:id/users/:email',
    status: 204,
    access: 'session',
  }),
});
