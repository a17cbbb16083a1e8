import type { GraphqlChangelog } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http/httpClient.ts';

/** The sandbox GraphQL API's changelog: it changes only with a new release of the sandbox. */
export const graphqlChangelogQueryOptions = () =>
  queryOptions({
    queryKey: ['graphql-changelog'] as const,
    queryFn: ({ signal }) => http.get<GraphqlChangelog>('/sandbox/graphql/changelog', { signal }),
    staleTime: 10 * 60_000,
  });
