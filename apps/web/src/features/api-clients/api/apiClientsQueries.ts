import { queryOptions } from '@tanstack/react-query';
import { apiClientsApi } from './apiClientsApi.ts';
import { apiClientKeys } from './keys.ts';

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
 * The members this user may make a client's owner, with the portal scopes each may hold:
 * the form offers only them, and a client whose owner is not among them is not this user's to change. A
 * user who may not manage clients gets a 403 and picks no owner.
 */
export const ownerCandidatesQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: apiClientKeys.owners(organizationId),
    queryFn: ({ signal }) => apiClientsApi.ownerCandidates(signal),
    staleTime: 60_000,
  });

export const clientConsentsQueryOptions = (organizationId: string, id: string) =>
  queryOptions({
    queryKey: apiClientKeys.consents(organizationId, id),
    queryFn: ({ signal }) => apiClientsApi.consents(id, signal),
  });

export const refreshTokensQueryOptions = (organizationId: string, id: string) =>
  queryOptions({
    queryKey: apiClientKeys.refreshTokens(organizationId, id),
    queryFn: ({ signal }) => apiClientsApi.refreshTokens(id, signal),
  });

export const clientConnectionsQueryOptions = (organizationId: string, id: string) =>
  queryOptions({
    queryKey: apiClientKeys.connections(organizationId, id),
    queryFn: ({ signal }) => apiClientsApi.connections(id, signal),
  });
