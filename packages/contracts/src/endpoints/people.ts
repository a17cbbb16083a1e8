import type { z } from 'zod';
import type { organizationMemberParamsSchema, organizationParamsSchema } from '../identity/organizations.ts';
import type {
  adminUserParamsSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  invitationAcceptRequestSchema,
  invitationAcceptResponseSchema,
  invitationParamsSchema,
  invitationPreviewSchema,
  invitationsResponseSchema,
  invitationTokenParamsSchema,
  inviteRequestSchema,
  inviteResponseSchema,
  manageDisableRequestSchema,
  manageDisableResponseSchema,
  memberRolesRequestSchema,
  memberRolesResponseSchema,
  orgAdminsResponseSchema,
  rolePermissionChangeSchema,
  rolePermissionParamsSchema,
  rolesMatrixSchema,
  usersExportSchema,
} from '../people/people.ts';
import { endpointTable, op } from './endpoint.ts';

const usersRead = { orgPermission: 'users.read', orgParam: 'org' } as const;
const usersManage = { orgPermission: 'users.manage', orgParam: 'org' } as const;

/**
 * People: a company's members and invitations as its admins manage them (in the path's company), an
 * invitation link's preview and acceptance (public: the token is the key), and staff's accounts and
 * role permissions.
 */
export const peopleEndpoints = /* @__PURE__ */ endpointTable({
  getCompanyAdminCount: op<{
    params: typeof organizationParamsSchema;
    response: typeof orgAdminsResponseSchema;
  }>()({
    method: 'GET',
    path: '/auth/v2/organizations/:org/admins',
    status: 200,
    access: usersRead,
  }),
  setMemberRoles: op<{
    params: typeof organizationMemberParamsSchema;
    body: typeof memberRolesRequestSchema;
    response: typeof memberRolesResponseSchema;
  }>()({
    method: 'PUT',
    path: '/auth/v2/organizations/:org/users/:user/roles',
    status: 200,
    access: usersManage,
  }),
  removeMember: op<{ params: typeof organizationMemberParamsSchema; response: z.ZodNull }>()({
    method: 'DELETE',
    path: '/auth/v1/organizations/:org/users/:user',
    status: 204,
    access: usersManage,
  }),
  inviteMembers: op<{
    params: typeof organizationParamsSchema;
    body: typeof inviteRequestSchema;
    response: typeof inviteResponseSchema;
  }>()({
    method: 'POST',
    path: '/auth/v2/organizations/:org/users',
    status: 201,
    access: usersManage,
  }),
  listInvitations: op<{
    params: typeof organizationParamsSchema;
    response: typeof invitationsResponseSchema;
  }>()({
    method: 'GET',
    path: '/auth/v2/organizations/:org/invitations',
    status: 200,
    access: usersRead,
  }),
  revokeInvitation: op<{ params: typeof invitationParamsSchema; response: z.ZodNull }>()({
    method: 'DELETE',
    path: '/auth/v2/organizations/:org/invitations/:id',
    status: 204,
    access: usersManage,
  }),
  previewInvitation: op<{
    params: typeof invitationTokenParamsSchema;
    response: typeof invitationPreviewSchema;
  }>()({
    method: 'GET',
    path: '/auth/v2/invitations/:token',
    status: 200,
    access: 'public',
  }),
  acceptInvitation: op<{
    params: typeof invitationTokenParamsSchema;
    body: typeof invitationAcceptRequestSchema;
    response: typeof invitationAcceptResponseSchema;
  }>()({
    method: 'POST',
    path: '/auth/v2/invitations/:token/accept',
    status: 200,
    // Signed in as the invited address, or signed out with a password for a new account.
    access: 'public',
  }),
  getRolesMatrix: op<{ response: typeof rolesMatrixSchema }>()({
    method: 'GET',
    path: '/auth/v2/roles',
    status: 200,
    access: { globalPermission: 'admin.portal' },
  }),
  setRolePermission: op<{
    params: typeof rolePermissionParamsSchema;
    body: typeof rolePermissionChangeSchema;
    response: typeof rolesMatrixSchema;
  }>()({
    method: 'PUT',
    path: '/auth/v2/roles/:role/permissions/:permission',
    status: 200,
    access: { globalPermission: 'admin.roles' },
  }),
  listAllUsers: op<{ query: typeof adminUsersQuerySchema; response: typeof adminUsersPageSchema }>()({
    method: 'GET',
    path: '/auth/v2/users',
    status: 200,
    access: { globalPermission: 'admin.users' },
  }),
  setUserDisabled: op<{
    params: typeof adminUserParamsSchema;
    body: typeof manageDisableRequestSchema;
    response: typeof manageDisableResponseSchema;
  }>()({
    method: 'POST',
    path: '/auth/v2/users/:id/manageDisable',
    status: 200,
    access: { globalPermission: 'admin.users' },
  }),
  // A file: the web links to it (the browser saves it as it arrives), it does not call it.
  exportUsers: op<{ response: typeof usersExportSchema }>()({
    method: 'GET',
    path: '/auth/v2/users/export',
    status: 200,
    access: { globalPermission: 'admin.users' },
  }),
});
