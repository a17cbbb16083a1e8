import cors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What an API client's own page calls from the browser: the token endpoint and the sandbox. */
const CORS_PATHS = ['/auth/v1/token', '/sandbox/'];
const answered = (path: string) => CORS_PATHS.some((prefix) => path.startsWith(prefix));

/**
 * CORS for the origins API clients registered (docs/product/api-clients.md CLIENTS-7), so a single-page
 * application on its own origin can get a token and call the sandbox with it. Only those paths, only
 * registered origins of enabled clients, never credentials (a bearer token is the credential, no cookie is
 * sent). Every other request, the portal's own above all, passes without a promise or a query.
 */
export async function registerClientCors(
  app: FastifyInstance,
  opts: { publicUrl: string; originAllowed: (origin: string) => Promise<boolean> },
): Promise<void> {
  const own = new URL(opts.publicUrl).origin;
  await app.register(cors, {
    hook: 'onRequest',
    delegator: (request: FastifyRequest, done) => {
      const origin = request.headers.origin;
      const path = request.url.split('?')[0] ?? request.url;
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
}
