import {
  type ApiClientCreate,
  type ApiClientUpdate,
  apiClientsEndpoints,
  clientConsentsEndpoints,
  integrationsEndpoints,
} from '@portal/contracts';
import { api } from '../../../lib/http/api.ts';

/** The forms show the server's refusals (a bad redirect URI, a name in use) where they happen. */
const own = { excludeFromGlobalHandling: [400, 403, 404, 409] };

/** API clients (docs/identity-api.md, identity v2 clients): secrets come only in create and rotate. */
export const apiClientsApi = {
  list: (unassigned: boolean, signal?: AbortSignal) =>
    api(apiClientsEndpoints.listApiClients, { query: unassigned ? { owner: 'unassigned' } : {}, signal }),
  get: (id: string, signal?: AbortSignal) =>
    api(apiClientsEndpoints.getApiClient, { params: { id }, signal, excludeFromGlobalHandling: [404] }),
  ownerCandidates: (signal?: AbortSignal) =>
    api(apiClientsEndpoints.listApiClientOwnerCandidates, { signal, excludeFromGlobalHandling: [403] }),
  create: (body: ApiClientCreate) => api(apiClientsEndpoints.createApiClient, { body, ...own }),
  update: (id: string, body: ApiClientUpdate) =>
    api(apiClientsEndpoints.updateApiClient, { params: { id }, body, ...own }),
  remove: (id: string) => api(apiClientsEndpoints.deleteApiClient, { params: { id }, ...own }),
  rotate: (id: string, overlapHours: number) =>
    api(apiClientsEndpoints.rotateApiClientSecret, { params: { id }, body: { overlapHours }, ...own }),
  setDisabled: (id: string, disabled: boolean) =>
    api(apiClientsEndpoints.setApiClientDisabled, { params: { id }, body: { disabled }, ...own }),
  refreshTokens: (id: string, signal?: AbortSignal) =>
    api(apiClientsEndpoints.listIntegrationRefreshTokens, { params: { id }, signal }),
  generateRefreshToken: (id: string, tenantId: string) =>
    api(apiClientsEndpoints.createIntegrationRefreshToken, { params: { id }, body: { tenantId }, ...own }),
  revokeRefreshToken: (id: string, tokenId: string) =>
    api(apiClientsEndpoints.revokeIntegrationRefreshToken, { params: { id, tokenId }, ...own }),
  consents: (id: string, signal?: AbortSignal) =>
    api(clientConsentsEndpoints.listApiClientConsents, { params: { id }, signal }),
  connections: (id: string, signal?: AbortSignal) =>
    api(integrationsEndpoints.listClientConnections, { params: { id }, signal }),
  withdrawConsent: (id: string, consentId: string) =>
    api(clientConsentsEndpoints.withdrawClientConsent, { params: { id, consentId }, ...own }),
  revokeSecret: (id: string, secretId: string) =>
    api(apiClientsEndpoints.revokeApiClientSecret, { params: { id, secretId }, ...own }),
};
