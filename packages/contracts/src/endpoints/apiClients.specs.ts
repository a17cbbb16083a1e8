import { z } from 'zod';
import {
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
import { apiClientsEndpoints } from './apiClients.ts';
import { endpointSpecs } from './endpoint.ts';

const errors = [400, 401, 403, 404, 409];
const params = apiClientParamsSchema;

export const apiClientsSpecs = /* @__PURE__ */ endpointSpecs(apiClientsEndpoints, ['api-clients'], {
  listApiClientScopes: {
    summary: 'The scopes an API client may be given: reading or writing one sandbox service',
    errors: [401],
    schemas: { response: scopeListSchema },
  },
  listApiClients: {
    summary:
      "The company's API clients with their credential health; owner=unassigned for those without an owner",
    errors,
    schemas: { query: apiClientListQuerySchema, response: apiClientListSchema },
  },
  createApiClient: {
    summary: 'Registers an API client; the answer holds its secret, shown this once',
    errors,
    schemas: { body: apiClientCreateSchema, response: apiClientWithSecretSchema },
  },
  listApiClientOwnerCandidates: {
    summary:
      'The members the caller may make a client owner, each with the portal scopes they may hold as one',
    errors,
    schemas: { response: apiClientOwnerCandidatesSchema },
  },
  getApiClient: {
    summary: 'One API client',
    errors,
    schemas: { params, response: apiClientSchema },
  },
  updateApiClient: {
    summary: "Changes a client's fields; tokens for tenants or scopes taken away stop working",
    errors,
    schemas: { params, body: apiClientUpdateSchema, response: apiClientSchema },
  },
  deleteApiClient: {
    summary: 'Deletes a client; its secrets and tokens stop working at once',
    errors,
    schemas: { params, response: z.null() },
  },
  rotateApiClientSecret: {
    summary: 'Rotates the secret: a new one (shown this once); the old ones work for overlapHours more',
    errors,
    schemas: { params, body: apiClientRotateSchema, response: apiClientWithSecretSchema },
  },
  revokeApiClientSecret: {
    summary: 'Revokes one secret at once',
    errors,
    schemas: { params: apiClientSecretParamsSchema, response: apiClientSchema },
  },
  setApiClientDisabled: {
    summary: 'Disables a client (no token, and every token it holds stops working) or enables it again',
    errors,
    schemas: { params, body: apiClientDisabledSchema, response: apiClientSchema },
  },
  listIntegrationRefreshTokens: {
    summary: "An integration client's refresh tokens, newest first",
    errors,
    schemas: { params, response: integrationRefreshTokenListSchema },
  },
  createIntegrationRefreshToken: {
    summary: "A refresh token for one of the client's tenants' integration system user, shown this once",
    errors,
    schemas: {
      params,
      body: integrationRefreshTokenCreateSchema,
      response: integrationRefreshTokenCreatedSchema,
    },
  },
  revokeIntegrationRefreshToken: {
    summary: 'Revokes an integration refresh token at once',
    errors,
    schemas: { params: integrationRefreshTokenParamsSchema, response: z.null() },
  },
});
