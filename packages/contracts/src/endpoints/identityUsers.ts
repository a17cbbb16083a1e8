import type { organizationSchema } from '../identity/organizations.ts';
import type {
  userOrganizationParamsSchema,
  userProfileSchema,
  userRoleHeldSchema,
  userRoleParamsSchema,
} from '../identity/userProfile.ts';
import type { userParamsSchema } from '../identity/users.ts';
import { endpointTable, op } from './endpoint.ts';

/**
 * The identity v1 calls `users/{id}`, `users/{id}/roles/{role}`, `users/{id}/organizations/{org}`: read
 * one user as the caller may see them (self, or an admin of a company they share; anyone else is 404,
 * so a stranger learns nothing): the handler narrows from the data.
 */
export const identityUsersEndpoints = /* @__PURE__ */ endpointTable({
  getUser: op<{ params: typeof userParamsSchema; response: typeof userProfileSchema }>()({
    method: 'GET',
    path: '/auth/v1/users/:id',
    status: 200,
    access: 'session',
  }),
  getUserOrganization: op<{
    params: typeof userOrganizationParamsSchema;
    response: typeof organizationSchema;
  }>()({
    method: 'GET',
    path: '/auth/v1/users/:id/organizations/:org',
    status: 200,
    access: 'session',
  }),
  // The company is the x-organization-id header's; the caller must administer it (company.admin).
  getUserRole: op<{ params: typeof userRoleParamsSchema; response: typeof userRoleHeldSchema }>()({
    method: 'GET',
    path: '/auth/v1/users/:id/roles/:role',
    status: 200,
    access: { orgPermission: 'company.admin' },
  }),
});
