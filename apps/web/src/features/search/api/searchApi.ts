import { type SearchFilter, searchEndpoints } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/http/api.ts';

export type SearchParams = { q: string; filter: SearchFilter; start: number; length: number };

export const searchKeys = {
  all: ['search'] as const,
  // The company is part of the key: its apps are in the answer.
  query: (params: SearchParams, organizationId: string | null) =>
    [...searchKeys.all, organizationId, params] as const,
};

/** v2: the hits and each kind's count, for the filters. */
export const searchApi = {
  search: (params: SearchParams, signal?: AbortSignal) =>
    api(searchEndpoints.search, {
      query: { q: params.q, filter: params.filter, start: params.start, length: params.length },
      signal,
    }),
};

export const searchQueryOptions = (params: SearchParams, organizationId: string | null) =>
  queryOptions({
    queryKey: searchKeys.query(params, organizationId),
    queryFn: ({ signal }) => searchApi.search(params, signal),
    enabled: params.q.trim() !== '',
    staleTime: 30_000,
  });
