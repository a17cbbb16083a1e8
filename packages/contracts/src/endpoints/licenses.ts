import type {
  createLicenseRequestSchema,
  licenseeSearchQuerySchema,
  licenseesResponseSchema,
  licenseRoleQuerySchema,
  licenseSchema,
  licensesResponseSchema,
} from '../apps/appsApi.ts';
import type { licenseParamsSchema, organizationParamsSchema } from '../identity/organizations.ts';
import { endpointTable, op } from './endpoint.ts';

/**
 * Licenses: the licensor's and licensee's lists, the licensor's grant and end under
 * /auth/v1/organizations/:org/licenses, and the app hub's consumer view /apphub/v1/licensedApps.
 */
export const licensesEndpoints = /* @__PURE__ */ endpointTable({
  listLicensedApps: op<{ response: typeof licensesResponseSchema }>()({
    method: 'GET',
    path: '/apphub/v1/licensedApps',
    status: 200,
    access: { orgPermission: 'apps.read' },
  }),
  listLicenses: op<{
    params: typeof organizationParamsSchema;
    query: typeof licenseRoleQuerySchema;
    response: typeof licensesResponseSchema;
  }>()({
    method: 'GET',
    path: '/auth/v1/organizations/:org/licenses',
    status: 200,
    // The permission depends on the role asked for, and provider staff read any company's: the handler's.
    access: 'session',
  }),
  createLicense: op<{
    params: typeof organizationParamsSchema;
    body: typeof createLicenseRequestSchema;
    response: typeof licenseSchema;
  }>()({
    method: 'POST',
    path: '/auth/v1/organizations/:org/licenses',
    status: 201,
    access: { orgPermission: 'licenses.manage', orgParam: 'org' },
  }),
  endLicense: op<{
    params: typeof licenseParamsSchema;
    response: typeof licenseSchema;
  }>()({
    method: 'POST',
    path: '/auth/v1/organizations/:org/licenses/:licenseId/end',
    status: 200,
    // The licensor's licenses.manage, or provider staff's admin.companies for any company: the handler's.
    access: 'session',
  }),
  listLicensees: op<{
    params: typeof organizationParamsSchema;
    query: typeof licenseeSearchQuerySchema;
    response: typeof licenseesResponseSchema;
  }>()({
    method: 'GET',
    path: '/auth/v1/organizations/:org/licensees',
    status: 200,
    access: { orgPermission: 'licenses.manage', orgParam: 'org' },
  }),
});
