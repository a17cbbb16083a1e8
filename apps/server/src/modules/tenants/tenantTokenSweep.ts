import type { FastifyBaseLogger } from 'fastify';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { TenantTokensService } from './tenantTokens.service.ts';

export const TENANT_TOKEN_SWEEP_QUEUE = 'tenant-token-sweep';
/** Hourly: a row is useless once its refresh token expired, and nothing reads it after that. */
const SWEEP_CRON = '41 * * * *';

/** The scheduled job (pg-boss cron, one run per schedule across processes) that drops dead token rows. */
export function defineTenantTokenSweepJob(
  jobs: Jobs,
  tokens: Pick<TenantTokensService, 'sweep'>,
  logger: Pick<FastifyBaseLogger, 'info'>,
) {
  return jobs.define(
    TENANT_TOKEN_SWEEP_QUEUE,
    async () => {
      const removed = await tokens.sweep();
      if (removed > 0) logger.info({ removed }, 'removed expired tenant tokens');
      return { removed };
    },
    { cron: SWEEP_CRON, retryLimit: 2 },
  );
}
