import { apiClientsEndpoints, type TokenEndpointAnswer } from '@portal/contracts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/http/api.ts';
import { http } from '../../../../lib/http/httpClient.ts';
import type { MutationEvents } from '../../../../lib/query/mutationEvents.ts';
import { sandboxKeys } from './sandboxKeys.ts';

/** The company's API clients, to pick one to call as; a user who may not read them gets none (403). */
export const explorerClientsQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: sandboxKeys.explorerClients(organizationId),
    queryFn: ({ signal }) =>
      api(apiClientsEndpoints.listApiClients, { signal, excludeFromGlobalHandling: [403] }),
  });

type Exchange = { clientId: string; secret: string; tenant: string };

/**
 * A client credentials token for the tenant, asked for as the client's own code would: the secret in
 * HTTP Basic, a form body, and no cookie of the portal with it (`http.raw`). Nothing is kept.
 */
export function useClientTokenMutation(events?: MutationEvents<TokenEndpointAnswer, Exchange>) {
  return useMutation({
    ...events,
    mutationFn: async ({ clientId, secret, tenant }: Exchange) => {
      const answer = await http.raw('POST', '/auth/v1/token', {
        headers: {
          authorization: `Basic ${btoa(`${clientId}:${secret}`)}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ grant_type: 'client_credentials', tenant }).toString(),
      });
      const body = JSON.parse(answer.body) as TokenEndpointAnswer & { message?: string };
      if (answer.status !== 200) throw new Error(body.message ?? `${answer.status}`);
      return body;
    },
  });
}
