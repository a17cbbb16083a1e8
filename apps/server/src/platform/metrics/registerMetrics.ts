import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';
import { registerHttpMetrics } from './httpMetrics.ts';
import { createPortalMetrics, type PortalMetrics } from './portalMetrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's Prometheus metrics; main.ts serves them on METRICS_PORT, modules observe into them. */
    metrics: PortalMetrics;
  }
}

/**
 * Metrics are always collected (an observe per response is all a request pays); they are served only
 * when METRICS_PORT is set (main.ts). Register before any route: a route takes the hooks that exist
 * when its plugin loads.
 */
export function registerMetrics(app: FastifyInstance, deps: Pick<Deps, 'database' | 'jobs'>): PortalMetrics {
  const metrics = createPortalMetrics(deps, (error) =>
    app.log.warn({ err: error }, 'metrics: could not read the job queues'),
  );
  registerHttpMetrics(app, metrics.http);
  app.decorate('metrics', metrics);
  return metrics;
}
