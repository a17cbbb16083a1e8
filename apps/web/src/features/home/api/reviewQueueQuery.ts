import { adminAppsEndpoints } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/http/api.ts';

/**
 * The reviewers' queue across every company (the admin apps list's `review=IN_REVIEW`), newest change
 * first: a reviewer's work is there, not in the company they happen to have selected.
 */
export function reviewQueueQueryOptions(length: number) {
  return queryOptions({
    queryKey: ['home', 'reviewQueue', length] as const,
    queryFn: ({ signal }) =>
      api(adminAppsEndpoints.listAdminApps, {
        query: { review: 'IN_REVIEW', sort: '-updatedAt', start: 0, length },
        signal,
      }),
  });
}
