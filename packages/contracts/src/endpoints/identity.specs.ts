import { organizationParamsSchema, userOrganizationsResponseSchema } from '../identity/organizations.ts';
import { permissionsResponseSchema } from '../identity/permissions.ts';
import {
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
import { pageQuerySchema } from '../paging.ts';
import { endpointSpecs } from './endpoint.ts';
import { identityEndpoints } from './identity.ts';

const errors = [400, 401, 403, 404];

export const identitySpecs = /* @__PURE__ */ endpointSpecs(identityEndpoints, ['identity'], {
  getUserSelf: { summary: 'Who I am', errors, schemas: { response: userSelfSchema } },
  listMyOrganizations: {
    summary: 'My companies: primary, secondary, collaborator, by name',
    errors,
    schemas: { response: userOrganizationsResponseSchema },
  },
  listOrganizationMembers: {
    summary: 'Members of a company, in pages of at most 100 (users.read, or staff with admin.companies)',
    errors,
    schemas: { params: organizationParamsSchema, query: pageQuerySchema, response: orgMembersPageSchema },
  },
  getMyOrganizationPermissions: {
    summary: 'My permission strings in a company',
    errors,
    schemas: { params: organizationParamsSchema, response: permissionsResponseSchema },
  },
  listUserOrganizations: {
    summary: "A user's companies (self, or the companies I administer that they belong to)",
    errors,
    schemas: { params: userParamsSchema, response: userOrganizationsResponseSchema },
  },
  listUserRoles: {
    summary: "A user's roles per company (self, or companies I administer)",
    errors,
    schemas: { params: userParamsSchema, response: userRolesResponseSchema },
  },
  getMyTermsStatus: {
    summary: 'Have I agreed to the current terms?',
    errors,
    schemas: { response: termsStatusSchema },
  },
  agreeToTerms: {
    summary: 'Agree to the current terms',
    errors: [...errors, 409],
    schemas: { body: termsAgreeRequestSchema, response: termsStatusSchema },
  },
  getCurrentTerms: {
    summary: 'The terms in force: the latest version published (public)',
    errors,
    schemas: { response: termsVersionSchema },
  },
  publishTerms: {
    summary: 'Staff: publish a new terms version; every user agrees again',
    errors: [...errors, 409],
    schemas: { body: termsPublishRequestSchema, response: termsVersionSchema },
  },
  resetTerms: {
    summary: 'Staff: require everyone (or the listed users) to agree again',
    errors,
    schemas: { body: termsResetRequestSchema, response: termsResetResponseSchema },
  },
});
