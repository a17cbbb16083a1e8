import { IncomingMessage } from 'node:http';
import { SIGNED_IN_HINT_COOKIE } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { sessionCookieName } from '../platform/auth/sessionCookie.ts';
import { STATIC_FILES_ROUTE } from '../platform/logging.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Holds the requests that read the portal's data while the demo world is made (startServer.ts). */
    demoWorldGate: DemoWorldGate;
  }
}

export type DemoWorldGate = {
  /**
   * Until `making` settles, a request that may read or write the portal's data waits for it. Once it is
   * made they go on; if it fails they are answered 503 (the start fails with it).
   */
  holdUntil(making: Promise<unknown>): void;
  /** True while requests are held: the readiness probe (modules/health) answers 503 until then. */
  holding(): boolean;
};

/**
 * A fresh start listens while the demo world is made (docs/decisions/demo-seed-after-listen.md): what needs
 * no data answers at once, the rest waits, so nothing is ever answered from a half-made world. What answers
 * at once is a short list: the probes (routes marked `config.probe`), and for a visitor with neither the
 * session cookie nor the signed-in hint a GET of the web app's files and pages (the static files' one route,
 * or no route: its not-found handler serves the app shell and the prerendered pages, and reads the session
 * only with the hint). Every other route waits, the sign-in, /oidc and /api included.
 *
 * Registered before the session's hook and the routes (a route takes the hooks that exist when it is
 * added); once the world is made, or on a start without the seed, the hook is one check of a variable.
 */
export function registerDemoWorldGate(
  app: FastifyInstance,
  { config }: { config: Pick<Config, 'cookieSecure'> },
): void {
  let making: Promise<'made' | 'failed'> | undefined;
  // The hook runs before the cookie plugin parses the header, so it looks for the names in the raw header.
  const signedInCookie = new RegExp(
    `(?:^|;)\\s*(?:${sessionCookieName(config.cookieSecure)}|${SIGNED_IN_HINT_COOKIE})=`,
  );
  const answersAtOnce = (request: FastifyRequest) => {
    // Made in this process (app.inject): the seed's own, such as the orchestration engine's sandbox calls.
    if (!(request.raw instanceof IncomingMessage)) return true;
    // The probes: /readyz answers its own 503 while the gate holds (`holding`).
    if (request.routeOptions.config.probe) return true;
    const route = request.routeOptions.url;
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    if (route !== STATIC_FILES_ROUTE && route !== undefined) return false;
    const cookie = request.headers.cookie;
    return cookie === undefined || !signedInCookie.test(cookie);
  };
  const unavailable = (reply: FastifyReply, message: string) =>
    reply.header('connection', 'close').status(503).send({ error: 'unavailable', message });

  app.addHook('onRequest', (request, reply, done) => {
    if (making === undefined || answersAtOnce(request)) return done();
    void making.then((outcome) => {
      // A client that left while it waited is not served: its work would be for no one.
      if (request.raw.socket?.destroyed) {
        request.log.info('the client left while the demo world was made');
        return;
      }
      if (outcome === 'made') done();
      else unavailable(reply, 'The portal could not make the demo world and stops. Try again later.');
    });
  });

  app.decorate('demoWorldGate', {
    holdUntil(seed) {
      making = seed.then(
        () => 'made' as const,
        () => 'failed' as const,
      );
      // A failed seed keeps it shut: the start fails and the process stops.
      void making.then((outcome) => {
        if (outcome === 'made') making = undefined;
      });
    },
    holding: () => making !== undefined,
  });
}
