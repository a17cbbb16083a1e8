import type { FastifyReply, FastifyRequest } from 'fastify';
import { Histogram, type Registry } from 'prom-client';

/** The route label of a request no route matched (the not-found handler): one value, whatever the path. */
export const UNMATCHED_ROUTE = 'unmatched';

/** 2xx, 4xx ...: the class keeps the label set small; the logs have the exact status. */
export function statusClassOf(statusCode: number): string {
  if (!(statusCode >= 100 && statusCode <= 599)) return 'other';
  return `${Math.floor(statusCode / 100)}xx`;
}

/**
 * The route pattern (`/apphub/v1/apps/:appId`), never the raw URL: ids and query strings in a label
 * would make one time series per request.
 */
export function routeLabelOf(routeUrl: string | undefined): string {
  return routeUrl || UNMATCHED_ROUTE;
}

export function httpDurationHistogram(registry: Registry): Histogram<'method' | 'route' | 'status_class'> {
  return new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time from request received to response sent, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'],
    // From a cached read to a slow log search (LOG_SEARCH_TIMEOUT_MS defaults to 10 s).
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
}

/**
 * Observes one response, from the platform's one onResponse hook (requestHooks.ts): nothing but an observe,
 * Fastify has already measured the time (reply.elapsedTime).
 */
export function observeResponse(
  histogram: Histogram<'method' | 'route' | 'status_class'>,
  request: FastifyRequest,
  reply: FastifyReply,
  route: string | undefined,
): void {
  histogram.observe(
    { method: request.method, route: routeLabelOf(route), status_class: statusClassOf(reply.statusCode) },
    reply.elapsedTime / 1000,
  );
}
