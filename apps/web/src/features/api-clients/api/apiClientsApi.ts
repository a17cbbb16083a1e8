import {
  type ApiClientCreate,
  type ApiClientUpdate,
  apiClientsEndpoints,
  clientConsentsEndpoints,
  integrationsEndpoints,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/http/api.ts';

/** The forms show the server's refusals (a bad redirect URI, a name in use) where they happen. */
const own = { excludeFromGlobalHandling: [400, 403, 404, 409] };

export const apiClientKeys = {
  all: (organizationId: string) => ['api-clients', organizationId] as const,
  list: (organizationId: string, unassigned: boolean) =>
    [...apiClientKeys.all(organizationId), 'list', unassigned] as const,
  client: (organizationId: string, id: string) =>
    [...apiClientKeys.all(organizationId), 'client', id] as const,
  owners: (organizationId: string) => [...apiClientKeys.all(organizationId), 'owners'] as const,
  refreshTokens: (organizationId: string, id: string) =>
    [...apiClientKeys.all(organizationId), 'refreshTokens', id] as const,
  consents: (organizationId: string, id: string) =>
    [...apiClientKeys.all(organizationId), 'consents', id] as const,
  connections: (organizationId: string, id: string) =>
    [...apiClientKeys.all(organizationId), 'connections', id] as const,
};

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

export const apiClientListQueryOptions = (organizationId: string, unassigned: boolean) =>
  queryOptions({
    queryKey: apiClientKeys.list(organizationId, unassigned),
    queryFn: ({ signal }) => apiClientsApi.list(unassigned, signal),
  });

export const apiClientQueryOptions = (organizationId: string, id: string) =>
  queryOptions({
    queryKey: apiClientKeys.client(organizationId, id),
    queryFn: ({ signal }) => apiClientsApi.get(id, signal),
  });

/**
 * The members this user may make a client's owner, with the portal scopes each may hold (issue 34 row 11):
 * the form offers only them, and a client whose owner is not among them is not this user's to change. A
 * user who may not manage clients gets a 403 and picks no owner.
 */
export const ownerCandidatesQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: apiClientKeys.owners(organizationId),
    queryFn: ({ signal }) => apiClientsApi.ownerCandidates(signal),
    staleTime: 60_000,
  });
