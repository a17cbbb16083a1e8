import { z } from 'zod';
import { pagedSchema } from '../paging.ts';
import { APP_ACCESS_NAME_MAX } from './appLimits.ts';

/**
 * Per-app access (docs/product/apps.md APPS-13, identity v1 `apps/{id}/...`): an app defines its own
 * permission strings and roles (named sets of them); members of the app's company are given roles in that app
 * by email.
 */
const NAME_RULE = `must begin with a letter, then letters, digits, ".", "_", ":" or "-", at most ${APP_ACCESS_NAME_MAX} characters.`;
const NAME_PATTERN = new RegExp(`^[A-Za-z][A-Za-z0-9._:-]{0,${APP_ACCESS_NAME_MAX - 1}}$`);

export const appPermissionNameSchema = z
  .string()
  .trim()
  .regex(NAME_PATTERN, `A permission name ${NAME_RULE}`);
export const appRoleNameSchema = z.string().trim().regex(NAME_PATTERN, `A role name ${NAME_RULE}`);

export const appPermissionSchema = z.object({ name: z.string(), createdAt: z.iso.datetime() });
export const appPermissionListSchema = pagedSchema(appPermissionSchema);
export const createAppPermissionSchema = z.strictObject({ name: appPermissionNameSchema });

export const appRoleSchema = z.object({
  name: z.string(),
  permissions: z.array(z.string()),
  lastModified: z.iso.datetime(),
});
export const appRoleListSchema = pagedSchema(appRoleSchema);
export const createAppRoleSchema = z.strictObject({
  name: appRoleNameSchema,
  permissions: z.array(appPermissionNameSchema).max(200).default([]),
});
/**
 * POST /auth/v1/roles (identity v1's top-level role call): the same role as POST apps/{id}/roles, with the
 * app named in the body for a client that keeps no per-app path.
 */
export const createRoleForAppSchema = createAppRoleSchema.extend({ appId: z.uuid() });
export const appRolePermissionsSchema = pagedSchema(z.string());
/** A permission the role grants (GET roles/{role}/permissions/{perm}; 404 when it does not). */
export const appRolePermissionSchema = z.object({ name: z.string() });

export const appUserSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(z.string()),
  lastModified: z.iso.datetime(),
});
export const appUserListSchema = pagedSchema(appUserSchema);
/** PUT users/{email}: the user's whole set of roles in the app. */
export const setAppUserRolesSchema = z.strictObject({ roles: z.array(appRoleNameSchema).min(1).max(50) });

export const appAccessParamsSchema = z.object({ id: z.uuid() });
export const appRoleParamsSchema = appAccessParamsSchema.extend({ role: appRoleNameSchema });
export const appPermissionParamsSchema = appAccessParamsSchema.extend({ perm: appPermissionNameSchema });
export const appRolePermissionParamsSchema = appRoleParamsSchema.extend({ perm: appPermissionNameSchema });
export const appUserParamsSchema = appAccessParamsSchema.extend({
  email: z.email('Not an email address.').max(254),
});

export type AppPermission = z.infer<typeof appPermissionSchema>;
export type AppRole = z.infer<typeof appRoleSchema>;
export type AppUser = z.infer<typeof appUserSchema>;
export type CreateAppRole = z.input<typeof createAppRoleSchema>;
