import type { z } from 'zod';
import type { tenantParamsSchema } from '../tenants/tenantsApi.ts';
import type {
  tenantConfigSchema,
  tenantConnectRequestSchema,
  tenantConsentCheckSchema,
  tenantConsentRequestSchema,
  tenantConsentSchema,
  tenantConsentsSchema,
  tenantTokenRequestSchema,
  tenantTokenRevokeSchema,
  tenantTokenSchema,
  tokenRevokedSchema,
} from '../tenants/tenantTokens.ts';
import type { tokenEndpointResponseSchema } from '../tenants/tokenEndpoint.ts';
import { endpointTable, op } from './endpoint.ts';

/** Tenants belong to the company the request acts on (x-organization-id); reading them is enough to call them. */
const caller = { orgPermission: 'tenants.read' } as const;

/**
 * Tenant configuration, consents and tenant tokens (identity v1 tenantConfig and token, v2 consents;
 * docs/product/tenants.md TENANTS-3). The token endpoint and revocation are OAuth endpoints a developer's own
 * code calls with a client's credentials or a refresh token alone: public, each checking its own proof.
 */
export const tenantTokensEndpoints = /* @__PURE__ */ endpointTable({
  getTenantConfig: op<{ params: typeof tenantParamsSchema; response: typeof tenantConfigSchema }>()({
    method: 'GET',
    path: '/auth/v1/tenantConfig/:id',
    status: 200,
    access: caller,
  }),
  connectTenant: op<{
    params: typeof tenantParamsSchema;
    body: typeof tenantConnectRequestSchema;
    response: typeof tenantTokenSchema;
  }>()({
    method: 'POST',
    path: '/auth/v1/tenants/:id/connect',
    status: 200,
    access: caller,
  }),
  checkTenantConsent: op<{ params: typeof tenantParamsSchema; response: typeof tenantConsentCheckSchema }>()({
    method: 'GET',
    path: '/auth/v1/tenants/:id/consentCheck',
    status: 200,
    access: caller,
  }),
  // Portal scopes get a portal token (docs/decisions/cli-portal-tokens.md).
  issueToken: op<{
    body: typeof tenantTokenRequestSchema;
    response: typeof tokenEndpointResponseSchema;
  }>()({
    method: 'POST',
    path: '/auth/v1/token',
    status: 200,
    access: 'public',
  }),
  revokeToken: op<{ body: typeof tenantTokenRevokeSchema; response: typeof tokenRevokedSchema }>()({
    method: 'POST',
    path: '/auth/v1/token/revoke',
    status: 200,
    access: 'public',
  }),
  listTenantConsents: op<{ response: typeof tenantConsentsSchema }>()({
    method: 'GET',
    path: '/auth/v2/consents',
    status: 200,
    access: caller,
  }),
  grantTenantConsent: op<{ body: typeof tenantConsentRequestSchema; response: typeof tenantConsentSchema }>()(
    {
      method: 'POST',
      path: '/auth/v2/consents',
      status: 201,
      access: caller,
    },
  ),
  withdrawTenantConsent: op<{ params: typeof tenantParamsSchema; response: z.ZodNull }>()({
    method: 'DELETE',
    path: '/auth/v2/consents/:id',
    status: 204,
    access: caller,
  }),
});
