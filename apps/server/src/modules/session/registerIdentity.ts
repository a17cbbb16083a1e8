import type { FastifyInstance } from 'fastify';
import { registerEmbeddedProvider } from '../../oidc/oidc.plugin.ts';
import { oidcRepository } from '../../oidc/oidc.repository.ts';
import type { Deps } from '../../platform/deps.ts';
import { identityRepository } from '../identity/identity.repository.ts';
import { identityRoutes } from '../identity/identity.routes.ts';
import { identityService } from '../identity/identity.service.ts';
import { inProcessFetch, oidcClient } from './oidcClient.ts';
import { sessionRepository } from './session.repository.ts';
import { sessionRoutes } from './session.routes.ts';
import { sessionService } from './session.service.ts';

const PURGE_EVERY_MS = 10 * 60 * 1000;

/** Identity: reference data, the embedded provider (unless OIDC_ISSUER), the BFF and the identity API. */
export async function registerIdentity(app: FastifyInstance, deps: Deps): Promise<void> {
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
  const sessionRepo = sessionRepository(database.db);
  const sessions = sessionService({
    config,
    repo: sessionRepo,
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

  // Expired rows are dead already (every read checks expiry); this only keeps the tables small. Every
  // process may run it: the deletes are idempotent.
  const purge = async () => {
    try {
      const now = new Date();
      await sessionRepo.deleteExpired(now);
      await sessionRepo.deleteStatesOlderThan(new Date(now.getTime() - 24 * 3600 * 1000));
      await providerRepo.deleteExpired();
      await providerRepo.deleteStaleAttempts(24 * 3600);
    } catch (error) {
      app.log.warn({ err: error }, 'purging expired identity rows failed');
    }
  };
  const timer = setInterval(() => void purge(), PURGE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
