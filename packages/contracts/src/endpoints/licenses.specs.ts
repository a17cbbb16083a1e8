import {
  createLicenseRequestSchema,
  licenseeSearchQuerySchema,
  licenseesResponseSchema,
  licenseRoleQuerySchema,
  licenseSchema,
  licensesResponseSchema,
} from '../apps/appsApi.ts';
import { licenseParamsSchema, organizationParamsSchema } from '../identity/organizations.ts';
import { endpointSpecs } from './endpoint.ts';
import { licensesEndpoints } from './licenses.ts';

const errors = [400, 401, 403, 404];
const grantErrors = [...errors, 409];
const params = organizationParamsSchema;

export const licensesSpecs = /* @__PURE__ */ endpointSpecs(licensesEndpoints, ['licenses'], {
  listLicensedApps: {
    summary: 'Apps licensed to the company: app, producer, start, end, Active/Expired',
    errors,
    schemas: { response: licensesResponseSchema },
  },
  listLicenses: {
    summary: 'Licenses the company grants (licensor) or holds (licensee)',
    errors,
    schemas: { params, query: licenseRoleQuerySchema, response: licensesResponseSchema },
  },
  createLicense: {
    summary: 'License one of the company apps to another company (409 if one overlaps its dates)',
    errors: grantErrors,
    schemas: { params, body: createLicenseRequestSchema, response: licenseSchema },
  },
  endLicense: {
    summary: 'End a license the company gives now; the licensee loses the app and its deployments of it',
    errors: grantErrors,
    schemas: { params: licenseParamsSchema, response: licenseSchema },
  },
  listLicensees: {
    summary: 'Companies the company may license its apps to, by part of a name or by id (20 at most)',
    errors,
    schemas: { params, query: licenseeSearchQuerySchema, response: licenseesResponseSchema },
  },
});
