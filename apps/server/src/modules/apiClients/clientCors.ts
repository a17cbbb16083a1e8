import cors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What an API client's own page calls from the browser: the token endpoint and the sandbox. */
const CORS_PATHS = ['/auth/v1/token', '/sandbox/'];
const answered = (path: string) => CORS_PATHS.some((prefix) => path.startsWith(prefix));

/** A module's routes on a CORS path (the token endpoint, the sandbox), given the CORS scope. */
export type ClientCorsRoutes = {
  /** Adds routes to the CORS scope (each in a context of its own); they are registered together by `register`. */
  add(routes: (scope: FastifyInstance) => Promise<void>): void;
};

/**
 * CORS for the origins API clients registered (docs/product/api-clients.md CLIENTS-7), so a single-page
 * application on its own origin can get a token and call the sandbox with it. Only those paths, only
 * registered origins of enabled clients, never credentials (a bearer token is the credential, no cookie is
 * sent). @fastify/cors is registered in one encapsulated scope with the routes of those paths, so its hook
 * runs on them and on its preflight route (`OPTIONS *`, which answers any other path's preflight with the
 * not-found answer, as at the root) only: every other route, the portal's own above all, runs no CORS hook
 * and its answers carry no `Vary: Origin` (bench/README.md "The plugins' hooks where they answer").
 */
export function clientCorsRoutes(
  app: FastifyInstance,
  opts: { publicUrl: string; originAllowed: (origin: string) => Promise<boolean> },
): ClientCorsRoutes & {
  /** Registers the plugin and every added route in one scope; once, after the modules that add. */
  register(): Promise<void>;
} {
  const own = new URL(opts.publicUrl).origin;
  const added: ((scope: FastifyInstance) => Promise<void>)[] = [];
  return {
    add: (routes) => {
      added.push(routes);
    },
    register: async () => {
      await app.register(async (scope) => {
        await scope.register(cors, {
          hook: 'onRequest',
          delegator: (request: FastifyRequest, done) => {
            const origin = request.headers.origin;
            const path = request.url.split('?')[0] ?? request.url;
            // The preflight route takes every path's OPTIONS: only these paths' are answered.
            if (!origin || origin === own || !answered(path)) return done(null, { origin: false });
            opts.originAllowed(origin).then(
              (allowed) =>
                done(
                  null,
                  allowed
                    ? {
                        origin,
                        methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
                        allowedHeaders: ['authorization', 'content-type', 'soapaction', 'x-request-id'],
                        exposedHeaders: ['x-request-id', 'www-authenticate'],
                        maxAge: 600,
                      }
                    : { origin: false },
                ),
              (error: Error) => done(error, { origin: false }),
            );
          },
        });
        for (const routes of added) await scope.register(routes);
      });
    },
  };
}
