import type { Jobs } from '../../platform/jobs/jobs.ts';

export const PROMOTION_EXPIRY_QUEUE = 'promotion-request-expiry';
/** Every five minutes: a request's seven days need no finer end than that, and approving checks the time itself. */
const EXPIRY_CRON = '*/5 * * * *';

/**
 * The durable cron job (pg-boss) that ends open requests past their time: one tick across every process
 * (jobs.ts cronSendOptions), and each request ended by one conditional update, so never twice.
 */
export function definePromotionExpiryJob(jobs: Jobs, expire: () => Promise<number>) {
  return jobs.define(PROMOTION_EXPIRY_QUEUE, async () => ({ expired: await expire() }), {
    cron: EXPIRY_CRON,
    // A missed tick is not worth a retry: the next one ends what is still past its time.
    retryLimit: 0,
    expireInSeconds: 300,
  });
}
