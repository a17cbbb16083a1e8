import type { FastifyBaseLogger } from 'fastify';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { SuvsService } from './suvs.service.ts';
import type { TenantTokensService } from './tenantTokens.service.ts';

export const TENANT_TOKEN_SWEEP_QUEUE = 'tenant-token-sweep';
export const SUV_EXPIRY_QUEUE = 'suv-expiry';

/**
 * The tenants module's scheduled clean-ups (pg-boss cron: one run per schedule across processes):
 * hourly, token rows whose refresh token expired (nothing can use them); every five minutes, SUVs past
 * their expiry with their tenant and everything on it.
 */
export function defineTenantCleanupJobs(
  jobs: Jobs,
  services: { tokens: Pick<TenantTokensService, 'sweep'>; suvs: Pick<SuvsService, 'removeExpired'> },
  logger: Pick<FastifyBaseLogger, 'info'>,
) {
  const options = { retryLimit: 2 };
  jobs.define(
    TENANT_TOKEN_SWEEP_QUEUE,
    async () => {
      const removed = await services.tokens.sweep();
      if (removed > 0) logger.info({ removed }, 'removed expired tenant tokens');
      return { removed };
    },
    { ...options, cron: '41 * * * *' },
  );
  jobs.define(
    SUV_EXPIRY_QUEUE,
    async () => {
      const removed = await services.suvs.removeExpired();
      if (removed.length > 0) logger.info({ tenants: removed }, 'removed expired SUVs');
      return { removed };
    },
    { ...options, cron: '*/5 * * * *' },
  );
}
