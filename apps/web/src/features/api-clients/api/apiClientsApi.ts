import {
  type ApiClient,
  type ApiClientCreate,
  type ApiClientList,
  type ApiClientOwnerCandidates,
  type ApiClientUpdate,
  type ApiClientWithSecret,
  type ClientConsents,
  type IntegrationRefreshToken,
  type IntegrationRefreshTokenCreated,
  integrationsEndpoints,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/http/api.ts';
import { http } from '../../../lib/http/httpClient.ts';

/** The forms show the server's refusals (a bad redirect URI, a name in use) where they happen. */
const own = { excludeFromGlobalHandling: [400, 403, 404, 409] };
const P = '/auth/v2/clients';

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
    http.get<ApiClientList>(P, { query: unassigned ? { owner: 'unassigned' } : {}, signal }),
  get: (id: string, signal?: AbortSignal) =>
    http.get<ApiClient>(`${P}/${encodeURIComponent(id)}`, { signal, excludeFromGlobalHandling: [404] }),
  create: (body: ApiClientCreate) => http.post<ApiClientWithSecret>(P, body, own),
  update: (id: string, body: ApiClientUpdate) =>
    http.put<ApiClient>(`${P}/${encodeURIComponent(id)}`, body, own),
  remove: (id: string) => http.delete<null>(`${P}/${encodeURIComponent(id)}`, own),
  rotate: (id: string, overlapHours: number) =>
    http.post<ApiClientWithSecret>(`${P}/${encodeURIComponent(id)}/secrets`, { overlapHours }, own),
  setDisabled: (id: string, disabled: boolean) =>
    http.put<ApiClient>(`${P}/${encodeURIComponent(id)}/disabled`, { disabled }, own),
  refreshTokens: (id: string, signal?: AbortSignal) =>
    http.get<{ data: IntegrationRefreshToken[] }>(`${P}/${encodeURIComponent(id)}/refreshTokens`, { signal }),
  generateRefreshToken: (id: string, tenantId: string) =>
    http.post<IntegrationRefreshTokenCreated>(
      `${P}/${encodeURIComponent(id)}/refreshTokens`,
      { tenantId },
      own,
    ),
  revokeRefreshToken: (id: string, tokenId: string) =>
    http.delete<null>(`${P}/${encodeURIComponent(id)}/refreshTokens/${encodeURIComponent(tokenId)}`, own),
  consents: (id: string, signal?: AbortSignal) =>
    http.get<ClientConsents>(`${P}/${encodeURIComponent(id)}/consents`, { signal }),
  connections: (id: string, signal?: AbortSignal) =>
    api(integrationsEndpoints.listClientConnections, { params: { id }, signal }),
  withdrawConsent: (id: string, consentId: string) =>
    http.delete<null>(`${P}/${encodeURIComponent(id)}/consents/${encodeURIComponent(consentId)}`, own),
  revokeSecret: (id: string, secretId: string) =>
    http.delete<ApiClient>(`${P}/${encodeURIComponent(id)}/secrets/${encodeURIComponent(secretId)}`, own),
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
    queryFn: ({ signal }) =>
      http.get<ApiClientOwnerCandidates>(`${P}/owners`, { signal, excludeFromGlobalHandling: [403] }),
    staleTime: 60_000,
  });
