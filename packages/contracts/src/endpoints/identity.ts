import type { organizationParamsSchema, userOrganizationsResponseSchema } from '../identity/organizations.ts';
import type { permissionsResponseSchema } from '../identity/permissions.ts';
import type {
  orgMembersPageSchema,
  termsAgreeRequestSchema,
  termsPublishRequestSchema,
  termsResetRequestSchema,
  termsResetResponseSchema,
  termsStatusSchema,
  termsVersionSchema,
  userParamsSchema,
  userRolesResponseSchema,
  userSelfSchema,
} from '../identity/users.ts';
import type { pageQuerySchema } from '../paging.ts';
import { endpointTable, op } from './endpoint.ts';

type User = { params: typeof userParamsSchema };
const termsStaff = { globalPermission: 'admin.terms' } as const;

/**
 * The identity calls the company context needs: who I am, my companies and permissions, a company's
 * members, a user's companies and roles, and the terms of use. Reading another user's companies or
 * roles, or a company's members, is narrowed by the handler from the data.
 */
export const identityEndpoints = /* @__PURE__ */ endpointTable({
  getUserSelf: op<{ response: typeof userSelfSchema }>()({
    method: 'GET',
    path: '/auth/v1/users/self',
    status: 200,
    access: 'session',
  }),
  listMyOrganizations: op<{ response: typeof userOrganizationsResponseSchema }>()({
    method: 'GET',
    path: '/auth/v2/organizations/self',
    status: 200,
    access: 'session',
  }),
  // users.read in the path's company, or provider staff with admin.companies: the handler's check.
  listOrganizationMembers: op<{
    params: typeof organizationParamsSchema;
    query: typeof pageQuerySchema;
    response: typeof orgMembersPageSchema;
  }>()({
    method: 'GET',
    path: '/auth/v1/organizations/:org/users',
    status: 200,
    access: 'session',
  }),
  // Membership of the path's company, whatever the permissions: the handler's requireOrg.
  getMyOrganizationPermissions: op<{
    params: typeof organizationParamsSchema;
    response: typeof permissionsResponseSchema;
  }>()({
    method: 'GET',
    path: '/auth/v2/organizations/:org/permissions/self',
    status: 200,
    access: 'session',
  }),
  listUserOrganizations: op<User & { response: typeof userOrganizationsResponseSchema }>()({
    method: 'GET',
    path: '/auth/v1/users/:id/organizations',
    status: 200,
    access: 'session',
  }),
  listUserRoles: op<User & { response: typeof userRolesResponseSchema }>()({
    method: 'GET',
    path: '/auth/v1/users/:id/roles',
    status: 200,
    access: 'session',
  }),
  getMyTermsStatus: op<{ response: typeof termsStatusSchema }>()({
    method: 'GET',
    path: '/auth/v2/users/self/terms',
    status: 200,
    access: 'session',
  }),
  agreeToTerms: op<{ body: typeof termsAgreeRequestSchema; response: typeof termsStatusSchema }>()({
    method: 'POST',
    path: '/auth/v2/users/self/terms',
    status: 200,
    access: 'session',
  }),
  getCurrentTerms: op<{ response: typeof termsVersionSchema }>()({
    method: 'GET',
    path: '/auth/v2/users/terms',
    status: 200,
    access: 'public',
  }),
  publishTerms: op<{ body: typeof termsPublishRequestSchema; response: typeof termsVersionSchema }>()({
    method: 'POST',
    path: '/auth/v2/users/terms',
    status: 201,
    access: termsStaff,
  }),
  resetTerms: op<{ body: typeof termsResetRequestSchema; response: typeof termsResetResponseSchema }>()({
    method: 'POST',
    path: '/auth/v2/users/terms/reset',
    status: 200,
    access: termsStaff,
  }),
});
