import { z } from 'zod';
import {
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
import { pageQuerySchema } from '../paging.ts';
import { appAccessEndpoints } from './appAccess.ts';
import { endpointSpecs } from './endpoint.ts';

const errors = [400, 401, 403, 404, 409];
const params = appAccessParamsSchema;

export const appAccessSpecs = /* @__PURE__ */ endpointSpecs(appAccessEndpoints, ['identity'], {
  listAppPermissions: {
    summary: "The app's permissions",
    errors,
    schemas: { params, response: appPermissionListSchema },
  },
  createAppPermission: {
    summary: 'Define a permission of the app (409 when it exists)',
    errors,
    schemas: { params, body: createAppPermissionSchema, response: appPermissionSchema },
  },
  getAppPermission: {
    summary: 'One permission of the app',
    errors,
    schemas: { params: appPermissionParamsSchema, response: appPermissionSchema },
  },
  deleteAppPermission: {
    summary: 'Delete a permission; roles stop granting it',
    errors,
    schemas: { params: appPermissionParamsSchema, response: z.null() },
  },
  listAppRoles: {
    summary: "The app's roles with their permissions",
    errors,
    schemas: { params, response: appRoleListSchema },
  },
  createAppRole: {
    summary: 'Define a role of the app from its permissions (409 when it exists)',
    errors,
    schemas: { params, body: createAppRoleSchema, response: appRoleSchema },
  },
  createRoleForApp: {
    summary: 'Define a role of the app named in the body (identity v1 POST /v1/roles; 409 when it exists)',
    errors,
    schemas: { body: createRoleForAppSchema, response: appRoleSchema },
  },
  getAppRole: {
    summary: 'One role of the app',
    errors,
    schemas: { params: appRoleParamsSchema, response: appRoleSchema },
  },
  deleteAppRole: {
    summary: 'Delete a role; users lose it',
    errors,
    schemas: { params: appRoleParamsSchema, response: z.null() },
  },
  listAppRolePermissions: {
    summary: 'The permissions a role grants',
    errors,
    schemas: { params: appRoleParamsSchema, response: appRolePermissionsSchema },
  },
  getAppRolePermission: {
    summary: 'Whether a role grants a permission (404 when not)',
    errors,
    schemas: { params: appRolePermissionParamsSchema, response: appRolePermissionSchema },
  },
  grantAppRolePermission: {
    summary: 'Grant a permission to a role (idempotent)',
    errors,
    schemas: { params: appRolePermissionParamsSchema, response: appRoleSchema },
  },
  revokeAppRolePermission: {
    summary: 'Revoke a permission from a role',
    errors,
    schemas: { params: appRolePermissionParamsSchema, response: z.null() },
  },
  listAppUsers: {
    summary: "The app's users and their roles, newest lastModified first, paged by start and length",
    errors,
    schemas: { params, query: pageQuerySchema, response: appUserListSchema },
  },
  getAppUser: {
    summary: "One user's roles in the app",
    errors,
    schemas: { params: appUserParamsSchema, response: appUserSchema },
  },
  setAppUserRoles: {
    summary: "Set a company member's roles in the app",
    errors,
    schemas: { params: appUserParamsSchema, body: setAppUserRolesSchema, response: appUserSchema },
  },
  removeAppUser: {
    summary: "Remove a user's roles in the app",
    errors,
    schemas: { params: appUserParamsSchema, response: z.null() },
  },
});
