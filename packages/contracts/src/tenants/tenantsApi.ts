import { z } from 'zod';
import { environmentSchema } from '../apps/appEnumSchemas.ts';
import { regionSchema } from '../identity/regions.ts';
import { pagedSchema, pageQuerySchema } from '../paging.ts';

/** A tenant's name: what deploy and the registry name a tenant by. */
export const tenantNameSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_-]{0,62}$/, 'Tenant is 1-63 lowercase letters, digits, - or _.');

/**
 * One of a company's tenants (GET /auth/v1/organizations/{org}/tenants, docs/product/tenants.md TENANTS-1). A
 * tenant is of one environment, the same environments a version moves through (contracts apps/lifecycle.ts),
 * and its name is unique in the company.
 */
export const tenantSchema = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  name: tenantNameSchema,
  environment: environmentSchema,
  createdAt: z.iso.datetime(),
});
export type Tenant = z.infer<typeof tenantSchema>;

/** Sorted by name, in pages of at most 100 like the company's other lists. */
export const tenantListQuerySchema = pageQuerySchema;
export const tenantsPageSchema = pagedSchema(tenantSchema);
export const tenantParamsSchema = z.object({ id: z.uuid() });
export type TenantsPage = z.infer<typeof tenantsPageSchema>;

/** POST /auth/v1/provisioner/tenants: a new development tenant of the company. */
export const provisionTenantRequestSchema = z.object({ name: tenantNameSchema });

/** The tenant's integration user with its new password, shown once (it is stored hashed). */
export const integrationCredentialsSchema = z.object({ username: z.string(), password: z.string() });
export type IntegrationCredentials = z.infer<typeof integrationCredentialsSchema>;

/** GET /apphub/v1/dclocation?tenant: the data centre one of the company's tenants runs in. */
export const dcLocationQuerySchema = z.object({ tenant: tenantNameSchema });
export const dcLocationSchema = z.object({
  tenant: tenantNameSchema,
  region: regionSchema,
  dataCenter: z.string(),
});
export type DcLocation = z.infer<typeof dcLocationSchema>;
