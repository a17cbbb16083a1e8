import type {
  ApiClient,
  ApiClientCreate,
  ApiClientList,
  ApiClientUpdate,
  ApiClientWithSecret,
  ClientConnections,
  ClientConsents,
  IntegrationRefreshToken,
  IntegrationRefreshTokenCreated,
  OrgMember,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
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
  members: (organizationId: string) => ['api-clients', organizationId, 'members'] as const,
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
    http.get<ClientConnections>(`${P}/${encodeURIComponent(id)}/connections`, { signal }),
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

/** The company's members, to choose an owner; a user who may not read them picks no owner. */
export const membersQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: apiClientKeys.members(organizationId),
    queryFn: ({ signal }) =>
      http.fetchAll<OrgMember>(`/auth/v1/organizations/${encodeURIComponent(organizationId)}/users`, {
        signal,
        excludeFromGlobalHandling: [403],
      }),
    staleTime: 60_000,
  });
