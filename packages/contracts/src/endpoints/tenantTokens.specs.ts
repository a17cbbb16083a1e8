import { z } from 'zod';
import { oauthErrorResponses } from '../apiClients/oauthServer.ts';
import { tenantParamsSchema } from '../tenants/tenantsApi.ts';
import {
  consentRequiredSchema,
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
import { tokenEndpointResponseSchema } from '../tenants/tokenEndpoint.ts';
import { endpointSpecs } from './endpoint.ts';
import { tenantTokensEndpoints } from './tenantTokens.ts';

const errors = [400, 401, 403, 404];
/**
 * The client authenticates with HTTP Basic, or with client_id and client_secret in the body, or (a
 * public client, or a user's refresh token) names itself with client_id alone: the body is OAuth's.
 */
const clientAuthentication: readonly Record<string, readonly string[]>[] = [{ clientSecretBasic: [] }, {}];

export const tenantTokensSpecs = /* @__PURE__ */ endpointSpecs(tenantTokensEndpoints, ['tenants'], {
  getTenantConfig: {
    summary: "A tenant's configuration: environment, data centre and the endpoints to call it",
    errors,
    schemas: { params: tenantParamsSchema, response: tenantConfigSchema },
  },
  connectTenant: {
    summary: 'A tenant token for the signed-in user (409 with the scopes to consent to first)',
    errors,
    otherResponses: { 409: consentRequiredSchema },
    schemas: { params: tenantParamsSchema, body: tenantConnectRequestSchema, response: tenantTokenSchema },
  },
  checkTenantConsent: {
    summary: 'The scopes a connect still needs the signed-in user to consent to (none: it connects at once)',
    errors,
    schemas: { params: tenantParamsSchema, response: tenantConsentCheckSchema },
  },
  issueToken: {
    summary:
      "The token endpoint: a refresh token for a new pair (RFC 6749 6), or an API client's credentials for its own token (RFC 6749 4.4)",
    // Its refusals are OAuth's (RFC 6749 5.2), in their own body.
    errors: [],
    otherResponses: oauthErrorResponses,
    security: clientAuthentication,
    schemas: { body: tenantTokenRequestSchema, response: tokenEndpointResponseSchema },
  },
  revokeToken: {
    summary:
      'Revokes a token and the tokens refreshed from it (RFC 7009): a client authenticates as for the token endpoint (a public one names itself with client_id) and revokes only its own tokens',
    errors: [],
    otherResponses: oauthErrorResponses,
    security: clientAuthentication,
    schemas: { body: tenantTokenRevokeSchema, response: tokenRevokedSchema },
  },
  listTenantConsents: {
    summary: "The signed-in user's consents on the company's tenants",
    errors,
    schemas: { response: tenantConsentsSchema },
  },
  grantTenantConsent: {
    summary: 'Consents to the portal using a tenant for the signed-in user with these scopes',
    errors,
    schemas: { body: tenantConsentRequestSchema, response: tenantConsentSchema },
  },
  withdrawTenantConsent: {
    summary: 'Withdraws a consent; the tenant tokens issued under it stop working at once',
    errors,
    schemas: { params: tenantParamsSchema, response: z.null() },
  },
});
