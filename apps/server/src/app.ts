import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { configRoutes } from './modules/config/config.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { registerIdentity } from './modules/session/registerIdentity.ts';
import { telemetryRoutes } from './modules/telemetry/telemetry.routes.ts';
import { registerAuth } from './platform/auth/auth.hook.ts';
import type { Deps } from './platform/deps.ts';
import { registerErrorHandling } from './platform/errorHandler.ts';
import { registerOpenApi, registerOpenApiRoute } from './platform/openapi.ts';
import { registerSecurityHeaders } from './platform/security.ts';
import { registerWebApp } from './platform/webApp.ts';

export type BuildOptions = {
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  logger?: boolean;
};

/** Builds the whole portal on one Fastify instance; tests use it through `app.inject()`. */
export async function buildApp(deps: Deps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    trustProxy: true,
    // In-flight requests finish on close; idle keep-alive sockets do not hold shutdown up.
    forceCloseConnections: 'idle',
    requestIdHeader: 'x-request-id',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandling(app);
  await registerSecurityHeaders(app, { secure: config.cookieSecure });
  await app.register(rateLimit, { global: false });
  await app.register(cookie);
  registerAuth(app, deps);
  await registerOpenApi(app, { productName: config.productName });

  await app.register(healthRoutes, deps);
  await app.register(configRoutes, deps);
  await app.register(telemetryRoutes, deps);
  await registerIdentity(app, deps);

  registerOpenApiRoute(app);
  if (options.serveWeb !== false) await registerWebApp(app, config.webDist);
  else await registerWebApp(app, '/nonexistent');
  return app;
}
