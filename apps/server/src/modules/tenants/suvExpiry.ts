import type { FastifyBaseLogger } from 'fastify';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { SuvsService } from './suvs.service.ts';

export const SUV_EXPIRY_QUEUE = 'suv-expiry';
/** Every five minutes: an expired SUV is gone within five minutes of its expiry. */
const EXPIRY_CRON = '*/5 * * * *';

/** The scheduled job (pg-boss cron, one run per schedule across processes) that removes expired SUVs. */
export function defineSuvExpiryJob(
  jobs: Jobs,
  suvs: Pick<SuvsService, 'removeExpired'>,
  logger: Pick<FastifyBaseLogger, 'info'>,
) {
  return jobs.define(
    SUV_EXPIRY_QUEUE,
    async () => {
      const removed = await suvs.removeExpired();
      if (removed.length > 0) logger.info({ tenants: removed }, 'removed expired SUVs');
      return { removed };
    },
    { cron: EXPIRY_CRON, retryLimit: 2 },
  );
}
