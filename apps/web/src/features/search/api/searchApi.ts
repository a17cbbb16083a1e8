import type { SearchFilter, SearchResultV2 } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http/httpClient.ts';

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
    http.get<SearchResultV2>('/sub-api/v2/search', {
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
