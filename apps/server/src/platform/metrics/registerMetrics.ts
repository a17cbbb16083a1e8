import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';
import { createPortalMetrics, type PortalMetrics } from './portalMetrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's Prometheus metrics; main.ts serves them on METRICS_PORT, modules observe into them. */
    metrics: PortalMetrics;
  }
}

/**
 * Metrics are always collected (an observe per response is all a request pays, in the platform's
 * onResponse hook: requestHooks.ts); they are served only when METRICS_PORT is set (main.ts).
 */
export function registerMetrics(app: FastifyInstance, deps: Pick<Deps, 'database' | 'jobs'>): PortalMetrics {
  const metrics = createPortalMetrics(deps, (error) =>
    app.log.warn({ err: error }, 'metrics: could not read the job queues'),
  );
  app.decorate('metrics', metrics);
  return metrics;
}
