import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once the server has begun to close: the readiness probe answers 503 from then on. */
    draining(): boolean;
  }
  interface FastifyContextConfig {
    /**
     * A probe's route (/healthz, /readyz): answered whatever state the portal is in, since its answer says
     * that state; neither the drain nor the demo world's gate (seed/demoWorldGate.ts) holds it.
     */
    probe?: boolean;
  }
}

/** Refuses a request that arrives while the server closes; true when it did (the request is answered). */
export type RefuseWhileDraining = (request: FastifyRequest, reply: FastifyReply) => boolean;

/**
 * Graceful shutdown for HTTP: once close starts, requests already in flight finish, but their
 * keep-alive connections are ended after the answer (Fastify only closes the sockets idle at that
 * moment, so a client that keeps one open would hold shutdown up until the deadline), and requests
 * that still arrive get a 503 in the error format so a load balancer retries them elsewhere. The refusal
 * runs in the platform's one onRequest hook (requestHooks.ts), so it is returned rather than hooked here.
 */
export function registerDrain(app: FastifyInstance): RefuseWhileDraining {
  let isDraining = false;
  app.addHook('preClose', async () => {
    isDraining = true;
  });
  app.addHook('onSend', (request, reply, _payload, done) => {
    if (isDraining && request.raw.httpVersionMajor === 1) reply.header('connection', 'close');
    done();
  });
  app.decorate('draining', () => isDraining);
  return (request, reply) => {
    if (!isDraining || request.routeOptions.config.probe) return false;
    request.log.info('refused while shutting down');
    reply
      .header('connection', 'close')
      .status(503)
      .send({ error: 'unavailable', message: 'The server is shutting down. Try again.' });
    return true;
  };
}
