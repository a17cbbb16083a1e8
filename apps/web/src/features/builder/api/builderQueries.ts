import { queryOptions } from '@tanstack/react-query';
import { isHttpError } from '../../../lib/http/HttpError.ts';
import { builderApi } from './builderApi.ts';
import { builderKeys } from './keys.ts';

const noRetryOn404 = (failureCount: number, error: Error) =>
  !(isHttpError(error) && error.status === 404) && failureCount < 2;

export function draftQueryOptions(appId: string) {
  return queryOptions({
    queryKey: builderKeys.draft(appId),
    queryFn: ({ signal }) => builderApi.draft(appId, signal),
    retry: noRetryOn404,
    // The editor holds the user's typing; a background refetch must not replace it (saves answer the draft).
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/** The base version's text files, for the diff view: read when the diff is first opened. */
export function draftBaseQueryOptions(appId: string, baseVersionId: string | null) {
  return queryOptions({
    queryKey: [...builderKeys.base(appId), baseVersionId] as const,
    queryFn: ({ signal }) => builderApi.base(appId, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
