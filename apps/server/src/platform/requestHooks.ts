import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerDrain } from './drain.ts';
import { requestLine } from './logging.ts';
import { observeResponse } from './metrics/httpMetrics.ts';
import type { PortalMetrics } from './metrics/portalMetrics.ts';
import { securityHeaders } from './security.ts';

/** Work a module does on every answered request, given the route pattern (undefined when none matched). */
export type ResponseObserver = (
  request: FastifyRequest,
  reply: FastifyReply,
  route: string | undefined,
) => void;

export type RequestHooks = {
  /**
   * Adds work to the one onResponse hook, after the metrics and the request line and in the order added,
   * rather than a hook of its own (a turn of the hook runner per request).
   */
  observeResponses(observer: ResponseObserver): void;
};

/**
 * The platform's own work on every request, one hook per stage, in the order it ran as a hook each: every
 * hook is a turn of Fastify's hook runner for every request, and the portal's fixed cost per request is
 * made of such turns (bench/README.md "The portal's hooks per request"). Each hook takes a callback: an
 * async one costs a promise and a microtask per request. Registered before any route: a route takes the
 * hooks that exist when its plugin loads.
 */
export function registerRequestHooks(
  app: FastifyInstance,
  opts: { secure: boolean; metrics: PortalMetrics },
): RequestHooks {
  const line = requestLine(app);
  const refuseWhileDraining = registerDrain(app);
  const headers = securityHeaders({ secure: opts.secure });
  const observers: ResponseObserver[] = [];
  app.addHook('onRequest', (request, reply, done) => {
    // The id in every log line of the request, handed back so a user's report can be matched to them.
    reply.header('x-request-id', request.id);
    line.arrived(request);
    if (refuseWhileDraining(request, reply)) return;
    // Set before any later hook or handler can answer, so every answer carries them, errors included.
    for (const [name, value] of headers) reply.header(name, value);
    // @fastify/cookie is registered without its own hook (app.ts): its parse, here, costs no hook turn
    // and no reply map for a request that sets no cookie; a new object per request, as its hook made.
    const cookieHeader = request.headers.cookie;
    request.cookies = cookieHeader ? app.parseCookie(cookieHeader) : {};
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    // Fastify builds the route's options anew at every read of routeOptions.
    const route = request.routeOptions.url;
    observeResponse(opts.metrics.http, request, reply, route);
    line.answered(request, reply, route);
    for (const observer of observers) observer(request, reply, route);
    done();
  });
  return { observeResponses: (observer) => observers.push(observer) };
}
