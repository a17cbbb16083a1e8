import type { AwsAccessGrant, AwsAccessSummary } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../../lib/http/httpClient.ts';
import { usersKeys } from './usersApi.ts';

// Under the company's people keys: a member's removal (which takes their grant with it) refreshes it too.
export const awsAccessKey = (org: string) => [...usersKeys.all(org), 'awsAccess'] as const;

const account = (org: string, user: string) =>
  `/auth/v1/bridgenbus/organizations/${org}/users/${user}/awsAccount`;
// The page shows its own message for a failed grant or removal (SPEC.md 8).
const own = { excludeFromGlobalHandling: [400, 403, 404, 409, 500, 503] } as const;

export const awsAccessApi = {
  summary: (org: string, signal?: AbortSignal) =>
    http.get<AwsAccessSummary>(`/auth/v1/bridgenbus/organizations/${org}/awsAccounts`, { signal }),
  grant: (org: string, user: string) => http.put<AwsAccessGrant>(account(org, user), undefined, own),
  remove: (org: string, user: string) => http.delete(account(org, user), own),
};

export function awsAccessQueryOptions(org: string) {
  return queryOptions({
    queryKey: awsAccessKey(org),
    queryFn: ({ signal }) => awsAccessApi.summary(org, signal),
  });
}
