import { z } from 'zod';
import { organizationMemberParamsSchema, organizationParamsSchema } from '../identity/organizations.ts';
import {
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
import { endpointSpecs } from './endpoint.ts';
import { peopleEndpoints } from './people.ts';

const errors = [400, 401, 403, 404];
const conflict = [...errors, 409];
const params = organizationParamsSchema;
const member = organizationMemberParamsSchema;
const token = invitationTokenParamsSchema;

export const peopleSpecs = /* @__PURE__ */ endpointSpecs(peopleEndpoints, ['identity'], {
  getCompanyAdminCount: {
    summary: 'How many admins the company has (one required, two recommended)',
    errors,
    schemas: { params, response: orgAdminsResponseSchema },
  },
  setMemberRoles: {
    summary: "Set a member's roles (dsc and systemaccount cannot be given; the last admin stays admin)",
    errors: conflict,
    schemas: { params: member, body: memberRolesRequestSchema, response: memberRolesResponseSchema },
  },
  removeMember: {
    summary: 'Remove a member from the company (not the last admin)',
    errors: conflict,
    schemas: { params: member, response: z.null() },
  },
  inviteMembers: {
    summary: 'Invite people with the user form (several rows); each gets an e-mail with a link',
    errors: [...conflict, 503],
    schemas: { params, body: inviteRequestSchema, response: inviteResponseSchema },
  },
  listInvitations: {
    summary: 'Pending invitations of the company',
    errors,
    schemas: { params, response: invitationsResponseSchema },
  },
  revokeInvitation: {
    summary: 'Withdraw a pending invitation (its link stops working)',
    errors,
    schemas: { params: invitationParamsSchema, response: z.null() },
  },
  previewInvitation: {
    summary: 'What an invitation link offers (public: the token is the key)',
    errors: conflict,
    schemas: { params: token, response: invitationPreviewSchema },
  },
  acceptInvitation: {
    summary: 'Accept an invitation: signed in as the invited address, or with a password for a new account',
    errors: conflict,
    schemas: { params: token, body: invitationAcceptRequestSchema, response: invitationAcceptResponseSchema },
  },
  getRolesMatrix: {
    summary: 'Staff: every role with the permissions it holds',
    errors,
    schemas: { response: rolesMatrixSchema },
  },
  setRolePermission: {
    summary: 'Staff (admin.roles): grant a permission to a role or take it back; effective at once',
    errors: conflict,
    schemas: {
      params: rolePermissionParamsSchema,
      body: rolePermissionChangeSchema,
      response: rolesMatrixSchema,
    },
  },
  listAllUsers: {
    summary: 'Staff: every account, searched by name or e-mail, paged',
    errors,
    schemas: { query: adminUsersQuerySchema, response: adminUsersPageSchema },
  },
  setUserDisabled: {
    summary: "Staff: disable (ending the account's sessions) or enable an account",
    errors: conflict,
    schemas: {
      params: adminUserParamsSchema,
      body: manageDisableRequestSchema,
      response: manageDisableResponseSchema,
    },
  },
  exportUsers: {
    summary: 'Staff: every account as CSV, streamed in batches',
    errors,
    schemas: { response: usersExportSchema },
  },
});
