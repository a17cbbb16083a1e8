import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import type { Deps } from '../platform/deps.ts';
import { interactionRoutes } from './interaction.routes.ts';
import { mountProvider } from './mount.ts';
import { oidcRepository } from './oidc.repository.ts';
import { createProvider } from './provider.ts';
import { type SamlSignInPort, samlAcsRoutes } from './samlAcs.routes.ts';
import { loadProviderSecrets, type ProviderSecrets } from './secrets.ts';
import { type SecondFactorPort, signInService } from './signin.service.ts';

const PURGE_EVERY_MS = 10 * 60 * 1000;
const STALE_ATTEMPTS_SECONDS = 24 * 3600;

export type EmbeddedProvider = {
  provider: Provider;
  secrets: ProviderSecrets;
  /** The provider's side of a portal session, which the BFF ends at logout. */
  sessions: {
    grantOf(accessToken: string): Promise<string | undefined>;
    end(grantId: string): Promise<void>;
  };
};

/** Creates the embedded provider (secrets from the database) and mounts it with its sign-in page. */
export async function registerOidcModule(
  app: FastifyInstance,
  deps: Deps,
  secondFactor: SecondFactorPort,
  saml: SamlSignInPort,
  demoSignInEmails: readonly string[],
): Promise<EmbeddedProvider> {
  const repo = oidcRepository(deps.database.db);
  const secrets = await loadProviderSecrets(repo);
  const provider = createProvider(deps.config, repo, secrets);
  await app.register(interactionRoutes, {
    provider,
    signIn: signInService(repo, secondFactor),
    secondFactor,
    saml,
    config: deps.config,
    demoSignInEmails,
  });
  await app.register(samlAcsRoutes, { provider, saml, config: deps.config });
  await mountProvider(app, provider, deps.config.oidc.issuer);

  // Expired rows are dead already (every read checks expiry); this only keeps the tables small. Every
  // process may run it: the deletes are idempotent.
  const purge = async () => {
    try {
      await repo.deleteExpired();
      await repo.deleteStaleAttempts(STALE_ATTEMPTS_SECONDS);
    } catch (error) {
      app.log.warn({ err: error }, 'purging expired provider rows failed');
    }
  };
  const timer = setInterval(() => void purge(), PURGE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  const clientId = deps.config.oidc.clientId;
  return {
    provider,
    secrets,
    sessions: {
      grantOf: (accessToken) => repo.grantIdOfAccessToken(accessToken),
      end: async (grantId) => {
        await repo.destroySessionOfGrant(clientId, grantId);
      },
    },
  };
}
