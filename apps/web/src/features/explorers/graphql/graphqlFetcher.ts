import { graphqlHeaders } from '@portal/contracts';
import { http } from '../../../lib/http/httpClient.ts';

type GraphqlParams = { query: string; operationName?: string | null; variables?: unknown };

/**
 * GraphiQL's fetcher on the portal's http client (docs/architecture.md, One HTTP client): the tenant's
 * GraphQL endpoint with the user's tenant token, which GraphiQL never sees or stores.
 */
export function sandboxGraphqlFetcher(tenant: string, accessToken: string) {
  return async (params: GraphqlParams) => {
    const answer = await http.raw('POST', `/sandbox/${encodeURIComponent(tenant)}/graphql`, {
      headers: { authorization: `Bearer ${accessToken}`, ...graphqlHeaders },
      body: JSON.stringify(params),
    });
    try {
      return JSON.parse(answer.body) as Record<string, unknown>;
    } catch {
      return { errors: [{ message: `${answer.status} ${answer.statusText}: ${answer.body.slice(0, 200)}` }] };
    }
  };
}
