import { z } from 'zod';
import { userFormIssues } from '../companies/userForm.ts';
import { organizationParamsSchema } from '../identity/organizations.ts';
import { orgPermissionSchema } from '../identity/permissions.ts';
import { type Role, roles, selectableRoles } from '../identity/roleRules.ts';
import { roleSchema } from '../identity/roles.ts';
import { formatMessage } from '../messages.ts';
import { pagedSchema } from '../paging.ts';

/**
 * Roles an administrator may give (docs/product/people.md PEOPLE-3): never dsc or systemaccount, at least
 * one. The server validates with this same schema, so a hand-made request is refused like the form.
 */
export const assignableRolesSchema = z
  .array(roleSchema)
  .min(1, 'Choose at least one role.')
  .max(roles.length)
  .refine((list) => list.every((role) => (selectableRoles() as Role[]).includes(role)), {
    message: 'Developer Support Contact and System User cannot be assigned here.',
  })
  .transform((list) => [...new Set(list)]);

/** PUT /auth/v2/organizations/{org}/users/{id}/roles */
export const memberRolesRequestSchema = z.object({ roles: assignableRolesSchema });
export type MemberRolesRequest = z.input<typeof memberRolesRequestSchema>;
export const memberRolesResponseSchema = z.object({ roles: z.array(roleSchema) });

const inviteRowSchema = z.object({
  email: z.string().trim().max(254),
  firstName: z.string().trim().max(100),
  lastName: z.string().trim().max(100),
  roles: assignableRolesSchema,
});
export type InviteRow = z.input<typeof inviteRowSchema>;

/**
 * POST /auth/v2/organizations/{org}/users: the user form of PEOPLE-5, several rows at once. The rows'
 * rules are the contracts' `userFormIssues`, reported on the row and field they concern.
 */
export const inviteRequestSchema = z
  .object({ users: z.array(inviteRowSchema).min(1).max(50) })
  .superRefine((body, ctx) => {
    for (const issue of userFormIssues(body.users)) {
      ctx.addIssue({
        code: 'custom',
        path: ['users', issue.row, issue.field],
        message: formatMessage(issue.key, issue.params),
      });
    }
  });
export type InviteRequest = z.input<typeof inviteRequestSchema>;

export const invitationStatuses = ['PENDING', 'ACCEPTED', 'REVOKED'] as const;

export const invitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(roleSchema),
  expiresAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationsResponseSchema = z.object({ data: z.array(invitationSchema) });
export const inviteResponseSchema = z.object({ invited: z.array(invitationSchema) });
/** One pending invitation of a company: `/auth/v2/organizations/:org/invitations/:id`. */
export const invitationParamsSchema = organizationParamsSchema.extend({ id: z.uuid() });
/** An invitation link's token: `/auth/v2/invitations/:token`. */
export const invitationTokenParamsSchema = z.object({ token: z.string().min(20).max(100) });

/** GET /auth/v2/invitations/{token}: what the invitee sees before accepting (public: the token is the key). */
export const invitationPreviewSchema = z.object({
  organizationName: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  expiresAt: z.iso.datetime(),
  /** Whether an account with this address exists: accepting then only needs signing in as it. */
  hasAccount: z.boolean(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/**
 * POST /auth/v2/invitations/{token}/accept. Signed in as the invited address: the membership is added.
 * Signed out, for an address without an account: the account is created with this password.
 */
export const invitationAcceptRequestSchema = z.object({
  password: z.string().min(12, 'Use at least 12 characters.').max(200).optional(),
});
export const invitationAcceptResponseSchema = z.object({
  organizationUuid: z.uuid(),
  accountCreated: z.boolean(),
});

/**
 * GET /auth/v2/organizations/{org}/admins: how many admins a company has (PEOPLE-4: one required, two
 * recommended).
 */
export const orgAdminsResponseSchema = z.object({ total: z.number().int().nonnegative() });
export const RECOMMENDED_ADMINS = 2;

/** Staff's view of every account: GET /auth/v2/users (admin.users). */
export const adminUserSchema = z.object({
  userUuid: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isProviderEmployee: z.boolean(),
  disabled: z.boolean(),
  companies: z.number().int().nonnegative(),
  createdAt: z.iso.datetime(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUsersPageSchema = pagedSchema(adminUserSchema);
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;
export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  start: z.coerce.number().int().min(0).default(0),
  length: z.coerce.number().int().min(1).max(100).default(25),
});

/** POST /auth/v2/users/{id}/manageDisable */
/** One account: `/auth/v2/users/:id/...`. */
export const adminUserParamsSchema = z.object({ id: z.uuid() });

export const manageDisableRequestSchema = z.object({ disabled: z.boolean() });
export const manageDisableResponseSchema = z.object({
  disabled: z.boolean(),
  endedSessions: z.number().int(),
});

/** GET /auth/v2/users/export: the accounts as a CSV file, streamed. */
export const usersExportSchema = z.unknown().describe('text/csv file');

/** GET /auth/v2/roles: every role with the permissions it holds (role_permissions). */
export const rolesMatrixSchema = z.object({
  roles: z.array(z.object({ role: roleSchema, permissions: z.array(orgPermissionSchema) })),
  permissions: z.array(orgPermissionSchema),
});
export type RolesMatrix = z.infer<typeof rolesMatrixSchema>;

/** PUT /auth/v2/roles/{role}/permissions/{permission} (admin.roles): grant or take back one cell. */
export const rolePermissionParamsSchema = z.object({ role: roleSchema, permission: orgPermissionSchema });
export const rolePermissionChangeSchema = z.object({ granted: z.boolean() });

/** The columns of /admin/user-management/export, in order. */
export const userExportColumns = [
  'userUuid',
  'email',
  'firstName',
  'lastName',
  'isProviderEmployee',
  'disabled',
  'createdAt',
] as const;
