import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { configRoutes } from './modules/config/config.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { identityRepository } from './modules/identity/identity.repository.ts';
import { identityRoutes } from './modules/identity/identity.routes.ts';
import { identityService } from './modules/identity/identity.service.ts';
import { inProcessFetch, oidcClient } from './modules/session/oidcClient.ts';
import { sessionRepository } from './modules/session/session.repository.ts';
import { sessionRoutes } from './modules/session/session.routes.ts';
import { sessionService } from './modules/session/session.service.ts';
import { telemetryRoutes } from './modules/telemetry/telemetry.routes.ts';
import { registerEmbeddedProvider } from './oidc/oidc.plugin.ts';
import { oidcRepository } from './oidc/oidc.repository.ts';
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

/** Identity: reference data, the embedded provider (unless OIDC_ISSUER), the BFF and the identity API. */
async function registerIdentity(app: FastifyInstance, deps: Deps): Promise<void> {
  const { config, database } = deps;
  const identity = identityService(identityRepository(database.db));
  await identity.ensureReferenceData();

  const embedded = config.oidc.embedded ? await registerEmbeddedProvider(app, deps) : undefined;
  const oidc = embedded
    ? oidcClient(
        config,
        embedded.secrets.clientSecret,
        inProcessFetch((opts) => app.inject(opts)),
      )
    : oidcClient(config, config.oidc.clientSecret!);
  const providerRepo = oidcRepository(database.db);
  const sessions = sessionService({
    config,
    repo: sessionRepository(database.db),
    oidc,
    ...(embedded
      ? {
          providerSession: {
            grantOf: (accessToken: string) => providerRepo.grantIdOfAccessToken(accessToken),
            end: (grantId: string) => providerRepo.destroySessionOfGrant(config.oidc.clientId, grantId),
          },
        }
      : {}),
    log: app.log,
  });
  await app.register(sessionRoutes, { service: sessions, cookieSecure: config.cookieSecure });
  await app.register(identityRoutes, { ...deps, service: identity });
}
