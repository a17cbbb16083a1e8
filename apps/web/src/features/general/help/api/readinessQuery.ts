import { healthEndpoints, type Readiness, readinessSchema } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/http/api.ts';

async function fetchReadiness(): Promise<Readiness> {
  try {
    return readinessSchema.parse(
      await api(healthEndpoints.getReadiness, { excludeFromGlobalHandling: true }),
    );
  } catch {
    // /readyz answers 503 with a body when the database does not; any failure reads as unavailable.
    return { status: 'unavailable', database: 'postgres' };
  }
}

export const readinessKeys = { all: ['readyz'] as const };

/** The portal's own health, from its readiness probe, checked again every minute. */
export function readinessQueryOptions() {
  return queryOptions({ queryKey: readinessKeys.all, queryFn: fetchReadiness, refetchInterval: 60_000 });
}
