import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';

/** What an API client's own page calls from the browser: the token endpoint and the sandbox. */
const CORS_PATHS = ['/auth/v1/token', '/sandbox/'];
const answered = (path: string) => CORS_PATHS.some((prefix) => path.startsWith(prefix));

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';
const ALLOWED_HEADERS = 'authorization, content-type, soapaction, x-request-id';
const EXPOSED_HEADERS = 'x-request-id, www-authenticate';
const MAX_AGE_SECONDS = '600';

/**
 * CORS for the origins API clients registered (docs/product/api-clients.md CLIENTS-7), so a single-page
 * application on its own origin can get a token and call the sandbox with it. Only those paths, only
 * registered origins of enabled clients, never credentials (a bearer token is the credential, no cookie is
 * sent). The hook is the routes' own, on those paths and on preflights, so every other request, the
 * portal's own above all, runs no CORS work at all (bench/README.md "The plugins' work per request"). The
 * answer is as @fastify/cors wrote it with these options: `Vary: Origin` on every answer of these routes,
 * the origin and the exposed headers for a registered one, and a preflight answered 204 in the hook.
 */
export function registerClientCors(
  app: FastifyInstance,
  opts: { publicUrl: string; originAllowed: (origin: string) => Promise<boolean> },
): void {
  const own = new URL(opts.publicUrl).origin;
  const cors: onRequestHookHandler = (request, reply, done) => {
    // The answer depends on the Origin: a cache keeps one per origin.
    reply.header('Vary', 'Origin');
    const origin = request.headers.origin;
    const path = request.url.split('?')[0] ?? request.url;
    if (!origin || origin === own || !answered(path)) return done();
    opts.originAllowed(origin).then((allowed) => {
      if (!allowed) return done();
      reply.header('Access-Control-Allow-Origin', origin);
      reply.header('Access-Control-Expose-Headers', EXPOSED_HEADERS);
      if (request.method !== 'OPTIONS') return done();
      if (request.headers['access-control-request-method'] === undefined) {
        reply.status(400).type('text/plain').send('Invalid Preflight Request');
        return;
      }
      reply.header('Access-Control-Allow-Methods', ALLOWED_METHODS);
      reply.header('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      reply.header('Access-Control-Max-Age', MAX_AGE_SECONDS);
      // A 204 with an explicit empty length: some browsers wait for a body otherwise.
      reply.status(204).header('Content-Length', '0').send();
    }, done);
  };
  // Routes added after this (the token endpoint in modules/tenants, the sandbox) take the hook when on a CORS
  // path, first of their own: it ran as the last hook of every route before, ahead of a route's own (the
  // sandbox refuses a token in its own, and that refusal carries the CORS headers). A GET route's HEAD twin
  // is announced with the same options, so the hook is added once.
  app.addHook('onRoute', (route) => {
    if (!answered(route.url)) return;
    const hooks = route.onRequest === undefined ? [] : [route.onRequest].flat();
    if (!hooks.includes(cors)) route.onRequest = [cors, ...hooks];
  });
  const notFound = (_request: FastifyRequest, reply: FastifyReply) => {
    reply.callNotFound();
  };
  // Every preflight comes here, as to @fastify/cors's route: the hook answers a registered origin's on a CORS
  // path; any other OPTIONS request gets the not-found answer.
  app.options('*', { schema: { hide: true }, onRequest: cors }, notFound);
  // A sandbox path that is no route answers its 404 with the CORS headers too, so the client's page reads it.
  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/sandbox/*',
    schema: { hide: true },
    onRequest: cors,
    handler: notFound,
  });
}
