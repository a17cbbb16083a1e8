import type { AdminApp, Paged } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http/httpClient.ts';

/**
 * The reviewers' queue across every company (the admin apps list's `review=IN_REVIEW`), newest change
 * first: a reviewer's work is there, not in the company they happen to have selected.
 */
export function reviewQueueQueryOptions(length: number) {
  return queryOptions({
    queryKey: ['home', 'reviewQueue', length] as const,
    queryFn: ({ signal }) =>
      http.get<Paged<AdminApp>>('/apphub/v1/admin/apps', {
        query: { review: 'IN_REVIEW', sort: '-updatedAt', start: 0, length },
        signal,
      }),
  });
}
