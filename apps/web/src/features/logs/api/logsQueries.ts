import { isLogArchivePending, type LogSearchRequest } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { logsKeys } from './keys.ts';
import { logsApi } from './logsApi.ts';

export function logSearchQueryOptions(request: LogSearchRequest) {
  return queryOptions({
    queryKey: logsKeys.search(request),
    queryFn: ({ signal }) => logsApi.search(request, signal),
    // A search names its own range: the same key is the same answer until the user searches again.
    staleTime: Number.POSITIVE_INFINITY,
    // A bad filter or range will not get better by asking again.
    retry: false,
  });
}

export function logSchemasQueryOptions() {
  // The columns are part of the server's build: read once per session.
  return queryOptions({
    queryKey: logsKeys.schemas(),
    queryFn: ({ signal }) => logsApi.schemas(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function logSuggestionsQueryOptions(column: string, prefix: string, appId: string | undefined) {
  return queryOptions({
    queryKey: logsKeys.suggestions(column, prefix, appId),
    queryFn: ({ signal }) => logsApi.suggestions(column, prefix, appId, signal),
    staleTime: 60_000,
    retry: false,
  });
}

export function logPresetsQueryOptions() {
  return queryOptions({
    queryKey: logsKeys.presets(),
    queryFn: ({ signal }) => logsApi.presets(signal),
  });
}

/** The company's archives; asked again every 2 s while one is still being written. */
export function logArchivesQueryOptions() {
  return queryOptions({
    queryKey: logsKeys.archives(),
    queryFn: ({ signal }) => logsApi.archives(signal),
    refetchInterval: (query) =>
      query.state.data?.data.some((archive) => isLogArchivePending(archive.status)) ? 2_000 : false,
  });
}
