import { deployEndpoints } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/http/api.ts';
import { appsKeys } from '../../../console-apps/index.ts';

/**
 * An app's deploys to one tenant, newest first (GET /aos/v1/deploy/history). Keyed under the app's
 * registry, so a deploy (which refreshes the registry) refreshes the history too.
 */
export function deployHistoryQueryOptions(referenceId: string, tenant: string) {
  return queryOptions({
    queryKey: [...appsKeys.registry(referenceId), 'history', tenant] as const,
    queryFn: ({ signal }) =>
      api(deployEndpoints.listDeployHistory, {
        query: { referenceId, tenant },
        signal,
      }),
  });
}
