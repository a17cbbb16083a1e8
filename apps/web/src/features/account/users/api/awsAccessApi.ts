import { awsAccessEndpoints as endpoints } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/http/api.ts';
import { usersKeys } from './usersApi.ts';

// Under the company's people keys: a member's removal (which takes their grant with it) refreshes it too.
export const awsAccessKey = (org: string) => [...usersKeys.all(org), 'awsAccess'] as const;

// The page shows its own message for a failed grant or removal (docs/product/people.md PEOPLE-7).
const own = { excludeFromGlobalHandling: [400, 403, 404, 409, 500, 503] } as const;

export const awsAccessApi = {
  summary: (org: string, signal?: AbortSignal) => api(endpoints.getAwsAccess, { params: { org }, signal }),
  grant: (org: string, user: string) => api(endpoints.grantAwsAccess, { params: { org, user }, ...own }),
  remove: (org: string, user: string) => api(endpoints.removeAwsAccess, { params: { org, user }, ...own }),
};

export function awsAccessQueryOptions(org: string) {
  return queryOptions({
    queryKey: awsAccessKey(org),
    queryFn: ({ signal }) => awsAccessApi.summary(org, signal),
  });
}
