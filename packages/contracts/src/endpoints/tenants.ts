import type { z } from 'zod';
import type { organizationParamsSchema } from '../identity/organizations.ts';
import type {
  dcLocationQuerySchema,
  dcLocationSchema,
  integrationCredentialsSchema,
  provisionTenantRequestSchema,
  tenantListQuerySchema,
  tenantParamsSchema,
  tenantSchema,
  tenantsPageSchema,
} from '../tenants/tenantsApi.ts';
import { endpointTable, op } from './endpoint.ts';

const manage = { orgPermission: 'tenants.manage' } as const;

/**
 * The company's tenants, which deploy picks from (tenants.read in the path's company), and the
 * provisioner of development tenants (tenants.manage in the header's company).
 */
export const tenantsEndpoints = /* @__PURE__ */ endpointTable({
  listTenants: op<{
    params: typeof organizationParamsSchema;
    query: typeof tenantListQuerySchema;
    response: typeof tenantsPageSchema;
  }>()({
    method: 'GET',
    path: '/auth/v1/organizations/:org/tenants',
    status: 200,
    access: { orgPermission: 'tenants.read', orgParam: 'org' },
  }),
  provisionTenant: op<{ body: typeof provisionTenantRequestSchema; response: typeof tenantSchema }>()({
    method: 'POST',
    path: '/auth/v1/provisioner/tenants',
    status: 201,
    access: manage,
  }),
  deprovisionTenant: op<{ params: typeof tenantParamsSchema; response: z.ZodNull }>()({
    method: 'DELETE',
    path: '/auth/v1/provisioner/tenants/:id',
    status: 204,
    access: manage,
  }),
  resetTenantPassword: op<{
    params: typeof tenantParamsSchema;
    response: typeof integrationCredentialsSchema;
  }>()({
    method: 'POST',
    path: '/auth/v1/provisioner/tenants/:id/passwordReset',
    status: 200,
    access: manage,
  }),
  getDcLocation: op<{ query: typeof dcLocationQuerySchema; response: typeof dcLocationSchema }>()({
    method: 'GET',
    path: '/apphub/v1/dclocation',
    status: 200,
    access: { orgPermission: 'tenants.read' },
  }),
});
