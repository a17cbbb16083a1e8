import { builderEndpoints } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/http/api.ts';
import { http } from '../../../../lib/http/httpClient.ts';
import { builderKeys } from '../../api/keys.ts';

/** Under the builder's keys: a draft saved anywhere in the builder invalidates the overview with it. */
export const studioKeys = {
  all: [...builderKeys.all, 'studio'] as const,
  overview: (organizationId: string) => [...studioKeys.all, organizationId] as const,
};

/** The company's apps with the collections of the user's draft of each (one call, not one per app). */
export function studioOverviewQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: studioKeys.overview(organizationId),
    queryFn: ({ signal }) => api(builderEndpoints.getStudioOverview, { signal }),
  });
}

/**
 * The root fields of the sandbox's GraphQL schema, read from the SDL it serves (public, no token);
 * graphql-js, which reads it, is loaded only here.
 */
export const graphqlSdlQueryOptions = (tenant: string) =>
  queryOptions({
    queryKey: [...studioKeys.all, 'graphql-sdl', tenant] as const,
    queryFn: async () => {
      const answer = await http.raw('GET', `/sandbox/${encodeURIComponent(tenant)}/graphql/schema.graphql`, {
        headers: {},
      });
      if (answer.status !== 200) throw new Error(`${answer.status}`);
      const { graphqlOperations } = await import('../graphqlOperations.ts');
      return graphqlOperations(answer.body);
    },
    staleTime: 10 * 60_000,
  });
