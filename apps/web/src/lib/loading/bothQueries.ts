import type { QueryLike } from './QueryState.tsx';

/**
 * Two queries a place shows together, as one for `QueryState`: loaded when both are, failed with the
 * first one's error, and Try again asks again for those that failed.
 */
export function bothQueries<A, B>(first: QueryLike<A>, second: QueryLike<B>): QueryLike<[A, B]> {
  return {
    data: first.data !== undefined && second.data !== undefined ? [first.data, second.data] : undefined,
    isPending: first.isPending || second.isPending,
    error: first.error ?? second.error,
    refetch: () => {
      if (first.error) void first.refetch();
      if (second.error) void second.refetch();
    },
  };
}
