import type { PublicConfig } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { registerOidcModule } from '../../oidc/oidc.module.ts';
import type { SamlSignInPort } from '../../oidc/samlAcs.routes.ts';
import type { Deps } from '../../platform/deps.ts';
import type { IdentityService } from '../identity/identity.service.ts';
import type { TwoFactorService } from '../twoFactor/twoFactor.service.ts';
import { type EndSession, endSession } from './endSession.ts';

export type { EndSession };

import { inProcessFetch, oidcClient } from './oidcClient.ts';
import { sessionRepository } from './session.repository.ts';
import { sessionRoutes } from './session.routes.ts';
import { sessionService } from './session.service.ts';
import { type SignedInContextOf, signedInContextOf } from './signedInContext.ts';

const PURGE_EVERY_MS = 10 * 60 * 1000;

/**
 * Sign-in and the portal session (the backend-for-frontend: docs/product/sign-in.md SIGNIN-3, SIGNIN-9): the
 * embedded OpenID provider unless OIDC_ISSUER names another one, and the BFF that is its client.
 */
export async function registerSessionModule(
  app: FastifyInstance,
  deps: Deps & {
    twoFactor: TwoFactorService;
    identity: IdentityService;
    samlSignIn: SamlSignInPort;
    /** The demo accounts the sign-in page names while SEED_DEMO is on (none otherwise). */
    demoSignInEmails: readonly string[];
    /** What GET /api/v1/config answers, which a signed-in page's HTML carries too. */
    publicConfig: PublicConfig;
  },
): Promise<{ endSession: EndSession; signedInContext: SignedInContextOf }> {
  const { config, database } = deps;
  const embedded = config.oidc.embedded
    ? await registerOidcModule(app, deps, deps.twoFactor, deps.samlSignIn, deps.demoSignInEmails)
    : undefined;
  const oidc = embedded
    ? oidcClient(
        config,
        embedded.secrets.clientSecret,
        inProcessFetch((opts) => app.inject(opts)),
      )
    : oidcClient(config, config.oidc.clientSecret!);
  const sessions = sessionService({
    config,
    repo: sessionRepository(database.db),
    oidc,
    ...(embedded ? { providerSession: embedded.sessions } : {}),
    log: app.log,
  });
  await app.register(sessionRoutes, { service: sessions, cookieSecure: config.cookieSecure });

  // Every process may run it: the deletes are idempotent.
  const purge = () =>
    sessions.purgeExpired().catch((error) => app.log.warn({ err: error }, 'purging expired sessions failed'));
  const timer = setInterval(() => void purge(), PURGE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  return {
    endSession: endSession(sessions, config.cookieSecure),
    signedInContext: signedInContextOf({
      db: database.db,
      identity: deps.identity,
      sessions,
      publicConfig: deps.publicConfig,
    }),
  };
}
