import { organizationSchema } from '../identity/organizations.ts';
import {
  userOrganizationParamsSchema,
  userProfileSchema,
  userRoleHeldSchema,
  userRoleParamsSchema,
} from '../identity/userProfile.ts';
import { userParamsSchema } from '../identity/users.ts';
import { endpointSpecs } from './endpoint.ts';
import { identityUsersEndpoints } from './identityUsers.ts';

const errors = [400, 401, 403, 404];

export const identityUsersSpecs = /* @__PURE__ */ endpointSpecs(identityUsersEndpoints, ['identity'], {
  getUser: {
    summary: 'A user (self, or one who shares a company I administer)',
    errors,
    schemas: { params: userParamsSchema, response: userProfileSchema },
  },
  getUserOrganization: {
    summary: "One of a user's companies (self, or a company I administer)",
    errors,
    schemas: { params: userOrganizationParamsSchema, response: organizationSchema },
  },
  getUserRole: {
    summary: 'Whether a member of my company (x-organization-id, company.admin) holds a role there',
    errors,
    schemas: { params: userRoleParamsSchema, response: userRoleHeldSchema },
  },
});
