import { logsEndpoints } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/http/api.ts';

/**
 * GET /observability/v1/logs/earliest-date: the oldest log line, shown beside a range picker as the
 * earliest date worth choosing. Under the logs feature's key prefix, so what invalidates the logs
 * invalidates it too.
 */
export function earliestLogDateQueryOptions(appId: string | undefined) {
  return queryOptions({
    queryKey: ['logs', 'earliestDate', appId ?? null] as const,
    queryFn: ({ signal }) =>
      // Only a hint: a user without logs.read (the analytics pages need only analytics.read) just does
      // not see it, rather than being sent to the forbidden page.
      api(logsEndpoints.getEarliestLogDate, {
        excludeFromGlobalHandling: [403],
        query: { appId },
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}
