import { queryOptions } from '@tanstack/react-query';
import { catalogApi } from './catalogApi.ts';
import { catalogKeys } from './keys.ts';

// The samples ship with the server: they change only when staff publish or withdraw one.
const staleTime = 5 * 60_000;

export function catalogListQueryOptions(q: string) {
  return queryOptions({
    queryKey: catalogKeys.list(q),
    queryFn: ({ signal }) => catalogApi.list(q, signal),
    staleTime,
  });
}

export function catalogEntryQueryOptions(entry: string) {
  return queryOptions({
    queryKey: catalogKeys.entry(entry),
    queryFn: ({ signal }) => catalogApi.entry(entry, signal),
    staleTime,
    retry: false,
  });
}

export function catalogCodeQueryOptions(entry: string) {
  return queryOptions({
    queryKey: catalogKeys.code(entry),
    queryFn: ({ signal }) => catalogApi.code(entry, signal),
    staleTime,
    retry: false,
  });
}

export function adminCatalogQueryOptions() {
  return queryOptions({
    queryKey: catalogKeys.adminList(),
    queryFn: ({ signal }) => catalogApi.adminList(signal),
  });
}
