import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { registerApps } from './modules/apps/registerApps.ts';
import { configRoutes } from './modules/config/config.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { registerAccessLog } from './modules/logs/accessLog.ts';
import { logArchivesRoutes } from './modules/logs/logArchives.routes.ts';
import { logPresetsRoutes } from './modules/logs/logPresets.routes.ts';
import { createLogsModule } from './modules/logs/logs.module.ts';
import { logsRoutes } from './modules/logs/logs.routes.ts';
import { metricsRoutes } from './modules/logs/metrics.routes.ts';
import { registerIdentity } from './modules/session/registerIdentity.ts';
import { telemetryRoutes } from './modules/telemetry/telemetry.routes.ts';
import { tenantsRoutes } from './modules/tenants/tenants.routes.ts';
import { registerAuth } from './platform/auth/auth.hook.ts';
import type { Deps } from './platform/deps.ts';
import { registerDrain } from './platform/drain.ts';
import { registerErrorHandling } from './platform/errorHandler.ts';
import { createLogger, requestIdOf } from './platform/logging.ts';
import { registerOpenApi, registerOpenApiRoute } from './platform/openapi.ts';
import { responseSerializerCompiler } from './platform/responseSerializer.ts';
import { registerSecurityHeaders } from './platform/security.ts';
import { registerWebApp } from './platform/webApp.ts';

export type BuildOptions = {
  /** Serve the built web app from config.webDist (off in API tests: pages then answer 404). */
  serveWeb?: boolean;
  /** The process's logger (main.ts shares it with the job runner); false for none. */
  logger?: Logger | false;
};

/** Builds the whole portal on one Fastify instance; tests use it through `app.inject()`. */
export async function buildApp(deps: Deps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    ...(options.logger === false
      ? { logger: false }
      : { loggerInstance: options.logger ?? createLogger(config) }),
    bodyLimit: config.bodyLimit,
    // A hop count trusts that many proxies in front (Fastify's types take it as a function).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, index: number) =>
              index < hops
          )(config.trustProxy)
        : config.trustProxy,
    // In-flight requests finish on close; idle keep-alive sockets do not hold shutdown up.
    forceCloseConnections: 'idle',
    // registerDrain answers requests that arrive during shutdown, in the error format.
    return503OnClosing: false,
    requestIdHeader: false,
    genReqId: requestIdOf,
  }) as unknown as FastifyInstance;
  // The API speaks JSON only. text/plain is one of the bodies a cross-site page can send without a
  // CORS preflight, so it gets 415 rather than a parse; a module that needs another type adds its
  // parser in its own scope.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler());
  // The id in every log line of the request, handed back so a user's report can be matched to them.
  // Every per-request hook takes a callback: an async one costs a promise and a microtask per request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  registerErrorHandling(app);
  registerDrain(app);
  registerSecurityHeaders(app, { secure: config.cookieSecure });
  await app.register(rateLimit, { global: false });
  await app.register(cookie);
  registerAuth(app, deps);
  // Before any route is registered: a route takes the hooks that exist when its plugin loads.
  const logs = createLogsModule(deps, app.log);
  registerAccessLog(app, { db: deps.database.db, ingest: logs.logs.ingest });
  await registerOpenApi(app, { productName: config.productName });

  await app.register(healthRoutes, deps);
  await app.register(configRoutes, deps);
  await app.register(telemetryRoutes, deps);
  await registerIdentity(app, deps);
  await app.register(logsRoutes, { ...deps, module: logs });
  await app.register(logPresetsRoutes, { ...deps, module: logs });
  await app.register(logArchivesRoutes, { ...deps, module: logs });
  await app.register(metricsRoutes, { ...deps, module: logs });
  await registerApps(app, deps, { ingestLogs: logs.logs.ingest, audit: logs.audit });
  await app.register(tenantsRoutes, deps);

  registerOpenApiRoute(app);
  await registerWebApp(app, options.serveWeb === false ? null : config.webDist);
  return app;
}
