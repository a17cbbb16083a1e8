import { z } from 'zod';
import { organizationParamsSchema } from '../identity/organizations.ts';
import {
  dcLocationQuerySchema,
  dcLocationSchema,
  integrationCredentialsSchema,
  provisionTenantRequestSchema,
  tenantListQuerySchema,
  tenantParamsSchema,
  tenantSchema,
  tenantsPageSchema,
} from '../tenants/tenantsApi.ts';
import { endpointSpecs } from './endpoint.ts';
import { tenantsEndpoints } from './tenants.ts';

const errors = [400, 401, 403, 404];

export const tenantsSpecs = /* @__PURE__ */ endpointSpecs(tenantsEndpoints, ['tenants'], {
  listTenants: {
    summary: "The company's tenants with their environment, by name, in pages of at most 100",
    errors,
    schemas: { params: organizationParamsSchema, query: tenantListQuerySchema, response: tenantsPageSchema },
  },
  provisionTenant: {
    summary: 'Creates a development tenant of the company, within its limit',
    errors: [400, 401, 403, 409],
    schemas: { body: provisionTenantRequestSchema, response: tenantSchema },
  },
  deprovisionTenant: {
    summary: 'Deletes a development tenant no app is deployed to, with its data and tokens',
    errors: [...errors, 409],
    schemas: { params: tenantParamsSchema, response: z.null() },
  },
  resetTenantPassword: {
    summary: "A new password for the tenant's integration user, shown once",
    errors,
    schemas: { params: tenantParamsSchema, response: integrationCredentialsSchema },
  },
  getDcLocation: {
    summary: "The data centre one of the company's tenants runs in, with its region",
    errors,
    schemas: { query: dcLocationQuerySchema, response: dcLocationSchema },
  },
});
