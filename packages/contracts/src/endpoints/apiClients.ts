import type { z } from 'zod';
import type {
  apiClientCreateSchema,
  apiClientDisabledSchema,
  apiClientListQuerySchema,
  apiClientListSchema,
  apiClientOwnerCandidatesSchema,
  apiClientParamsSchema,
  apiClientRotateSchema,
  apiClientSchema,
  apiClientSecretParamsSchema,
  apiClientUpdateSchema,
  apiClientWithSecretSchema,
  integrationRefreshTokenCreatedSchema,
  integrationRefreshTokenCreateSchema,
  integrationRefreshTokenListSchema,
  integrationRefreshTokenParamsSchema,
  scopeListSchema,
} from '../apiClients/apiClients.ts';
import { endpointTable, op } from './endpoint.ts';

/** Reading a client needs clients.read in the company of the x-organization-id header. */
const reader = { orgPermission: 'clients.read' } as const;
/** Changing one needs clients.manage there; a system client needs the provider's admin.portal too (the handler's check). */
const manager = { orgPermission: 'clients.manage' } as const;
type Client = { params: typeof apiClientParamsSchema };

/**
 * A company's API clients (identity v2 clients), their secrets and an integration client's refresh
 * tokens. A secret or a token is in the answer of the call that makes it only, never again.
 */
export const apiClientsEndpoints = /* @__PURE__ */ endpointTable({
  listApiClientScopes: op<{ response: typeof scopeListSchema }>()({
    method: 'GET',
    path: '/auth/v1/scopes',
    status: 200,
    access: 'session',
  }),
  listApiClients: op<{ query: typeof apiClientListQuerySchema; response: typeof apiClientListSchema }>()({
    method: 'GET',
    path: '/auth/v2/clients',
    status: 200,
    access: reader,
  }),
  createApiClient: op<{ body: typeof apiClientCreateSchema; response: typeof apiClientWithSecretSchema }>()({
    method: 'POST',
    path: '/auth/v2/clients',
    status: 201,
    access: manager,
  }),
  listApiClientOwnerCandidates: op<{ response: typeof apiClientOwnerCandidatesSchema }>()({
    method: 'GET',
    path: '/auth/v2/clients/owners',
    status: 200,
    access: manager,
  }),
  getApiClient: op<Client & { response: typeof apiClientSchema }>()({
    method: 'GET',
    path: '/auth/v2/clients/:id',
    status: 200,
    access: reader,
  }),
  updateApiClient: op<Client & { body: typeof apiClientUpdateSchema; response: typeof apiClientSchema }>()({
    method: 'PUT',
    path: '/auth/v2/clients/:id',
    status: 200,
    access: manager,
  }),
  deleteApiClient: op<Client & { response: z.ZodNull }>()({
    method: 'DELETE',
    path: '/auth/v2/clients/:id',
    status: 204,
    access: manager,
  }),
  rotateApiClientSecret: op<
    Client & { body: typeof apiClientRotateSchema; response: typeof apiClientWithSecretSchema }
  >()({
    method: 'POST',
    path: '/auth/v2/clients/:id/secrets',
    status: 201,
    access: manager,
  }),
  revokeApiClientSecret: op<{
    params: typeof apiClientSecretParamsSchema;
    response: typeof apiClientSchema;
  }>()({
    method: 'DELETE',
    path: '/auth/v2/clients/:id/secrets/:secretId',
    status: 200,
    access: manager,
  }),
  setApiClientDisabled: op<
    Client & { body: typeof apiClientDisabledSchema; response: typeof apiClientSchema }
  >()({
    method: 'PUT',
    path: '/auth/v2/clients/:id/disabled',
    status: 200,
    access: manager,
  }),
  listIntegrationRefreshTokens: op<Client & { response: typeof integrationRefreshTokenListSchema }>()({
    method: 'GET',
    path: '/auth/v2/clients/:id/refreshTokens',
    status: 200,
    access: reader,
  }),
  createIntegrationRefreshToken: op<
    Client & {
      body: typeof integrationRefreshTokenCreateSchema;
      response: typeof integrationRefreshTokenCreatedSchema;
    }
  >()({
    method: 'POST',
    path: '/auth/v2/clients/:id/refreshTokens',
    status: 201,
    access: manager,
  }),
  revokeIntegrationRefreshToken: op<{
    params: typeof integrationRefreshTokenParamsSchema;
    response: z.ZodNull;
  }>()({
    method: 'DELETE',
    path: '/auth/v2/clients/:id/refreshTokens/:tokenId',
    status: 204,
    access: manager,
  }),
});
